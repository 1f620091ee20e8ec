import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type OutboxStats = {
  backlog: number;
  oldestPendingSeconds: number | null;
  overdue: number;
  failedLastHour: number;
  failingForSeconds: number | null;
};

/** A failed try moves run_at by the mail worker's backoff: run_at minus it is when it failed. */
const FAILED_AT = sql`run_at - make_interval(secs => least(3600, 10 * power(2, attempts - 1)))`;

/**
 * The outbox as every instance shares it (lib/mail/worker.ts): the waiting rows by the partial
 * index outbox_due_idx (pending only, few while mail flows), the rows failed for good by
 * outbox_created_idx (a row fails for good within about two days of its creation).
 */
export async function outboxStats(db: Db): Promise<OutboxStats> {
  const result = await db.execute(sql`
    with waiting as (
      select created_at, run_at, attempts, last_error from outbox
      where status = 'pending'
    ), failed as (
      select run_at, attempts from outbox
      where status = 'failed' and created_at > now() - interval '3 days'
    )
    select
      (select count(*) from waiting)::int as backlog,
      (select floor(extract(epoch from now() - min(created_at))) from waiting)::int as oldest,
      (select count(*) from waiting where run_at < now() - interval '5 minutes')::int as overdue,
      ((select count(*) from waiting
          where last_error is not null and ${FAILED_AT} > now() - interval '1 hour')
        + (select count(*) from failed where ${FAILED_AT} > now() - interval '1 hour'))::int
        as failed_last_hour,
      (select floor(extract(epoch from now() - min(created_at))) from waiting
        where last_error is not null)::int as failing_for`);
  const row = (result as unknown as { rows: Record<string, number | null>[] }).rows[0] ?? {};
  const count = (value: number | null | undefined) => Number(value ?? 0);
  const age = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Math.max(0, Number(value));
  return {
    backlog: count(row.backlog),
    oldestPendingSeconds: age(row.oldest),
    overdue: count(row.overdue),
    failedLastHour: count(row.failed_last_hour),
    failingForSeconds: age(row.failing_for),
  };
}
