import {
  EDUCATION_LEVELS,
  EMPLOYMENT_STATUSES,
  GENDERS,
  MARITAL_STATUSES,
  type Option,
  SALAT_PATTERNS,
  SECTS,
  YES_NO,
} from '@waliyy/contract/option-lists';
import type {
  EducationLevel,
  EmploymentStatus,
  Gender,
  MaritalStatus,
  SalatPattern,
  Sect,
} from '@waliyy/contract/options';
import { type MessageKey, t } from '../i18n/translate';

// The contract's option labels in the language shown (decision 070, "Option labels, dates and
// money"). Stored values never change: 'DIVORCED' travels and is saved as it is, and only what
// people read is translated. Each list's values map to literal catalog keys (app/options.json);
// genotypes (AA, AS…) are codes and read the same in every language. Countries and
// nationalities, hundreds of names, are place-names.ts's (a chunk of their own).
//
// From option-lists, not options: no zod for the pages that only word a value (the dashboard).

export const MARITAL_STATUS_KEYS = {
  SINGLE: 'options.marital.single',
  MARRIED: 'options.marital.married',
  DIVORCED: 'options.marital.divorced',
  WIDOWED: 'options.marital.widowed',
} as const satisfies Record<MaritalStatus, MessageKey>;

export const EDUCATION_LEVEL_KEYS = {
  NONE: 'options.education.none',
  PRIMARY: 'options.education.primary',
  SECONDARY: 'options.education.secondary',
  BACHELORS: 'options.education.bachelors',
  POSTGRADUATE_DIPLOMA: 'options.education.postgraduateDiploma',
  MASTERS: 'options.education.masters',
  PHD: 'options.education.phd',
} as const satisfies Record<EducationLevel, MessageKey>;

export const EMPLOYMENT_STATUS_KEYS = {
  EMPLOYED: 'options.employment.employed',
  SELF_EMPLOYED: 'options.employment.selfEmployed',
  UNEMPLOYED: 'options.employment.unemployed',
  STUDENT: 'options.employment.student',
  DISABLED: 'options.employment.disabled',
} as const satisfies Record<EmploymentStatus, MessageKey>;

export const SECT_KEYS = {
  SUNNI: 'options.sect.sunni',
  SHIA: 'options.sect.shia',
  SALAFI: 'options.sect.salafi',
  QADIRIYYAH: 'options.sect.qadiriyyah',
  TIJANIYYAH: 'options.sect.tijaniyyah',
} as const satisfies Record<Sect, MessageKey>;

export const GENDER_KEYS = {
  MALE: 'options.gender.male',
  FEMALE: 'options.gender.female',
} as const satisfies Record<Gender, MessageKey>;

/** Salat patterns are stored as their English sentence (product.md §3). */
export const SALAT_PATTERN_KEYS = {
  'I pray 5 times daily': 'options.salat.fiveTimesDaily',
  'I perform some of the daily prayers': 'options.salat.someDaily',
  'I pray occasionally': 'options.salat.occasionally',
  'I regularly attend Friday prayers': 'options.salat.friday',
  'I mainly pray on special occasions': 'options.salat.specialOccasions',
  'Not Practicing': 'options.salat.notPracticing',
} as const satisfies Record<SalatPattern, MessageKey>;

const YES_NO_KEYS = {
  true: 'options.yes',
  false: 'options.no',
} as const satisfies Record<(typeof YES_NO)[number]['value'], MessageKey>;

/** Each translated list with its keys (a test walks them: every value has its key). */
export const OPTION_KEYS: readonly (readonly [readonly Option[], Record<string, MessageKey>])[] = [
  [MARITAL_STATUSES, MARITAL_STATUS_KEYS],
  [EDUCATION_LEVELS, EDUCATION_LEVEL_KEYS],
  [EMPLOYMENT_STATUSES, EMPLOYMENT_STATUS_KEYS],
  [SECTS, SECT_KEYS],
  [GENDERS, GENDER_KEYS],
  [SALAT_PATTERNS, SALAT_PATTERN_KEYS],
  [YES_NO, YES_NO_KEYS],
];

const keyByList = new Map<readonly Option[], Record<string, MessageKey>>(OPTION_KEYS);
/** The same keys by the option itself: a field is handed the contract's option objects. */
const keyByOption = new WeakMap<Option, MessageKey>(
  OPTION_KEYS.flatMap(([list, keys]) =>
    list.flatMap((option) => {
      const key = keys[option.value];
      return key ? [[option, key] as const] : [];
    }),
  ),
);

/** The catalog key of one of the contract's options, or undefined (a genotype, a place…). */
export function optionKey(option: Option): MessageKey | undefined {
  return keyByOption.get(option);
}

/**
 * The label of `value` in `list` in the language shown, or `undefined` when it is not one of
 * the list's values: callers decide the fallback.
 */
export function optionLabel(
  list: readonly Option[],
  value: string | null | undefined,
): string | undefined {
  if (value == null) return undefined;
  const option = list.find((entry) => entry.value === value);
  if (!option) return undefined;
  const key = keyByList.get(list)?.[option.value] ?? keyByOption.get(option);
  return key ? t(key) : option.label;
}

/**
 * `optionLabel`, or the value as it came when the list does not know it.
 * @internal Only its test uses it: the profile view has its own copy in
 * `components/profile-view/profile-text.ts` (decision 081: one of the two is to go).
 */
export function optionText(list: readonly Option[], value: string): string {
  return optionLabel(list, value) ?? value;
}
