// Verified families (decision 083): three checks, each a badge other families see and a
// preference may require. The shape is fixed: other clients and our checks read it.
import { z } from 'zod';

/** The three checks, in the order the web shows their badges. */
export const VERIFICATION_CHECKS = ['phone', 'single', 'genotype'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

/**
 * What other families may know of a single's checks: the guardian's phone confirmed by an SMS
 * code; the single's own "this is me" from her own link; the genotype checked by staff against
 * a lab result. Each is only true or false: never when, never by whom.
 */
export const Verification = z.object({
  phone: z.boolean(),
  single: z.boolean(),
  genotype: z.boolean(),
});
export type Verification = z.infer<typeof Verification>;

/**
 * No check passed: a new single, and the fallback where a profile's checks are unknown.
 * @internal For the tests' fixtures (the database's defaults say the same).
 */
export const NO_VERIFICATION: Verification = { phone: false, single: false, genotype: false };
