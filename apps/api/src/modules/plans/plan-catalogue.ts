import type { Language } from '@waliyy/contract';
import type { Db } from '../../db/client';
import { type EmailKey, emailText } from '../../i18n/email-text';
import { parseMajorUnits } from '../../lib/payments/money';
import { seedPlan } from './plans.repository';

/**
 * The Premium plan's feature lines (product.md §3: newline-separated), the same in every
 * currency, as keys of the server's catalogs: the English is the catalog's (and migration 0001's).
 */
const PREMIUM_FEATURE_KEYS = [
  'plan.premium.singles',
  'plan.premium.sendLikes',
  'plan.premium.answerLikes',
  'plan.premium.seeLikes',
  'plan.premium.match',
  'plan.premium.free',
] as const satisfies readonly EmailKey[];

export const PREMIUM_FEATURES = PREMIUM_FEATURE_KEYS.map((key) => emailText('en', key)).join('\n');

/**
 * Lines the catalogue once wrote in other words, still in stored plans (migration 0001): said
 * as the catalogue says them now. The woman's side never receives a contact (decision 075).
 */
const EARLIER_LINES: readonly (readonly [string, EmailKey])[] = [
  ["Match and receive the guardian's contact", 'plan.premium.match'],
];

const KEY_OF_LINE = new Map<string, EmailKey>([
  ...PREMIUM_FEATURE_KEYS.map((key) => [emailText('en', key), key] as const),
  ...EARLIER_LINES,
]);

/**
 * A plan's feature lines in `language` (decision 070): each line the catalogue wrote, in that
 * language's words; a line staff wrote in the console, as they wrote it.
 */
export function planDescriptionIn(description: string, language: Language): string {
  return description
    .split('\n')
    .map((line) => {
      const key = KEY_OF_LINE.get(line.trim());
      return key ? emailText(language, key) : line;
    })
    .join('\n');
}

/** Premium in naira is fixed by the spec (product.md §9: ₦10,000) and seeded by migration 0001. */
export const PREMIUM_NGN_MINOR = 1_000_000;

export type PlanPrices = { PLAN_PRICE_USD: string; PLAN_PRICE_GBP: string };

/**
 * The plans on sale, one row per currency (decision 038). USD and GBP prices come from
 * configuration (major units, as text); this file is the single place the catalogue lives.
 */
export function planCatalogue(prices: PlanPrices) {
  const minor = (text: string, name: string) => {
    const value = parseMajorUnits(text);
    if (value === null || value <= 0) throw new Error(`${name} must be a positive amount`);
    return value;
  };
  return [
    { currency: 'NGN' as const, amountMinor: PREMIUM_NGN_MINOR, sortOrder: 1 },
    {
      currency: 'USD' as const,
      amountMinor: minor(prices.PLAN_PRICE_USD, 'PLAN_PRICE_USD'),
      sortOrder: 2,
    },
    {
      currency: 'GBP' as const,
      amountMinor: minor(prices.PLAN_PRICE_GBP, 'PLAN_PRICE_GBP'),
      sortOrder: 3,
    },
  ].map((row) => ({
    ...row,
    planName: 'Premium',
    planDescription: PREMIUM_FEATURES,
    interval: 'annual' as const,
  }));
}

/**
 * Brings the plans table in line with the catalogue at start-up; safe to run on every start
 * and from several instances at once. The naira row is only created if missing (its price is
 * the spec's); USD and GBP follow the configured prices unless staff have edited the plan in
 * the admin console (admin_edited_at: their price stands). Orders keep the amount they started
 * with, so a price change never alters a payment in flight. Whether a plan is on sale
 * (is_active) is left as it is, so a plan staff retired stays retired.
 */
export async function seedPlans(db: Db, prices: PlanPrices): Promise<void> {
  for (const row of planCatalogue(prices)) await seedPlan(db, row);
}
