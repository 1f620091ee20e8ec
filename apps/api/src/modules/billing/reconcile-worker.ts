import type { FastifyBaseLogger } from 'fastify';
import { createRunTracker, type OnRun } from '../../lib/job-runs';
import type { BillingService } from './billing.service';

/**
 * Runs the reconcile pass every `pollMs` in the server (main.ts starts it; tests call
 * runOnce()). Any number of instances may run one: orders are claimed exclusively.
 */
export function createReconcileWorker(options: {
  billing: BillingService;
  logger: FastifyBaseLogger;
  pollMs: number;
  /** Told of every run (the app's metrics). */
  onRun?: OnRun;
}) {
  const { billing, logger, pollMs } = options;
  const tracker = createRunTracker(pollMs, options.onRun);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  function tick() {
    if (running) return;
    running = tracker
      .run(() => billing.reconcileDue())
      .catch((error: unknown) => {
        logger.error({ err: error }, 'payment reconcile run failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runOnce: () => tracker.run(() => billing.reconcileDue()),
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
      await billing.drain();
    },
  };
}
export type ReconcileWorker = ReturnType<typeof createReconcileWorker>;
