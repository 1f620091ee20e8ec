import { z } from 'zod';
import { envelope } from './envelope';

export const Currency = z.enum(['NGN', 'USD', 'GBP']);
export type Currency = z.infer<typeof Currency>;

/** A paid plan as the API sends it (spec §3 Plan). `amount` is in major units (DECISIONS 12). */
export const Plan = z.object({
  _id: z.string(),
  planName: z.string(),
  amount: z.number().nonnegative(),
  currency: Currency,
  /** Newline-separated feature lines. */
  planDescription: z.string(),
  interval: z.literal('annual'),
});
export type Plan = z.infer<typeof Plan>;

export const PlansResponse = envelope(z.array(Plan));
export type PlansResponse = z.infer<typeof PlansResponse>;
