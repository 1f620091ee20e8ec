import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

export type Group = 'day' | 'week' | 'month';

/** A range: whole UTC days [start, end) and the last day, as the query binds them. */
export type Span = { from: string; to: string; start: Date; end: Date; group: Group };

const rowsOf = async <T>(db: Tx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export type BucketRow = {
  k: string;
  signups: number;
  visits: number;
  starts: number;
  expiries: number;
  likes: number;
  answered: number;
  expired: number;
  matches: number;
  suspensions: number;
  deletions: number;
  failed_payments: number;
  abandoned_payments: number;
  ngn: number;
  usd: number;
  gbp: number;
};

/**
 * Every series of the overview in one round trip: the buckets come from generate_series over
 * date_trunc(group) of UTC days, and each series is one range scan of its own index, grouped by
 * the same date_trunc and joined on the bucket:
 * sign-ups (users_created_idx ∪ deleted_accounts_created_idx, so a deletion never rewrites a
 * past day), visits (site_visits' key), subscription years starting and ending
 * (subscriptions_starts_idx / _expires_idx), likes sent and what became of them
 * (likes_created_idx), matches (matches_created_idx), suspensions (audit_log_action_idx, one
 * per account and bucket), deletions (deleted_accounts_deleted_idx), payments that failed or were
 * abandoned (orders by the day the checkout started, orders_created_idx) and money received per
 * currency (payments_paid_idx).
 */
export async function seriesPerBucket(db: Tx, span: Span, now: Date) {
  const g = span.group;
  const start = span.start.toISOString();
  const end = span.end.toISOString();
  const key = (column: ReturnType<typeof sql>) =>
    sql`date_trunc(${g}, ${column} at time zone 'UTC')`;
  const within = (column: ReturnType<typeof sql>) =>
    sql`${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz`;
  const count = (table: string, column: string) => {
    const c = sql.raw(column);
    return sql`select ${key(c)} as k, count(*)::int as n from ${sql.raw(table)}
      where ${within(c)} group by 1`;
  };
  return rowsOf<BucketRow>(
    db,
    sql`with
      b as (
        select k from generate_series(
          date_trunc(${g}, ${span.from}::timestamp),
          ${span.to}::timestamp,
          ('1 ' || ${g})::interval
        ) as k
      ),
      su as (
        select ${key(sql.raw('created_at'))} as k, count(*)::int as n from (
          select created_at from users where ${within(sql.raw('created_at'))}
          union all
          select created_at from deleted_accounts where ${within(sql.raw('created_at'))}
        ) s group by 1
      ),
      vi as (
        select date_trunc(${g}, day::timestamp) as k, sum(visits)::int as n from site_visits
        where day between ${span.from}::date and ${span.to}::date group by 1
      ),
      st as (${count('subscriptions', 'starts_at')}),
      ex as (${count('subscriptions', 'expires_at')}),
      li as (
        select ${key(sql.raw('created_at'))} as k, count(*)::int as n,
          (count(*) filter (where status in ('accepted', 'rejected', 'ended')))::int as answered,
          (count(*) filter (where status = 'expired'))::int as expired
        from likes where ${within(sql.raw('created_at'))} group by 1
      ),
      ma as (${count('matches', 'created_at')}),
      sp as (
        select ${key(sql.raw('created_at'))} as k,
          count(distinct case when action = 'account.suspend' then target_id
            else details->>'reportedAccountId' end)::int as n
        from audit_log
        where action in ('account.suspend', 'report.suspend') and ${within(sql.raw('created_at'))}
        group by 1
      ),
      de as (${count('deleted_accounts', 'deleted_at')}),
      od as (
        select ${key(sql.raw('created_at'))} as k,
          (count(*) filter (where status = 'failed'))::int as failed,
          (count(*) filter (where status = 'expired'
            or (status = 'pending' and expires_at <= ${now.toISOString()}::timestamptz)))::int
            as abandoned
        from orders where ${within(sql.raw('created_at'))} group by 1
      ),
      pa as (
        select ${key(sql.raw('paid_at'))} as k,
          coalesce(sum(amount_minor) filter (where currency = 'NGN'), 0)::float8 as ngn,
          coalesce(sum(amount_minor) filter (where currency = 'USD'), 0)::float8 as usd,
          coalesce(sum(amount_minor) filter (where currency = 'GBP'), 0)::float8 as gbp
        from payments where ${within(sql.raw('paid_at'))} group by 1
      )
    select to_char(b.k, 'YYYY-MM-DD') as k,
      coalesce(su.n, 0) as signups, coalesce(vi.n, 0) as visits,
      coalesce(st.n, 0) as starts, coalesce(ex.n, 0) as expiries,
      coalesce(li.n, 0) as likes, coalesce(li.answered, 0) as answered,
      coalesce(li.expired, 0) as expired, coalesce(ma.n, 0) as matches,
      coalesce(sp.n, 0) as suspensions, coalesce(de.n, 0) as deletions,
      coalesce(od.failed, 0) as failed_payments, coalesce(od.abandoned, 0) as abandoned_payments,
      coalesce(pa.ngn, 0) as ngn, coalesce(pa.usd, 0) as usd, coalesce(pa.gbp, 0) as gbp
    from b
      left join su on su.k = b.k left join vi on vi.k = b.k
      left join st on st.k = b.k left join ex on ex.k = b.k
      left join li on li.k = b.k left join ma on ma.k = b.k
      left join sp on sp.k = b.k left join de on de.k = b.k
      left join od on od.k = b.k left join pa on pa.k = b.k
    order by b.k`,
  );
}

export type SnapshotRow = {
  running: number;
  active7: number;
  active30: number;
  open_reports: number;
  oldest_open_report: Date | string | null;
  pending_mail: number;
  oldest_pending_mail: Date | string | null;
  failed_mail: number;
  signed_up: number;
  paid: number;
};

/**
 * The figures that are not per bucket, in one round trip: years running at the start of the
 * range (subscriptions_expires_idx), families active in the last 7 and 30 days
 * (users_last_active_idx), open reports and the oldest (reports_status_created_idx), the
 * outbox backlog (outbox_due_idx holds exactly the pending rows; failures among the range's
 * e-mails by outbox_created_idx) and the conversion of the range's sign-ups (users_created_idx,
 * then orders_user_idx and payments_order_unique per account).
 */
export async function snapshot(db: Tx, span: Span, now: Date) {
  const start = span.start.toISOString();
  const end = span.end.toISOString();
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const [row] = await rowsOf<SnapshotRow>(
    db,
    sql`select
      (select count(*)::int from subscriptions
        where expires_at >= ${start}::timestamptz and starts_at < ${start}::timestamptz) as running,
      (select count(*)::int from users
        where last_active_at >= ${ago(7)}::timestamptz and role = 'guardian') as active7,
      (select count(*)::int from users
        where last_active_at >= ${ago(30)}::timestamptz and role = 'guardian') as active30,
      (select count(*)::int from reports where status = 'open') as open_reports,
      (select min(created_at) from reports where status = 'open') as oldest_open_report,
      (select count(*)::int from outbox where status = 'pending') as pending_mail,
      (select min(created_at) from outbox where status = 'pending') as oldest_pending_mail,
      (select count(*)::int from outbox where status = 'failed'
        and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz) as failed_mail,
      (select count(*)::int from users where role = 'guardian'
        and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz) as signed_up,
      (select count(*)::int from users u where u.role = 'guardian'
        and u.created_at >= ${start}::timestamptz and u.created_at < ${end}::timestamptz
        and exists (select 1 from orders o join payments p on p.order_id = o.id
          where o.user_id = u.id)) as paid`,
  );
  if (!row) throw new Error('overview snapshot returned nothing');
  return row;
}
