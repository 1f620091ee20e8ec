/** The one loop behind the background jobs (outbox mail, payment reconcile, likes). */
import type { FastifyBaseLogger } from 'fastify';
import { createRunTracker, type OnRun } from './job-runs';

export type PollerOptions<T> = {
  /** Names the job in the log line of a failed run ("<name> run failed"). */
  name: string;
  run: () => Promise<T>;
  logger: FastifyBaseLogger;
  pollMs: number;
  /** Told of every run (the app's metrics). */
  onRun?: OnRun;
  /** After the run in flight has finished on stop (close a transport, wait for side work). */
  onStop?: () => Promise<void> | void;
  /**
   * How long a kick waits before its run (0: at once): the kicks of that time share one run,
   * so work queued by many requests at once is claimed together (decision 091).
   */
  kickDelayMs?: number;
};

/**
 * Runs a job at start and then every `pollMs` (main.ts starts it; tests call runOnce()). Any
 * number of instances may run one: each job claims its rows exclusively. Runs never overlap:
 * a timer tick while one is in flight is skipped, while a kick (new work was just committed,
 * and the run in flight may have claimed before it) asks for one more run right after it.
 */
export function createPoller<T>(options: PollerOptions<T>) {
  const { name, run, logger, pollMs } = options;
  const tracker = createRunTracker(pollMs, options.onRun);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let stopped = true;
  let kicked: NodeJS.Timeout | undefined;
  const kickDelayMs = options.kickDelayMs ?? 0;

  /** One run now, outside the loop (tests; the loop runs through tick). */
  const runOnce = (): Promise<T> => tracker.run(run);

  function tick(isKick: boolean) {
    if (running) {
      if (isKick) again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => {
        logger.error({ err: error }, `${name} run failed`);
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          tick(true);
        }
      });
  }

  return {
    runOnce,
    status: tracker.status,
    /** Asks for a run now (after a commit that queued work); nothing before start(). */
    kick() {
      if (stopped) return;
      if (kickDelayMs === 0) {
        setImmediate(() => tick(true));
        return;
      }
      // One run for every kick of the delay; a run in flight then runs once more after it.
      kicked ??= setTimeout(() => {
        kicked = undefined;
        if (!stopped) tick(true);
      }, kickDelayMs);
    },
    start() {
      stopped = false;
      tracker.started(true);
      tick(false);
      timer = setInterval(() => tick(false), pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      tracker.started(false);
      if (timer) clearInterval(timer);
      clearTimeout(kicked);
      kicked = undefined;
      await running;
      await options.onStop?.();
    },
  };
}
export type Poller<T> = ReturnType<typeof createPoller<T>>;
