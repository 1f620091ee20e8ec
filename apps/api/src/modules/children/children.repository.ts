import { and, asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { children, removedTexts, users } from '../../db/schema';

export type NewChildRow = Omit<typeof children.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ChildRow = typeof children.$inferSelect;
export type ChildChanges = Partial<
  Omit<NewChildRow, 'userId' | 'displayId' | 'firstName' | 'lastName' | 'gender'>
> & { updatedAt: Date };

/**
 * Locks the account row for the rest of the transaction, so singles are counted one at a time;
 * with the account holder's name, which the Terms check refuses in the single's profile, and
 * gender, which a single created without one takes (decision 020).
 */
export async function lockAccount(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      id: users.id,
      singlesLimit: users.singlesLimit,
      firstName: users.firstName,
      lastName: users.lastName,
      gender: users.gender,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function countChildren(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(children).where(eq(children.userId, userId));
  return row?.n ?? 0;
}

/** Inserts unless the display id is taken (answers undefined then; the caller draws again). */
export async function insertChild(tx: Tx, values: NewChildRow) {
  const [row] = await tx
    .insert(children)
    .values(values)
    .onConflictDoNothing({ target: children.displayId })
    .returning({ id: children.id });
  return row;
}

export async function listChildSummaries(db: Tx, userId: string) {
  return db
    .select({ id: children.id, firstName: children.firstName })
    .from(children)
    .where(eq(children.userId, userId))
    .orderBy(asc(children.createdAt), asc(children.id));
}

/** One of the account's own singles, or undefined (someone else's is not found: decision 030). */
export async function findOwnChild(db: Tx, userId: string, childId: string) {
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .limit(1);
  return row;
}

/**
 * As findOwnChild, with the account holder's name (for the Terms check of an update), the
 * single's row locked for the rest of the transaction (`FOR UPDATE OF children`): a concurrent
 * update waits and then reads what this one wrote (decision 073).
 */
export async function lockOwnChildWithHolder(tx: Tx, userId: string, childId: string) {
  const [row] = await tx
    .select({ child: children, holder: { firstName: users.firstName, lastName: users.lastName } })
    .from(children)
    .innerJoin(users, eq(users.id, children.userId))
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .limit(1)
    .for('update', { of: children });
  return row;
}

export async function updateChild(db: Tx, userId: string, childId: string, changes: ChildChanges) {
  const [row] = await db
    .update(children)
    .set(changes)
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .returning({ id: children.id });
  return row;
}

/** Deletes the single; its preferences (and later likes, matches) cascade in the database. */
export async function deleteChild(db: Tx, userId: string, childId: string) {
  const [row] = await db
    .delete(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .returning({ id: children.id });
  return row;
}

/**
 * Every text staff edited out of the single, whatever field it was in (removed_texts_child_idx):
 * the original, which the comparison reads afresh.
 */
export async function findRemovedTexts(db: Tx, childId: string) {
  return db
    .select({ field: removedTexts.field, text: removedTexts.text })
    .from(removedTexts)
    .where(eq(removedTexts.childId, childId));
}
