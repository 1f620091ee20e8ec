import { z } from 'zod';
import { boolish, HEIGHT_RANGE, WEIGHT_RANGE } from './children';
import { DEFAULT_MIN_AGE, MIN_AGE } from './constants';
import { toNumberText } from './digits';
import { envelope } from './envelope';
import {
  EducationLevel,
  EmploymentStatus,
  Genotype,
  MaritalStatus,
  SalatPattern,
  Sect,
} from './options';
import { canonicalCountry, canonicalNationality } from './places';
import { MAX_PREFERENCE_AGE, PREFERENCE_MESSAGES } from './preference-messages';
import { oneLineText } from './text-fields';

export { PREFERENCE_RESULT_MESSAGES } from './preference-messages';
export { MAX_PREFERENCE_AGE, PREFERENCE_MESSAGES };

/** '' is none; a numeric string in any digits (decision 074) is its number. */
const toNumber = (v: unknown) =>
  typeof v === 'string' ? (v.trim() === '' ? null : Number(toNumberText(v))) : v;

const optionalNumber = (range: { min: number; max: number }, message: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: message })
      .min(range.min, message)
      .max(range.max, message)
      .nullable()
      .default(null),
  );

const age = (message: string) =>
  z.int({ error: message }).min(MIN_AGE, message).max(MAX_PREFERENCE_AGE, message);

/** A multi-select: option values, duplicates dropped, none = any (product.md §3 Preference). */
const many = <T extends z.ZodType<string>>(item: T) =>
  z
    .array(item, { error: PREFERENCE_MESSAGES.option })
    .max(300, PREFERENCE_MESSAGES.option)
    .default([])
    .transform((list) => [...new Set(list)]);

/** A listed place; other spellings are stored as the listed one (decision 063). */
const listed = (canonical: (v: unknown) => string | undefined) =>
  oneLineText({ error: PREFERENCE_MESSAGES.option }).transform((v, ctx) => {
    const value = canonical(v);
    if (value === undefined) ctx.addIssue({ code: 'custom', message: PREFERENCE_MESSAGES.option });
    return value ?? v;
  });

/** Soft booleans: true, false, or null for "no preference" (decision 045). */
const softBool = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  boolish(PREFERENCE_MESSAGES.boolean).nullable(),
);

/** A required check (decision 083): true requires it; false, '' or left out does not. */
const requireCheck = z
  .preprocess((v) => (v === '' || v === null ? false : v), boolish(PREFERENCE_MESSAGES.boolean))
  .default(false);

/**
 * POST and PUT /parent/child/preference/{childId}: the whole preference (PUT replaces it, so
 * what is left out goes back to its default: minAge 18, no maximum, any).
 */
export const PreferenceBody = z
  .object({
    minAge: z
      .preprocess(toNumber, age(PREFERENCE_MESSAGES.minAge).nullable())
      .transform((v) => v ?? DEFAULT_MIN_AGE)
      .default(DEFAULT_MIN_AGE),
    maxAge: z.preprocess(toNumber, age(PREFERENCE_MESSAGES.maxAge).nullable().default(null)),
    genotypes: many(z.enum(Genotype.options, PREFERENCE_MESSAGES.option)),
    minHeight: optionalNumber(HEIGHT_RANGE, PREFERENCE_MESSAGES.height),
    maxHeight: optionalNumber(HEIGHT_RANGE, PREFERENCE_MESSAGES.height),
    minWeight: optionalNumber(WEIGHT_RANGE, PREFERENCE_MESSAGES.weight),
    maxWeight: optionalNumber(WEIGHT_RANGE, PREFERENCE_MESSAGES.weight),
    maritalStatus: many(z.enum(MaritalStatus.options, PREFERENCE_MESSAGES.option)),
    levelOfEducation: many(z.enum(EducationLevel.options, PREFERENCE_MESSAGES.option)),
    employmentStatus: many(z.enum(EmploymentStatus.options, PREFERENCE_MESSAGES.option)),
    countryOfResidence: many(listed(canonicalCountry)),
    citizenship: many(listed(canonicalNationality)),
    willingnessToRelocate: softBool,
    patternOfSalat: many(z.enum(SalatPattern.options, PREFERENCE_MESSAGES.option)),
    sect: many(z.enum(Sect.options, PREFERENCE_MESSAGES.option)),
    hasChildren: softBool,
    isRevert: softBool,
    isSmoker: softBool,
    isDrinker: softBool,
    hasAddictions: softBool,
    // Required checks (decision 083): must-haves; left out, not required.
    verifiedPhone: requireCheck,
    verifiedSingle: requireCheck,
    verifiedGenotype: requireCheck,
  })
  .superRefine((v, ctx) => {
    const order = (min: number | null, max: number | null, path: string, message: string) => {
      if (min !== null && max !== null && min > max) {
        ctx.addIssue({ code: 'custom', path: [path], message });
      }
    };
    order(v.minAge, v.maxAge, 'maxAge', PREFERENCE_MESSAGES.ageOrder);
    order(v.minHeight, v.maxHeight, 'maxHeight', PREFERENCE_MESSAGES.heightOrder);
    order(v.minWeight, v.maxWeight, 'maxWeight', PREFERENCE_MESSAGES.weightOrder);
  });
export type PreferenceBody = z.output<typeof PreferenceBody>;
export type PreferenceInput = z.input<typeof PreferenceBody>;

export const Preference = z.object({
  childId: z.string(),
  minAge: z.number().int(),
  maxAge: z.number().int().nullable(),
  genotypes: z.array(z.string()),
  minHeight: z.number().nullable(),
  maxHeight: z.number().nullable(),
  minWeight: z.number().nullable(),
  maxWeight: z.number().nullable(),
  maritalStatus: z.array(z.string()),
  levelOfEducation: z.array(z.string()),
  employmentStatus: z.array(z.string()),
  countryOfResidence: z.array(z.string()),
  citizenship: z.array(z.string()),
  willingnessToRelocate: z.boolean().nullable(),
  patternOfSalat: z.array(z.string()),
  sect: z.array(z.string()),
  hasChildren: z.boolean().nullable(),
  isRevert: z.boolean().nullable(),
  isSmoker: z.boolean().nullable(),
  isDrinker: z.boolean().nullable(),
  hasAddictions: z.boolean().nullable(),
  /** The checks a candidate must have passed (decision 083): must-haves like the lists. */
  verifiedPhone: z.boolean(),
  verifiedSingle: z.boolean(),
  verifiedGenotype: z.boolean(),
});
export type Preference = z.infer<typeof Preference>;
export const PreferenceResponse = envelope(Preference.nullable());
