/** The SMS codes that confirm an account's phone (decision 083): issue, count, find, spend. */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { phoneCodes, users } from '../../db/schema';

/** Any fixed numbers: the namespaces of the per-account and per-number issuing locks. */
const ACCOUNT_LOCK_NAMESPACE = 5_020_083;
const NUMBER_LOCK_NAMESPACE = 5_020_084;

/**
 * Serialises issuing codes for one account and for one number until the transaction ends, so
 * that the counts below still hold when the new code is inserted: a burst of requests (from one
 * account, or from many accounts giving the same number) cannot each find room for one more.
 * Always the account first, then the number, so no two holders wait on each other.
 */
export async function lockIssuing(db: Tx, userId: string, phoneHash: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK_NAMESPACE}::int, hashtext(${userId}::text))`,
  );
  await db.execute(
    sql`select pg_advisory_xact_lock(${NUMBER_LOCK_NAMESPACE}::int, hashtext(${phoneHash}::text))`,
  );
}

/** How many codes the account was issued since `since`, used or not. */
export async function countForAccountSince(db: Tx, userId: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), gt(phoneCodes.createdAt, since)));
  return row?.n ?? 0;
}

/** How many codes were texted to this number since `since`, by any account. */
export async function countForNumberSince(db: Tx, phoneHash: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phoneHash, phoneHash), gt(phoneCodes.createdAt, since)));
  return row?.n ?? 0;
}

/** When the account was last issued a code (the resend wait), or undefined. */
export async function lastIssuedAt(db: Tx, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(eq(phoneCodes.userId, userId))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** The account's one live code: voids those before it and inserts the new one. */
export async function replaceCode(
  db: Tx,
  now: Date,
  values: { userId: string; phoneHash: string; codeHash: string; expiresAt: Date },
) {
  await db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(and(eq(phoneCodes.userId, values.userId), isNull(phoneCodes.usedAt)));
  await db.insert(phoneCodes).values({ ...values, createdAt: now });
}

/** The account's live code (unused, unexpired, not burnt), if any. */
export async function findLiveCode(db: Tx, userId: string, now: Date, maxAttempts: number) {
  const [row] = await db
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.userId, userId),
        isNull(phoneCodes.usedAt),
        gt(phoneCodes.expiresAt, now),
        lt(phoneCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  return row;
}

/** Counts a wrong try, never past the limit (the one UPDATE decides, as for e-mailed codes). */
export async function countWrongAttempt(db: Tx, codeId: string, maxAttempts: number) {
  await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(eq(phoneCodes.id, codeId), lt(phoneCodes.attempts, maxAttempts)));
}

/** Uses a code once: of many simultaneous right answers, exactly one gets true. */
export async function consumeCode(db: Tx, codeId: string, now: Date, maxAttempts: number) {
  const rows = await db
    .update(phoneCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(phoneCodes.id, codeId),
        isNull(phoneCodes.usedAt),
        gt(phoneCodes.expiresAt, now),
        lt(phoneCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: phoneCodes.id });
  return rows.length > 0;
}

/**
 * Marks the account's phone confirmed, only while it is still the number the code was texted
 * to: answers false when it changed in between (the database's trigger voids such codes too).
 */
export async function markPhoneVerified(db: Tx, userId: string, phone: string, now: Date) {
  const rows = await db
    .update(users)
    .set({ phoneVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.phone, phone)))
    .returning({ id: users.id });
  return rows.length > 0;
}
