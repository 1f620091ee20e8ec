/** The accounts (users rows) as auth and the account settings read and write them. */
import type { AccountUser, Language } from '@waliyy/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { children, deletedAccounts, users } from '../../db/schema';

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  /** The account holder's own, from sign-up (decision 062); null when not given. */
  gender: users.gender,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  alternateEmail: users.alternateEmail,
  alternateEmailVerifiedAt: users.alternateEmailVerifiedAt,
  /** The account's phone confirmed by an SMS code (decision 083); null when not, or changed. */
  phoneVerifiedAt: users.phoneVerifiedAt,
  suspendedAt: users.suspendedAt,
  singlesLimit: users.singlesLimit,
  role: users.role,
  /** The single last made active (decision 022); see `lastChildAmong`. */
  lastChildId: users.lastChildId,
  /** The language the account reads; its e-mails are written in it (decision 070). */
  language: users.language,
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

/** The account as login, the session and the account routes return it (`user`). */
export function toAccountUser(user: UserRow): AccountUser {
  return {
    id: user.id,
    email: user.email,
    fullName: `${user.firstName} ${user.lastName}`,
    phone: user.phone,
    alternateEmail: user.alternateEmail,
    gender: user.gender,
    language: user.language,
  };
}

export async function setLanguage(db: Tx, userId: string, language: Language, now: Date) {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * A new account at the address unless one holds it already (two sign-ups at once: the second
 * inserts nothing); the caller reads the account at the address either way.
 */
export async function insertUserUnlessTaken(db: Tx, values: typeof users.$inferInsert) {
  await db.insert(users).values(values).onConflictDoNothing();
}

export async function markEmailVerified(db: Tx, userId: string, now: Date) {
  await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

export async function setPasswordHash(db: Tx, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * The account holder's gender as given at sign-up, or null (none given, or no such account):
 * what a single created without a gender takes (decision 020).
 * @internal The sign-up test reads back what was stored (decision 081).
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

/** How long an account's last activity stands before a request writes it again. */
export const ACTIVE_WRITE_EVERY_MS = 3_600_000;

/**
 * Marks the account active at `now` (the overview's active families, decision 023): at most once
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

/**
 * Deletes the account row and, in the same transaction, keeps its sign-up time in
 * deleted_accounts, so the overview's past sign-ups do not shrink when an account goes
 * (decision 023). Both deletions, the family's own and staff's, come through here.
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
