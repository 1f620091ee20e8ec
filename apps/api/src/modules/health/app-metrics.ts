import type { Database } from '../../db/client';
import type { RunOutcome } from '../../lib/job-runs';
import { createRegistry } from '../../lib/prometheus';
import type { HealthService } from './health.service';

/** Seconds; from a quick cached read to a slow argon2 login on a busy instance. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's Prometheus metrics (decision 026), served at /metrics with METRICS_TOKEN.
 * Counters are this instance's since it started; the outbox gauges are the shared database's.
 */
export function createAppMetrics(deps: {
  database: Database;
  health: HealthService;
  version: string;
}) {
  const registry = createRegistry();
  const requests = registry.counter(
    'waliyy_http_requests_total',
    'HTTP requests answered, by method, route pattern and status.',
  );
  const latency = registry.histogram(
    'waliyy_http_request_duration_seconds',
    'Time to answer an HTTP request, by method and route pattern.',
    LATENCY_BUCKETS,
  );
  const jobRuns = registry.counter(
    'waliyy_job_runs_total',
    'Runs of the background pollers (mail, reconcile, likes) on this instance, by outcome.',
  );
  const jobLastRun = registry.gauge(
    'waliyy_job_last_run_timestamp_seconds',
    'When each poller last finished a run (Unix time).',
  );
  const reconciled = registry.counter(
    'waliyy_payment_reconcile_total',
    'Orders the reconcile pass verified with their provider, by result (granted, mismatch, unverified, …).',
  );
  registry.collected('waliyy_info', 'The running version (always 1).', async () => [
    { labels: { version: deps.version }, value: 1 },
  ]);
  registry.collected('waliyy_draining', '1 after SIGTERM while requests drain.', async () => [
    { value: deps.health.isDraining() ? 1 : 0 },
  ]);
  const { driver } = deps.database;
  if (driver.kind === 'postgres') {
    registry.collected(
      'waliyy_db_pool_connections',
      'PostgreSQL pool connections: total open, idle, and requests waiting for one.',
      async () => [
        { labels: { state: 'total' }, value: driver.pool.totalCount },
        { labels: { state: 'idle' }, value: driver.pool.idleCount },
        { labels: { state: 'waiting' }, value: driver.pool.waitingCount },
      ],
    );
  }
  // One outbox read per scrape, shared by its four gauges.
  let outboxRead: ReturnType<HealthService['outbox']> | undefined;
  const outbox = () => {
    outboxRead ??= deps.health.outbox().finally(() => {
      setTimeout(() => {
        outboxRead = undefined;
      }, 1_000).unref();
    });
    return outboxRead;
  };
  const outboxGauge = (
    name: string,
    help: string,
    pick: (o: Awaited<ReturnType<typeof outbox>>) => number,
  ) => registry.collected(name, help, async () => [{ value: pick(await outbox()) }]);
  outboxGauge('waliyy_outbox_backlog', 'Outbox rows waiting to be sent or run.', (o) => o.backlog);
  outboxGauge(
    'waliyy_outbox_oldest_pending_seconds',
    'Age of the oldest waiting outbox row (0 when none waits).',
    (o) => o.oldestPendingSeconds ?? 0,
  );
  outboxGauge(
    'waliyy_outbox_overdue',
    'Outbox rows due for over 5 minutes that no instance picked up.',
    (o) => o.overdue,
  );
  outboxGauge(
    'waliyy_outbox_failed_last_hour',
    'Outbox rows whose last try failed within the hour (retrying or failed for good).',
    (o) => o.failedLastHour,
  );
  outboxGauge(
    'waliyy_outbox_failing_seconds',
    'How long the oldest still-retrying outbox row has been failing (0 when none is).',
    (o) => o.failingForSeconds ?? 0,
  );

  return {
    render: () => registry.render(),
    request(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    jobRun(job: 'mail' | 'reconcile' | 'likes', outcome: RunOutcome) {
      jobRuns.inc({ job, outcome });
      jobLastRun.set({ job }, Date.now() / 1000);
    },
    reconciled(result: string) {
      reconciled.inc({ result });
    },
  };
}
export type AppMetrics = ReturnType<typeof createAppMetrics>;
