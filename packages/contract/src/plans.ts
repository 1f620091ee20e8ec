import { z } from 'zod';
import { envelope } from './envelope';
import { languageSchema } from './language-schema';

export const Currency = z.enum(['NGN', 'USD', 'GBP']);
export type Currency = z.infer<typeof Currency>;

/** The real payment providers (the ones with an API and keys). */
export const LivePaymentProvider = z.enum(['paystack', 'paypal']);
export type LivePaymentProvider = z.infer<typeof LivePaymentProvider>;

/** A paid plan as the API sends it (product.md §3 Plan). `amount` is in major units (decision 038). */
export const Plan = z.object({
  _id: z.string(),
  planName: z.string(),
  amount: z.number().nonnegative(),
  currency: Currency,
  /** Newline-separated feature lines. */
  planDescription: z.string(),
  interval: z.literal('annual'),
  /**
   * The providers that take this plan on this server now (decision 065), in the order to offer
   * them; empty = payments in its currency are not open yet, and make-payment answers 503
   * `PAYMENTS_UNAVAILABLE`. Outside production with no keys the sandbox stands in for both.
   */
  providers: z.array(LivePaymentProvider),
});
export type Plan = z.infer<typeof Plan>;

export const PlansResponse = envelope(z.array(Plan));
export type PlansResponse = z.infer<typeof PlansResponse>;

/**
 * `GET /plans?language=ha`: the feature lines the plan catalogue wrote, in that language (decision
 * 070); a line staff wrote stays as written. Without it, English, as every client has had it.
 */
export const PlansQuery = z.object({
  language: languageSchema
    .optional()
    .meta({ description: "The language of the catalogue's feature lines (default English)." }),
});
export type PlansQuery = z.infer<typeof PlansQuery>;
