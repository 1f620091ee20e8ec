import { z } from 'zod';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  GENDERS,
  GENOTYPES,
  MARITAL_STATUSES,
  type Option,
  SALAT_PATTERNS,
  SECTS,
} from './option-lists';

// The lists themselves live in option-lists.ts (no zod, so a page can word a value without
// building schemas); this module adds each list's zod enum.
export * from './option-lists';

/** The zod enum of a list's values, so a schema can never drift from the list it validates. */
function enumOf<const V extends string>(list: readonly [Option<V>, ...Option<V>[]]) {
  return z.enum(list.map((option) => option.value) as [V, ...V[]]);
}

export const Genotype = enumOf(GENOTYPES);
export type Genotype = z.infer<typeof Genotype>;
export const MaritalStatus = enumOf(MARITAL_STATUSES);
export type MaritalStatus = z.infer<typeof MaritalStatus>;
export const EducationLevel = enumOf(EDUCATION_LEVELS);
export type EducationLevel = z.infer<typeof EducationLevel>;
export const EmploymentStatus = enumOf(EMPLOYMENT_STATUSES);
export type EmploymentStatus = z.infer<typeof EmploymentStatus>;
export const Sect = enumOf(SECTS);
export type Sect = z.infer<typeof Sect>;
export const Gender = enumOf(GENDERS);
export type Gender = z.infer<typeof Gender>;
export const SalatPattern = enumOf(SALAT_PATTERNS);
export type SalatPattern = z.infer<typeof SalatPattern>;
