import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs the likes job (reminders and expiries) every `pollMs` in the server (main.ts starts it;
 * tests call runOnce()). Any number of instances may run one: likes are claimed exclusively.
 */
export function createLikesWorker(options: {
  run: () => Promise<{ expired: number; reminded: number }>;
  logger: FastifyBaseLogger;
  pollMs: number;
}) {
  const { run, logger, pollMs } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  function tick() {
    if (running) return;
    running = run()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'likes reminder and expiry run failed');
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runOnce: run,
    start() {
      tick();
      timer = setInterval(tick, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
export type LikesWorker = ReturnType<typeof createLikesWorker>;
