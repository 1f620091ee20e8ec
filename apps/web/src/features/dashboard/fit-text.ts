import type { MustHave } from '@waliyy/contract/discovery';
import type { MustHaveKey } from '@waliyy/contract/matching';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  MARITAL_STATUSES,
  type Option,
  SALAT_PATTERNS,
  SECTS,
} from '@waliyy/contract/option-lists';
import type { GenderParam } from '../../i18n/gender';
import { type Translate, t as translateNow } from '../../i18n/translate';
import { optionLabel, SALAT_PATTERN_KEYS } from '../../lib/option-label';
import { placeName } from '../../lib/place-names';

// The words of a recommended card's fit (decision 060): each must-have the card meets or
// misses, said with the candidate's value as a family would say it. Option values are worded
// with the contract's labels ('DIVORCED' → 'Divorced'); countries, nationalities, genotypes and
// salat patterns are stored as their label. From option-lists, not options: no zod on the
// dashboard (see discovery-cards.ts).

/** A value the list does not know is shown as it came, rather than dropped. */
const label = (list: readonly Option[], value: string) => optionLabel(list, value) ?? value;

/**
 * Heights in metres with two decimals ('1.62 m'), weights in whole or half kilograms; the
 * numbers go in as text, written as today (their formatting per language is not this file's).
 */
const metres = (t: Translate, value: number) =>
  t('dashboard.fit.metres', { metres: value.toFixed(2) });
const kilograms = (t: Translate, value: number) =>
  t('dashboard.fit.kilograms', { kilograms: String(Number(value.toFixed(1))) });

/**
 * The salat patterns are stored as the single's own first-person sentence ('I pray 5 times
 * daily'); a card says them of the candidate in the third person, in her or his gender
 * (decision 076), choosing by the pattern's name. A pattern the list does not know is quoted.
 */
const salatPattern = (value: string) =>
  (SALAT_PATTERN_KEYS as Record<string, string>)[value]?.split('.').pop() ?? 'unknown';

const WORDING: Record<
  MustHaveKey,
  (t: Translate, value: string | number, gender: GenderParam) => string
> = {
  age: (t, value) => t('dashboard.fit.age', { age: String(value) }),
  genotypes: (t, value) => t('dashboard.fit.genotype', { genotype: String(value) }),
  maritalStatus: (_t, value) => label(MARITAL_STATUSES, String(value)),
  levelOfEducation: (t, value) =>
    t('dashboard.fit.education', { education: label(EDUCATION_LEVELS, String(value)) }),
  employmentStatus: (_t, value) => label(EMPLOYMENT_STATUSES, String(value)),
  countryOfResidence: (t, value, gender) =>
    t('dashboard.fit.country', { country: placeName('countries', String(value)), gender }),
  citizenship: (t, value, gender) =>
    t('dashboard.fit.nationality', {
      nationality: placeName('nationalities', String(value)),
      gender,
    }),
  patternOfSalat: (t, value, gender) =>
    t('dashboard.fit.salat', {
      pattern: salatPattern(String(value)),
      salat: label(SALAT_PATTERNS, String(value)),
      gender,
    }),
  sect: (_t, value) => label(SECTS, String(value)),
  height: (t, value) =>
    t('dashboard.fit.height', {
      height: typeof value === 'number' ? metres(t, value) : value,
    }),
  weight: (t, value) =>
    t('dashboard.fit.weight', {
      weight: typeof value === 'number' ? kilograms(t, value) : value,
    }),
  // The required checks (decision 083): passed or not.
  verifiedPhone: (t, value) =>
    t(value === 'VERIFIED' ? 'dashboard.fit.phoneVerified' : 'dashboard.fit.phoneNotVerified'),
  verifiedSingle: (t, value, gender) =>
    value === 'VERIFIED'
      ? t('dashboard.fit.singleConfirmed', { gender })
      : t('dashboard.fit.singleNotConfirmed', { gender }),
  verifiedGenotype: (t, value) =>
    t(value === 'VERIFIED' ? 'dashboard.fit.genotypeChecked' : 'dashboard.fit.genotypeNotChecked'),
};

/**
 * One must-have, worded: 'Lives in Ghana', 'Aged 41', 'Divorced', 'Height 1.62 m'. A component
 * passes its `useT()` (it draws again when the language changes); the language shown otherwise.
 * `gender` is the card's single's: Arabic says 'she lives in' (decision 46).
 */
export function mustHaveText(
  { key, value }: MustHave,
  t: Translate = translateNow,
  gender: GenderParam = 'other',
): string {
  return WORDING[key](t, value, gender);
}
