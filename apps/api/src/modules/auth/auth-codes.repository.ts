/** The e-mailed codes and tokens (sign-up, reset, alternate address): issue, count, find, spend. */
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { authCodes } from '../../db/schema';
import type { CodePurpose } from './codes';

/** Voids the account's unused codes of one purpose, or of several (a new one replaces them). */
export async function voidCodes(
  db: Tx,
  userId: string,
  purpose: CodePurpose | readonly CodePurpose[],
  now: Date,
) {
  const purposes = typeof purpose === 'string' ? [purpose] : [...purpose];
  await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(authCodes.userId, userId),
        inArray(authCodes.purpose, purposes),
        isNull(authCodes.usedAt),
      ),
    );
}

export async function insertCode(
  db: Tx,
  values: {
    userId: string;
    purpose: CodePurpose;
    codeHash: string;
    expiresAt: Date;
    email?: string;
    /** The app's clock (default: the database's), where codes are counted by age. */
    createdAt?: Date;
  },
) {
  await db.insert(authCodes).values(values);
}

/**
 * The account's one live code of a purpose: voids those before it and inserts the new one,
 * stamped with the app's clock (`now`), so the codes of a day can be counted by age.
 */
export async function replaceCode(
  db: Tx,
  now: Date,
  values: Omit<Parameters<typeof insertCode>[1], 'createdAt'>,
) {
  await voidCodes(db, values.userId, values.purpose, now);
  await insertCode(db, { ...values, createdAt: now });
}

/** Any fixed number: the namespace of the per-account code-issuing locks below. */
const CODE_ISSUE_LOCK_NAMESPACE = 5_020_001;

/**
 * Serialises issuing one account's codes until the transaction ends, so that a count of the
 * codes issued (countCodesSince) still holds when the new one is inserted: many requests at
 * once cannot each see room for one more. An advisory lock, not the account's row, which a
 * verification holding its code's row updates next.
 */
export async function lockCodeIssuing(db: Tx, userId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(${CODE_ISSUE_LOCK_NAMESPACE}::int, hashtext(${userId}::text))`,
  );
}

/** How many codes of one purpose the account was issued since `since`, used or not. */
export async function countCodesSince(db: Tx, userId: string, purpose: CodePurpose, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authCodes)
    .where(
      and(
        eq(authCodes.userId, userId),
        eq(authCodes.purpose, purpose),
        gt(authCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** The live code of an account for one purpose (newest first). */
export async function findLiveCodeForUser(db: Tx, userId: string, purpose: CodePurpose, now: Date) {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(
      and(
        eq(authCodes.userId, userId),
        eq(authCodes.purpose, purpose),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, now),
      ),
    )
    .orderBy(sql`${authCodes.createdAt} desc`)
    .limit(1);
  return row;
}

/** Live codes with this hash (any account): for a code sent without its e-mail address. */
export async function findLiveCodesByHash(
  db: Tx,
  purpose: CodePurpose,
  codeHash: string,
  now: Date,
  maxAttempts: number,
) {
  return db
    .select()
    .from(authCodes)
    .where(
      and(
        eq(authCodes.purpose, purpose),
        eq(authCodes.codeHash, codeHash),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, now),
        lt(authCodes.attempts, maxAttempts),
      ),
    )
    .limit(2);
}

/**
 * Counts a wrong try, never past the limit: like consumeCode, the one UPDATE decides, so many
 * simultaneous wrong codes (each having read the count before the others wrote) stop at
 * `maxAttempts` instead of all adding one.
 */
export async function countWrongAttempt(db: Tx, codeId: string, maxAttempts: number) {
  const [row] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.id, codeId), lt(authCodes.attempts, maxAttempts)))
    .returning({ attempts: authCodes.attempts });
  return row?.attempts ?? maxAttempts;
}

/**
 * Uses a code once: the one UPDATE decides, so of many simultaneous correct submissions
 * exactly one gets the row back.
 */
export async function consumeCode(db: Tx, codeId: string, now: Date, maxAttempts: number) {
  const [row] = await db
    .update(authCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(authCodes.id, codeId),
        isNull(authCodes.usedAt),
        gt(authCodes.expiresAt, now),
        lt(authCodes.attempts, maxAttempts),
      ),
    )
    .returning({ userId: authCodes.userId, email: authCodes.email });
  return row;
}
