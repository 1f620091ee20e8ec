import type { Currency, LivePaymentProvider, Plan } from '@waliyy/contract';
import type { Db } from '../../db/client';
import { toMajorUnits } from '../../lib/payments/money';
import { listActivePlans, type PlanRow } from './plans.repository';

/** Which providers take a currency on this server now (none = payments not open in it). */
export type ProvidersFor = (currency: Currency) => LivePaymentProvider[];

export function toPlan(row: PlanRow, providersFor: ProvidersFor): Plan {
  return {
    _id: row.id,
    planName: row.planName,
    amount: toMajorUnits(row.amountMinor),
    currency: row.currency,
    planDescription: row.planDescription,
    interval: row.interval,
    providers: providersFor(row.currency),
  };
}

export async function getPlans(db: Db, providersFor: ProvidersFor): Promise<Plan[]> {
  const rows = await listActivePlans(db);
  return rows.map((row) => toPlan(row, providersFor));
}
