import type { Currency, Language, LivePaymentProvider, Plan } from '@waliyy/contract';
import type { Db } from '../../db/client';
import { toMajorUnits } from '../../lib/payments/money';
import { planDescriptionIn } from './plan-catalogue';
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

/** The plans on sale, their catalogue's feature lines in `language` (English by default). */
export async function getPlans(
  db: Db,
  providersFor: ProvidersFor,
  language: Language = 'en',
): Promise<Plan[]> {
  const rows = await listActivePlans(db);
  return rows.map((row) => {
    const plan = toPlan(row, providersFor);
    return { ...plan, planDescription: planDescriptionIn(plan.planDescription, language) };
  });
}
