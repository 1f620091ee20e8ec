import { z } from 'zod';
import { envelope } from './envelope';

/** One poller of this instance (mail, payment reconcile, likes). */
export const WorkerHealth = z.object({
  /** idle: not started here (a command, a test); ok; failing: its last run threw; stale: no run lately. */
  state: z.enum(['idle', 'ok', 'failing', 'stale']),
  lastRunAt: z.iso.datetime().nullable(),
  lastDurationMs: z.number().int().nonnegative().nullable(),
});
export type WorkerHealth = z.infer<typeof WorkerHealth>;

/** The outbox (e-mails and after-answer jobs), as the database holds it for every instance. */
export const OutboxHealth = z.object({
  /** Rows waiting to be sent or run. */
  backlog: z.number().int().nonnegative(),
  /** Age of the oldest waiting row; null when nothing waits. */
  oldestPendingSeconds: z.number().int().nonnegative().nullable(),
  /** Waiting rows due for over 5 minutes that no instance picked up (no mailer is running). */
  overdue: z.number().int().nonnegative(),
  /** Rows whose last try failed within the hour (still retrying, or failed for good). */
  failedLastHour: z.number().int().nonnegative(),
  /** How long the oldest still-retrying row has been failing; null when none is. */
  failingForSeconds: z.number().int().nonnegative().nullable(),
});
export type OutboxHealth = z.infer<typeof OutboxHealth>;

/**
 * `GET /api/v1/health` with `Authorization: Bearer <METRICS_TOKEN>` (decisions 072 and
 * 026): 200 while the database answers — `status` is `degraded` when something else is
 * wrong, each reason in `problems` — and 503 when the database does not answer.
 */
export const HealthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** not_configured: no REDIS_URL (limits are per instance). down: limits fell back to memory. */
  redis: z.enum(['up', 'down', 'not_configured']),
  /** Null when the database did not answer. */
  outbox: OutboxHealth.nullable(),
  workers: z.object({ mail: WorkerHealth, reconcile: WorkerHealth, likes: WorkerHealth }),
  /** SIGTERM received: finishing requests, readiness is 503. */
  draining: z.boolean(),
  /** APP_VERSION, or the build's package version and commit ('dev' from the source tree). */
  version: z.string(),
  uptimeSeconds: z.number().int().nonnegative(),
  /** What makes it degraded, in words an operator can act on; empty when ok. */
  problems: z.array(z.string()),
});
export type HealthData = z.infer<typeof HealthData>;
export const HealthResponse = envelope(HealthData);
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * `GET /api/v1/health` without the token (decision 072): the status alone. The version (the
 * commit built), job timings and outbox counts tell a stranger when we deploy and how busy we
 * are, so only the operator's token reads them; the status code is the same either way.
 */
export const PublicHealthData = z.object({ status: z.enum(['ok', 'degraded']) });
export type PublicHealthData = z.infer<typeof PublicHealthData>;
export const PublicHealthResponse = envelope(PublicHealthData);
export type PublicHealthResponse = z.infer<typeof PublicHealthResponse>;

/** What the route answers: the detail with the token, else the status alone (detail first). */
export const AnyHealthResponse = envelope(z.union([HealthData, PublicHealthData]));

/**
 * `GET /api/v1/health/live`: the process answers (no dependency is asked). No version: the
 * commit deployed is for the token's holder (`/health` with METRICS_TOKEN, decision 072).
 */
export const LivenessData = z.object({ status: z.literal('ok') });
export const LivenessResponse = envelope(LivenessData);
export type LivenessResponse = z.infer<typeof LivenessResponse>;

/** `GET /api/v1/health/ready`: 200 ready; 503 while draining or while the database is down. */
export const ReadinessData = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  database: z.enum(['up', 'down']),
  draining: z.boolean(),
});
export const ReadinessResponse = envelope(ReadinessData);
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
