/** How one poller's runs went (decision 026): read by /api/v1/health and /metrics. */
export type RunOutcome = 'ok' | 'error';

export type WorkerStatus = {
  /** Started by main.ts (tests call runOnce() instead, so it stays false there). */
  started: boolean;
  startedAt: Date | null;
  pollMs: number;
  lastRunAt: Date | null;
  lastOutcome: RunOutcome | null;
  lastDurationMs: number | null;
};

/** Told of every run: its outcome, how long it took and what it answered. */
export type OnRun = (outcome: RunOutcome, durationMs: number, result: unknown) => void;

/** Wraps a poller's run: remembers the last one and tells `onRun`. */
export function createRunTracker(pollMs: number, onRun?: OnRun) {
  let started = false;
  let startedAt: Date | null = null;
  let lastRunAt: Date | null = null;
  let lastOutcome: RunOutcome | null = null;
  let lastDurationMs: number | null = null;
  const finish = (at: number, outcome: RunOutcome, result: unknown) => {
    lastDurationMs = Math.round(performance.now() - at);
    lastRunAt = new Date();
    lastOutcome = outcome;
    onRun?.(outcome, lastDurationMs, result);
  };
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      const at = performance.now();
      try {
        const result = await work();
        finish(at, 'ok', result);
        return result;
      } catch (error) {
        finish(at, 'error', undefined);
        throw error;
      }
    },
    started(isStarted: boolean) {
      started = isStarted;
      startedAt = isStarted ? new Date() : null;
    },
    status: (): WorkerStatus => ({
      started,
      startedAt,
      pollMs,
      lastRunAt,
      lastOutcome,
      lastDurationMs,
    }),
  };
}
