import type { MustHave } from '@waliyy/contract/discovery';
import type { MustHaveKey } from '@waliyy/contract/matching';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  MARITAL_STATUSES,
  type Option,
  SECTS,
} from '@waliyy/contract/option-lists';
import { optionLabel } from '../../lib/option-label';

// The words of a recommended card's fit (decision 060): each must-have the card meets or
// misses, said with the candidate's value as a family would say it. Option values are worded
// with the contract's labels ('DIVORCED' → 'Divorced'); countries, nationalities, genotypes and
// salat patterns are stored as their label. From option-lists, not options: no zod on the
// dashboard (see discovery-cards.ts).

/** A value the list does not know is shown as it came, rather than dropped. */
const label = (list: readonly Option[], value: string) => optionLabel(list, value) ?? value;

/** Heights in metres with two decimals ('1.62 m'), weights in whole or half kilograms. */
const metres = (value: number) => `${value.toFixed(2)} m`;
const kilograms = (value: number) => `${Number(value.toFixed(1))} kg`;

const WORDING: Record<MustHaveKey, (value: string | number) => string> = {
  age: (value) => `Aged ${value}`,
  genotypes: (value) => `Genotype ${value}`,
  maritalStatus: (value) => label(MARITAL_STATUSES, String(value)),
  levelOfEducation: (value) => `Education: ${label(EDUCATION_LEVELS, String(value))}`,
  employmentStatus: (value) => label(EMPLOYMENT_STATUSES, String(value)),
  countryOfResidence: (value) => `Lives in ${value}`,
  citizenship: (value) => `${value} nationality`,
  patternOfSalat: (value) => `Salat: ${value}`,
  sect: (value) => label(SECTS, String(value)),
  height: (value) => `Height ${typeof value === 'number' ? metres(value) : value}`,
  weight: (value) => `Weight ${typeof value === 'number' ? kilograms(value) : value}`,
};

/** One must-have, worded: 'Lives in Ghana', 'Aged 41', 'Divorced', 'Height 1.62 m'. */
export function mustHaveText({ key, value }: MustHave): string {
  return WORDING[key](value);
}
