import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { preferences } from '../../db/schema';

export type PreferenceValues = Omit<
  typeof preferences.$inferInsert,
  'id' | 'childId' | 'createdAt' | 'updatedAt'
>;
export type PreferenceRow = typeof preferences.$inferSelect;

export async function findPreference(db: Tx, childId: string) {
  const [row] = await db
    .select()
    .from(preferences)
    .where(eq(preferences.childId, childId))
    .limit(1);
  return row;
}

/** Inserts unless the single already has one (answers undefined then). */
export async function insertPreference(db: Tx, childId: string, values: PreferenceValues) {
  const [row] = await db
    .insert(preferences)
    .values({ ...values, childId })
    .onConflictDoNothing({ target: preferences.childId })
    .returning();
  return row;
}

export async function updatePreference(
  db: Tx,
  childId: string,
  values: PreferenceValues & { updatedAt: Date },
) {
  const [row] = await db
    .update(preferences)
    .set(values)
    .where(eq(preferences.childId, childId))
    .returning();
  return row;
}
