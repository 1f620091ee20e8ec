import type { FastifyBaseLogger } from 'fastify';
import { createRunTracker, type OnRun } from '../../lib/job-runs';

/**
 * Runs the likes job (reminders and expiries) every `pollMs` in the server (main.ts starts it;
 * tests call runOnce()). Any number of instances may run one: likes are claimed exclusively.
 */
export function createLikesWorker(options: {
  run: () => Promise<{ expired: number; reminded: number }>;
  logger: FastifyBaseLogger;
  pollMs: number;
  /** Told of every run (the app's metrics). */
  onRun?: OnRun;
}) {
  const { run, logger, pollMs } = options;
  const tracker = createRunTracker(pollMs, options.onRun);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  function tick() {
    if (running) return;
    running = tracker
      .run(run)
      .catch((error: unknown) => {
        logger.error({ err: error }, 'likes reminder and expiry run failed');
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runOnce: () => tracker.run(run),
    status: tracker.status,
    start() {
      tracker.started(true);
      tick();
      timer = setInterval(tick, pollMs);
      timer.unref();
    },
    async stop() {
      tracker.started(false);
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
export type LikesWorker = ReturnType<typeof createLikesWorker>;
