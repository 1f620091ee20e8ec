import type { HealthData, WorkerHealth } from '@waliyy/contract';
import type { Db } from '../../db/client';
import type { WorkerStatus } from '../../lib/job-runs';
import { type OutboxStats, outboxStats } from './health.repository';

type Polled = { status(): WorkerStatus };

export type HealthDeps = {
  db: Db;
  /** The database answers `select 1` within its timeout. */
  ping: () => Promise<boolean>;
  /** Redis answers PING; null when no REDIS_URL is set. */
  pingRedis: (() => Promise<boolean>) | null;
  workers: { mail: Polled; reconcile: Polled; likes: Polled };
  version: string;
  isDraining: () => boolean;
};

/** E-mail failing this long makes the instance degraded ("mail has failed for an hour"). */
export const MAIL_FAILING_SECONDS = 3600;

/** A started poller with no finished run for three polls and a minute is stale. */
export function workerHealth(status: WorkerStatus, now = Date.now()): WorkerHealth {
  const lastRunAt = status.lastRunAt?.toISOString() ?? null;
  const base = { lastRunAt, lastDurationMs: status.lastDurationMs };
  if (!status.started) return { state: 'idle', ...base };
  if (status.lastOutcome === 'error') return { state: 'failing', ...base };
  const since = (status.lastRunAt ?? status.startedAt)?.getTime() ?? now;
  const stale = now - since > 3 * status.pollMs + 60_000;
  return { state: stale ? 'stale' : 'ok', ...base };
}

const minutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

function outboxProblems(outbox: OutboxStats): string[] {
  const problems: string[] = [];
  if (outbox.failingForSeconds !== null && outbox.failingForSeconds >= MAIL_FAILING_SECONDS) {
    problems.push(
      `E-mail has been failing for ${minutes(outbox.failingForSeconds)}: check SMTP_URL and the relay (the outbox rows' last_error says why).`,
    );
  }
  if (outbox.overdue > 0) {
    problems.push(
      `${outbox.overdue} outbox row(s) have been due for over 5 minutes and no instance picked them up: is a mail worker running?`,
    );
  }
  return problems;
}

/** What /api/v1/health, /health/ready and /metrics read (decision 026). */
export function createHealthService(deps: HealthDeps) {
  return {
    isDraining: deps.isDraining,
    outbox: () => outboxStats(deps.db),

    async ready() {
      const up = await deps.ping();
      const draining = deps.isDraining();
      const status = draining ? 'draining' : up ? 'ready' : 'unavailable';
      return { status, database: up ? 'up' : 'down', draining } as const;
    },

    async health(): Promise<HealthData> {
      const [databaseUp, redisUp] = await Promise.all([
        deps.ping(),
        deps.pingRedis ? deps.pingRedis() : Promise.resolve(null),
      ]);
      const outbox = databaseUp ? await outboxStats(deps.db).catch(() => null) : null;
      const workers = {
        mail: workerHealth(deps.workers.mail.status()),
        reconcile: workerHealth(deps.workers.reconcile.status()),
        likes: workerHealth(deps.workers.likes.status()),
      };
      const problems: string[] = [];
      if (!databaseUp) problems.push('The database does not answer.');
      if (redisUp === false) {
        problems.push('Redis does not answer: rate limits are counted per instance until it does.');
      }
      if (outbox) problems.push(...outboxProblems(outbox));
      for (const [name, worker] of Object.entries(workers)) {
        if (worker.state === 'failing') problems.push(`The ${name} job's last run failed.`);
        if (worker.state === 'stale') problems.push(`The ${name} job has not run lately.`);
      }
      return {
        status: problems.length === 0 ? 'ok' : 'degraded',
        database: databaseUp ? 'up' : 'down',
        redis: redisUp === null ? 'not_configured' : redisUp ? 'up' : 'down',
        outbox,
        workers,
        draining: deps.isDraining(),
        version: deps.version,
        uptimeSeconds: Math.floor(process.uptime()),
        problems,
      };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
