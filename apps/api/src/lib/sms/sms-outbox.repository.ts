/**
 * Texts in the outbox (decision 083): the same table, claim and retries as e-mail, kind 'sms'.
 * A request queues a text in its own transaction, so it goes only if the change commits.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { outbox } from '../../db/schema';
import type { SmsMessage } from './sms';

/** The outbox kind of a text. */
export const SMS_KIND = 'sms';

/** Queues a text in the caller's transaction. */
export async function enqueueSms(tx: Tx, message: SmsMessage): Promise<void> {
  await tx.insert(outbox).values({ kind: SMS_KIND, payload: message });
}

/**
 * Marks a delivered text sent. Unless `keepBody` (the dev outbox), its words (with their code)
 * are dropped: once a provider has it, only the number stays, as an e-mail keeps its address.
 */
export async function markSmsSent(db: Db, id: string, keepBody: boolean): Promise<void> {
  await db.execute(sql`
        update outbox set status = 'sent', sent_at = now(), last_error = null,
          payload = case when ${keepBody} then payload
                    else jsonb_build_object('to', payload->'to') end
        where id = ${id} and kind = ${SMS_KIND}`);
}

/** The newest texts, for /dev/sms (development without a provider only). */
export async function latestTexts(db: Db, limit = 50) {
  const rows = await db
    .select({
      id: outbox.id,
      payload: outbox.payload,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.kind, SMS_KIND))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
  return rows.map((row) => {
    const payload = row.payload as Partial<SmsMessage>;
    return {
      id: row.id,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      to: payload.to ?? '',
      text: payload.text ?? '',
    };
  });
}
