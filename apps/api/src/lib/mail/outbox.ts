import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { outbox } from '../../db/schema';
import type { EmailContent } from './templates';

export type EmailMessage = EmailContent & { to: string };

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
