import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Every staff account, locked FOR UPDATE in id order: two revokes, suspensions or deletions at
 * once (two admins acting on each other, or the console beside the command line) take the same
 * locks in the same order, so the second waits and then counts what the first left (the
 * last-admin rule holds; see last-admin.ts).
 */
export async function lockAdmins(tx: Tx) {
  return tx
    .select({ id: users.id, email: users.email, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
}

export async function findAccountIdByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return row?.id;
}

/** The account with this e-mail (any case), locked for the `admin:grant` script. */
export async function lockAccountByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .for('update');
  return row;
}

export async function setAdmin(tx: Tx, userId: string, now: Date) {
  await tx.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, userId));
}

export async function setGuardian(tx: Tx, userId: string, now: Date) {
  await tx
    .update(users)
    .set({ role: 'guardian', updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.role, 'admin')));
}

export async function accountExists(tx: Tx, userId: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
