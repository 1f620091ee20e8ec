/** The account's alternative e-mail address: recorded unverified, then confirmed by its link. */
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { children, users } from '../../db/schema';

/**
 * The account's own singles, oldest first (as the summaries), with the checks each passed
 * (decision 083): Settings walks the family through the ones still to do.
 */
export async function listSinglesWithChecks(db: Tx, userId: string) {
  const rows = await db
    .select({
      id: children.id,
      firstName: children.firstName,
      gender: children.gender,
      phoneVerified: children.phoneVerified,
      singleConfirmedAt: children.singleConfirmedAt,
      genotypeCheckedAt: children.genotypeCheckedAt,
    })
    .from(children)
    .where(eq(children.userId, userId))
    .orderBy(asc(children.createdAt), asc(children.id));
  return rows.map((row) => ({
    id: row.id,
    firstName: row.firstName,
    gender: row.gender,
    verification: {
      phone: row.phoneVerified,
      single: row.singleConfirmedAt !== null,
      genotype: row.genotypeCheckedAt !== null,
    },
  }));
}

export async function setAlternateEmail(db: Tx, userId: string, email: string, now: Date) {
  await db
    .update(users)
    .set({ alternateEmail: email, alternateEmailVerifiedAt: null, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function markAlternateEmailVerified(db: Tx, userId: string, now: Date) {
  await db
    .update(users)
    .set({ alternateEmailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}
