import type { Plan } from '@waliyy/contract';
import type { Db } from '../../db/client';
import { toMajorUnits } from '../../lib/payments/money';
import { listActivePlans, type PlanRow } from './plans.repository';

export function toPlan(row: PlanRow): Plan {
  return {
    _id: row.id,
    planName: row.planName,
    amount: toMajorUnits(row.amountMinor),
    currency: row.currency,
    planDescription: row.planDescription,
    interval: row.interval,
  };
}

export async function getPlans(db: Db): Promise<Plan[]> {
  const rows = await listActivePlans(db);
  return rows.map(toPlan);
}
