/**
 * The outbox's queries (decision 077: queries live in repositories, in lib/ as in the modules):
 * a request queues its e-mails and jobs here in its own transaction, and the worker
 * (worker.ts) claims, finishes and retries them.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepareNamed } from '../../db/named-statement';
import { outbox } from '../../db/schema';
import type { EmailMessage } from './outbox';

/** Queues an e-mail in the caller's transaction, so it is sent only if the change commits. */
export async function enqueueEmail(tx: Tx, message: EmailMessage): Promise<void> {
  await tx.insert(outbox).values({ kind: 'email', payload: message });
}

/**
 * Marks a job's row done in the job's own transaction, forgetting its payload: answers false
 * when it is done already or was voided (see the worker's OutboxJob). The row stays locked
 * until that transaction ends, so whoever voids it waits for the job's work to commit.
 */
export async function finishJob(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, payload: {} })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** The newest queued e-mails, for /dev/mailbox (development only). */
export async function latestEmails(db: Db, limit = 50) {
  const rows = await db
    .select({
      id: outbox.id,
      payload: outbox.payload,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.kind, 'email'))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ...(row.payload as EmailMessage),
  }));
}

/** A claimed row of the outbox: an e-mail or a job of a kind the worker runs. */
export type ClaimedRow = { id: string; kind: string; payload: unknown; attempts: number };

const ph = sql.placeholder;

/** claimDue's statement: named, so PostgreSQL parses it once per connection. */
const claimDueNamed = prepareNamed<ClaimedRow>(
  'outbox_claim_due',
  sql`with due as (
      select id from ${outbox}
      where status = 'pending' and kind = any(${ph('kinds')}::text[]) and run_at <= now()
      order by run_at
      limit ${ph('batchSize')}::int
      for update skip locked
    )
    update ${outbox} set attempts = outbox.attempts + 1,
                      run_at = now() + make_interval(secs => ${ph('leaseSeconds')}::int)
    from due where outbox.id = due.id
    returning outbox.id, outbox.kind, outbox.payload, outbox.attempts`,
);

/**
 * Claims up to `batchSize` due rows of these kinds by moving their run_at forward by the lease
 * under FOR UPDATE SKIP LOCKED, so exactly one instance gets each; their attempt is counted.
 */
export async function claimDue(
  db: Db,
  options: { kinds: string[]; batchSize: number; leaseSeconds: number },
): Promise<ClaimedRow[]> {
  return claimDueNamed(db, options);
}

/** markSent's statement, for any number of rows at once. */
const markSentNamed = prepareNamed(
  'outbox_mark_sent',
  sql`update ${outbox} set status = 'sent', sent_at = now(), last_error = null,
      payload = case when ${ph('keepBody')}::boolean then payload
                else jsonb_build_object('to', payload->'to', 'subject', payload->'subject') end
    where id = any(${ph('ids')}::uuid[])`,
);

/**
 * Marks delivered e-mails sent, in one statement. Unless `keepBody` (the log transport, in
 * development), only their address and subject stay: once delivered over SMTP the body (with
 * its code) need not stay.
 */
export async function markSent(db: Db, ids: string[], keepBody: boolean): Promise<void> {
  if (ids.length > 0) await markSentNamed(db, { ids, keepBody });
}

/** Records a failed try: retried after `retryInSeconds`, or marked failed for good (kept). */
export async function markFailed(
  db: Db,
  id: string,
  failure: { error: string; failed: boolean; retryInSeconds: number },
): Promise<void> {
  await db.execute(sql`
        update outbox set last_error = ${failure.error},
          status = ${failure.failed ? 'failed' : 'pending'},
          run_at = now() + make_interval(secs => ${failure.retryInSeconds})
        where id = ${id}`);
}
