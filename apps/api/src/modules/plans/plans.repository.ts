import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

export async function findPlanById(db: Pick<Db, 'select'>, planId: string) {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId));
  return row;
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
