import { asc, eq } from 'drizzle-orm';
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
