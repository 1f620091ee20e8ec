import type { FastifyBaseLogger } from 'fastify';
import type { BillingService } from './billing.service';

/**
 * Runs the reconcile pass every `pollMs` in the server (main.ts starts it; tests call
 * runOnce()). Any number of instances may run one: orders are claimed exclusively.
 */
export function createReconcileWorker(options: {
  billing: BillingService;
  logger: FastifyBaseLogger;
  pollMs: number;
}) {
  const { billing, logger, pollMs } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  function tick() {
    if (running) return;
    running = billing
      .reconcileDue()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'payment reconcile run failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runOnce: () => billing.reconcileDue(),
    start() {
      tick();
      timer = setInterval(tick, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
      await billing.drain();
    },
  };
}
export type ReconcileWorker = ReturnType<typeof createReconcileWorker>;
