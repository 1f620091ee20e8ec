import { and, asc, eq, gt, inArray, isNull, lt, type Placeholder, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authCodes, children, deletedAccounts, sessions, users } from '../../db/schema';
import type { CodePurpose } from './codes';

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  /** The account holder's own, from sign-up (DECISIONS 36); null when not given. */
  gender: users.gender,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  alternateEmail: users.alternateEmail,
  alternateEmailVerifiedAt: users.alternateEmailVerifiedAt,
  suspendedAt: users.suspendedAt,
  singlesLimit: users.singlesLimit,
  role: users.role,
  /** The single last made active (issue 23, point 4); see `lastChildAmong`. */
  lastChildId: users.lastChildId,
};

export async function findUserByEmail(db: Tx, email: string) {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Tx, id: string) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}
export type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/**
 * The account holder's gender as given at sign-up, or null (none given, or no such account):
 * what a single created without a gender takes (issue 22, point 3).
 */
export async function findAccountGender(db: Tx, userId: string) {
  const [row] = await db
    .select({ gender: users.gender })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.gender ?? null;
}

export async function listChildSummaries(db: Tx, userId: string) {
  return db
    .select({ id: children.id, firstName: children.firstName })
    .from(children)
    .where(eq(children.userId, userId))
    .orderBy(asc(children.createdAt), asc(children.id));
}

/**
 * Remembers one of the account's own singles as its active one, in one statement so that the
 * single is the account's at the moment of writing. Answers false (nothing written) when the
 * account holds no single with that id.
 */
export async function setLastChild(db: Tx, userId: string, childId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ lastChildId: childId })
    .where(
      and(
        eq(users.id, userId),
        sql`exists (select 1 from ${children} where ${children.id} = ${childId} and ${children.userId} = ${userId})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The last used single when it is still among the account's singles, else null. */
export function lastChildAmong(
  lastChildId: string | null,
  singles: readonly { id: string }[],
): string | null {
  return lastChildId && singles.some((single) => single.id === lastChildId) ? lastChildId : null;
}

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

export async function insertSession(db: Tx, id: string, userId: string, expiresAt: Date) {
  await db.insert(sessions).values({ id, userId, expiresAt });
}

/** How long an account's last activity stands before a request writes it again. */
export const ACTIVE_WRITE_EVERY_MS = 3_600_000;

/**
 * Marks the account active at `now` (the overview's active families, issue 24): at most once
 * an hour, so a busy account costs one small write an hour, not one a request. The condition
 * sits in the statement too, so instances racing each other write once.
 */
export async function markActive(db: Tx, userId: string, now: Date) {
  const stale = new Date(now.getTime() - ACTIVE_WRITE_EVERY_MS);
  await db
    .update(users)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.lastActiveAt} is null or ${users.lastActiveAt} < ${stale})`,
      ),
    );
}

/** Ends one session of the account (none when it is not that account's, or already ended). */
export async function revokeSession(db: Tx, id: string, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Tx, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The session behind a token with its account's standing: one indexed lookup. */
export const sessionWithUserQuery = (db: Db, sessionId: string | Placeholder) =>
  db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      suspendedAt: users.suspendedAt,
      role: users.role,
      lastActiveAt: users.lastActiveAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);

/**
 * That lookup as a prepared statement, for every protected request (built once; PostgreSQL
 * plans it once per connection).
 */
export function prepareSessionLookup(db: Db) {
  const query = sessionWithUserQuery(db, sql.placeholder('sessionId')).prepare(
    'auth_session_with_user',
  );
  return async (sessionId: string) => (await query.execute({ sessionId }))[0];
}

/**
 * Deletes the account row and, in the same transaction, keeps its sign-up time in
 * deleted_accounts, so the overview's past sign-ups do not shrink when an account goes
 * (issue 24, point 11). Both deletions, the family's own and staff's, come through here.
 */
export async function deleteUser(db: Tx, userId: string, by: 'self' | 'staff', now: Date) {
  const [gone] = await db
    .delete(users)
    .where(eq(users.id, userId))
    .returning({ id: users.id, createdAt: users.createdAt });
  if (!gone) return;
  await db
    .insert(deletedAccounts)
    .values({ id: gone.id, createdAt: gone.createdAt, deletedAt: now, deletedBy: by })
    .onConflictDoNothing();
}
