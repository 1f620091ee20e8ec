import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { plans } from '../../db/schema';

export function listActivePlans(db: Db) {
  return db
    .select({
      id: plans.id,
      planName: plans.planName,
      amountMinor: plans.amountMinor,
      currency: plans.currency,
      planDescription: plans.planDescription,
      interval: plans.interval,
    })
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.sortOrder), asc(plans.currency));
}

export type PlanRow = Awaited<ReturnType<typeof listActivePlans>>[number];

/** Every plan, retired ones too (the admin console). */
export function listAllPlans(db: Db) {
  return db
    .select()
    .from(plans)
    .orderBy(asc(plans.sortOrder), asc(plans.currency), asc(plans.planName));
}

/** The plan, locked for a staff change (two staff editing at once apply one after the other). */
export async function lockPlan(db: Pick<Db, 'select'>, planId: string) {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId)).for('update');
  return row;
}

/** The plan holding a name in a currency (unique: plans_name_currency_unique). */
export async function findPlanByName(
  db: Pick<Db, 'select'>,
  planName: string,
  currency: 'NGN' | 'USD' | 'GBP',
) {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.planName, planName), eq(plans.currency, currency)));
  return row;
}

/** A plan staff create in the admin console. */
export async function insertPlan(tx: Tx, values: typeof plans.$inferInsert) {
  const [row] = await tx.insert(plans).values(values).returning();
  return row;
}

/** A staff change to a plan, marked as theirs (admin_edited_at: seeding leaves its price). */
export async function updatePlan(
  tx: Tx,
  planId: string,
  changes: Partial<typeof plans.$inferInsert>,
  now: Date,
) {
  const [row] = await tx
    .update(plans)
    .set({ ...changes, adminEditedAt: now, updatedAt: now })
    .where(eq(plans.id, planId))
    .returning();
  return row;
}

/**
 * One catalogue row at start-up (plan-catalogue.ts): the naira row only when missing; USD and
 * GBP take the configured price unless staff have edited the plan.
 */
export async function seedPlan(db: Db, row: typeof plans.$inferInsert & { amountMinor: number }) {
  const insert = db.insert(plans).values(row);
  if (row.currency === 'NGN') {
    await insert.onConflictDoNothing({ target: [plans.planName, plans.currency] });
  } else {
    await insert.onConflictDoUpdate({
      target: [plans.planName, plans.currency],
      set: { amountMinor: row.amountMinor, updatedAt: sql`now()` },
      setWhere: sql`${plans.amountMinor} <> ${row.amountMinor} and ${plans.adminEditedAt} is null`,
    });
  }
}
