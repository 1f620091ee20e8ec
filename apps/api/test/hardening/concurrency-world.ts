import { MakePaymentResponse } from '@waliyy/contract';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { it } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  authCodes,
  children,
  likes,
  orders,
  outbox,
  payments,
  subscriptions,
  users,
} from '../../src/db/schema';
import { type BillingHarness, createBillingHarness } from '../../src/test/billing-harness';
import { createTestDatabase, isPostgres } from '../../src/test/database';
import type { Account } from '../../src/test/discovery-fixtures';
import { createLikesHarness, type LikesHarness } from '../../src/test/likes-fixtures';
import { otpFrom } from '../../src/test/smtp';

/** Requests fired at once in each race (decision 014). */
export const PARALLEL = 50;
/**
 * The same steps on PGlite, queued behind its one connection (decision 052): they prove the
 * answers and rows are right, not that the locks hold, so fewer are enough.
 */
export const QUEUED = 10;
/**
 * Connections for this file's database on PostgreSQL. The test database helper opens 5, which
 * would let only 5 of the 50 requests into the database at a time; 25 keeps half of them inside
 * a transaction together while leaving room on the shared server (max_connections 100) for the
 * other test files the CI runs beside this one.
 */
export const POOL_SIZE = 25;
/** Provider calls may take this long here: 50 requests share one event loop with the fake. */
const PAYMENT_TIMEOUT_MS = 10_000;

/**
 * Two apps on one database, as two instances behind a load balancer would be: the likes
 * harness (sandbox checkout, fixed clock, families with plans) for singles, likes and accepts,
 * and the billing harness (Paystack and PayPal against the fake provider, sign-up with e-mailed
 * codes) for payments and OTP. Neither app closes the shared database; `close` does, once.
 */
export async function createConcurrencyWorld() {
  const database = await createTestDatabase({ maxConnections: POOL_SIZE });
  if (isPostgres() && database.driver.kind === 'postgres') {
    // The point of the file: the pool really is this wide.
    const { max } = (database.driver.pool as unknown as { options: { max: number } }).options;
    if (max !== POOL_SIZE) throw new Error(`expected a pool of ${POOL_SIZE}, got ${max}`);
  }
  const shared: Database = { ...database, close: async () => {} };
  const likesApp: LikesHarness = await createLikesHarness({}, { database: shared });
  const billing: BillingHarness = await createBillingHarness({
    database: shared,
    paymentTimeoutMs: PAYMENT_TIMEOUT_MS,
  });
  const { db } = database;

  return {
    database,
    likes: likesApp,
    billing,

    /** An account holding `existing` singles, on the free plan or a paid one, limit not raised. */
    async singlesAccount(existing: number, paid: boolean): Promise<Account> {
      const account = await likesApp.account();
      // The harness raises the limit for the discovery tests; here the plan's own rule holds.
      await db.update(users).set({ singlesLimit: null }).where(eq(users.id, account.userId));
      await likesApp.singles(
        account.userId,
        Array.from({ length: existing }, () => ({})),
      );
      if (paid) await likesApp.grantPlan(account);
      return account;
    },

    childrenOf: (userId: string) =>
      db
        .select({ id: children.id, displayId: children.displayId })
        .from(children)
        .where(eq(children.userId, userId)),

    likesBetween: (from: string[], to: string) =>
      db
        .select()
        .from(likes)
        .where(and(inArray(likes.initiatorId, from), eq(likes.receiverId, to))),

    /** A new account's pending order (row) for the plan in `currency`, through the API. */
    async startOrder(currency: 'NGN' | 'GBP') {
      const { token } = await billing.register();
      const res = await billing.call(
        'POST',
        `/api/v1/payment/make-payment/${billing.planIds[currency]}`,
        { token },
      );
      if (res.statusCode !== 200) throw new Error(`make-payment: ${res.body}`);
      const { data } = MakePaymentResponse.parse(res.json());
      const [order] = await db.select().from(orders).where(eq(orders.id, data.id));
      if (!order?.userId) throw new Error('no order row');
      return { token, order: { ...order, userId: order.userId } };
    },

    /** What an order came to: its status, its payments and every year its account holds. */
    async outcomeOf(orderId: string) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      const paid = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.orderId, orderId));
      const years = order?.userId
        ? await db
            .select({ paymentId: subscriptions.paymentId })
            .from(subscriptions)
            .where(eq(subscriptions.userId, order.userId))
        : [];
      return {
        status: order?.status,
        payments: paid.map((p) => p.id),
        years: years.map((y) => y.paymentId),
      };
    },

    /** A new, unverified account (signed up through the API) and the code e-mailed to it. */
    async signedUp() {
      const input = await billing.signUp();
      const otp = otpFrom(billing.smtp.latestTo(input.email));
      const [user] = await db.select().from(users).where(eq(users.email, input.email));
      if (!otp || !user) throw new Error('sign-up left no code or no account');
      return { email: input.email, otp, userId: user.id };
    },

    /** Whether the account is verified, and its verification codes. */
    async verificationOf(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      const codes = await db
        .select()
        .from(authCodes)
        .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, 'verify_email')));
      return { verified: user?.emailVerifiedAt != null, codes };
    },

    /** How many e-mails to `to` whose subject matches the SQL LIKE pattern sit in the outbox. */
    async mailCount(to: string, subject: string) {
      // The payload keeps `to` and `subject` once sent (lib/mail/worker.ts).
      const [row] = await db
        .select({ n: count() })
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, 'email'),
            sql`lower(${outbox.payload}->>'to') = ${to.toLowerCase()}`,
            like(sql`${outbox.payload}->>'subject'`, subject),
          ),
        );
      return row?.n ?? 0;
    },

    async close() {
      try {
        await likesApp.close();
        await billing.close();
      } finally {
        await database.close();
      }
    },
  };
}
export type ConcurrencyWorld = Awaited<ReturnType<typeof createConcurrencyWorld>>;

/** The status codes of a batch of answers, tallied: `{ 200: 1, 409: 49 }`. */
export function statusTally(results: LightMyRequestResponse[]): Record<number, number> {
  const tally: Record<number, number> = {};
  for (const res of results) tally[res.statusCode] = (tally[res.statusCode] ?? 0) + 1;
  return tally;
}

/** The `code` and message of every error answer in a batch, tallied (successes left out). */
export function errorTally(results: LightMyRequestResponse[]): Record<string, number> {
  const tally: Record<string, number> = {};
  for (const res of results) {
    if (res.statusCode < 400) continue;
    const { code, message } = res.json() as { code?: unknown; message?: unknown };
    const key = `${String(code)}: ${String(message)}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  return tally;
}

/** `n` calls of `make(i)` started together; answers in order. */
export const atOnce = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

/** Registers a race twice: in parallel on PostgreSQL, queued on PGlite. */
export const race = (title: string, run: (n: number) => Promise<void>) => {
  it.runIf(isPostgres())(`${title} (${PARALLEL} at once, PostgreSQL)`, () => run(PARALLEL), 60_000);
  it.skipIf(isPostgres())(
    `${title} (${QUEUED} queued behind PGlite's one connection; the parallel case runs on PostgreSQL)`,
    () => run(QUEUED),
    60_000,
  );
};
