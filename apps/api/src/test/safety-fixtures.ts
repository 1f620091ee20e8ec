import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { users } from '../db/schema';
import type { Account } from './discovery-fixtures';
import { createLikesHarness, type LikesHarness } from './likes-fixtures';

export type SafetyHarness = LikesHarness & {
  /** A verified staff account (role admin), signed in. */
  admin(): Promise<Account>;
  /** A call to /api/v1/admin/… as `who` (no token when `who` is null). */
  adminCall(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    who: Account | null,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  /** The e-mails sent to an address (the outbox flushed first). */
  mailTo(email: string): Promise<{ subject: string; text: string; html: string }[]>;
};

/** The likes harness (SMTP, plans, families) with staff accounts on top (decision 012). */
export async function createSafetyHarness(): Promise<SafetyHarness> {
  const h = await createLikesHarness();
  const { db } = h.database;
  return Object.assign(h, {
    async admin() {
      const account = await h.account({ role: 'admin' });
      await db.update(users).set({ singlesLimit: null }).where(eq(users.id, account.userId));
      return account;
    },
    adminCall(
      method: 'GET' | 'PUT' | 'POST' | 'DELETE',
      path: string,
      who: Account | null,
      body?: unknown,
    ) {
      if (who) return h.call(method, `/api/v1/admin${path}`, who.token, body);
      return h.app.inject({
        method,
        url: `/api/v1/admin${path}`,
        ...(body === undefined ? {} : { payload: body as object }),
      });
    },
    async mailTo(email: string) {
      await h.flushMail();
      return h.smtp.received.filter((m) => m.to === email.toLowerCase());
    },
  });
}
