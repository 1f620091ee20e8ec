import { isOldEnoughByYear } from '@waliyy/contract/age';
import {
  CHILD_MESSAGES,
  type ChildCreateBody,
  makeChildCreateBody,
  placeErrors,
  waliErrors,
} from '@waliyy/contract/children';
import { FREE_TEXT_NAMES, perField, thenTheRest } from '@waliyy/contract/free-text-fields';
import { z } from 'zod';
import type { ChildCreateInput } from '../../lib/child';

// The /get-started form (product.md §3 'Setup form fields', §5 'Profile setup'). It uses the API's
// field names, plus `dateOfBirth` ('YYYY-MM-DD') which is sent only as yearOfBirth and
// monthOfBirth. Every input holds a string ('' for unanswered; Yes/No as 'true'/'false'), and
// the contract's `makeChildCreateBody` validates the body built from them, so the rules and
// messages are the server's own.
//
// The Terms (no contact details, no names: decisions 050, 067) are checked by the server alone,
// on Submit: its 400 names each field, the kind found and the span, and the form marks it
// (lib/contact-marks). The web does not load @waliyy/contact-detector, not even lazily: with
// libphonenumber's metadata, a link recognizer with the TLD list and a confusables table it is
// ~80–100 KB of gzip, more than the one small round trip it would save, and it would answer no
// sooner on a phone network; one detector in one place also means one answer.

type BodyField = Exclude<keyof ChildCreateBody, 'yearOfBirth' | 'monthOfBirth'>;
export type SetupField = BodyField | 'dateOfBirth';
export type SetupFormValues = Record<SetupField, string>;

/**
 * The empty form, in the order the fields appear (the order errors are focused in). Being a
 * Record of every body field, a field the contract adds cannot be forgotten here.
 */
export const EMPTY_SETUP_VALUES: SetupFormValues = thenTheRest(
  {
    // Personal Details
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    gender: '',
    genotype: '',
    maritalStatus: '',
    height: '',
    weight: '',
    hasChildren: '',
    isSmoker: '',
    isDrinker: '',
    hasAddictions: '',
    // A man's (decision 061)
    isPolygamous: '',
    // A woman's wali (decision 061)
    waliName: '',
    waliEmail: '',
    waliPhoneNumber: '',
    // Nationality
    citizenship: '',
    countryofResidence: '',
    state: '',
    lga: '',
    isMixedEthnicity: '',
    mixedEthnicityDescription: '',
    // Education and Profession
    educationLevel: '',
    employmentStatus: '',
    profession: '',
    professionalPlans: '',
    isWillingToRelocate: '',
    relocationPlans: '',
    // About my Deen
    isARevert: '',
    sect: '',
    salatPattern: '',
    startedPracticingIn: '',
    belongsToIslamicOrganization: '',
    islamicOrganizationName: '',
    speakersListenedTo: '',
    descriptionOfIslamicPractice: '',
    // Self Summary
    about: '',
    aboutEducationAndJob: '',
    aboutDressing: '',
  },
  // A free-text field FREE_TEXT_FIELDS adds (decision 079): empty, after the Summary's.
  perField(FREE_TEXT_NAMES, () => ''),
);

export const SETUP_FIELDS = Object.keys(EMPTY_SETUP_VALUES) as SetupField[];

function isSetupField(name: unknown): name is SetupField {
  return typeof name === 'string' && Object.hasOwn(EMPTY_SETUP_VALUES, name);
}

/** A saved draft back as form values: unknown keys and non-strings are dropped. */
export function restoreSetupValues(draft: Record<string, unknown> | null): SetupFormValues {
  const values = { ...EMPTY_SETUP_VALUES };
  if (!draft) return values;
  for (const field of SETUP_FIELDS) {
    const value = draft[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

export function hasAnswers(values: SetupFormValues): boolean {
  return SETUP_FIELDS.some((field) => values[field].trim() !== '');
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '1998-04-23' → 1998 and 4; '' → missing; anything else → NaN, which the contract refuses. */
function splitDate(value: string): { year?: number; month?: number } {
  if (value.trim() === '') return {};
  const match = ISO_DATE.exec(value);
  if (!match) return { year: Number.NaN, month: Number.NaN };
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** Today as the date input writes it, in the user's own time zone. */
function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The date rules at the level of the day the user picked (product.md §5). The contract checks them
 * too, but by month and only once every other field is valid; this one answers on blur.
 */
function dateOfBirthError(value: string, now: Date): string | null {
  if (value.trim() === '') return CHILD_MESSAGES.dobRequired;
  const match = ISO_DATE.exec(value);
  if (!match) return null; // the contract's 'Enter a valid year and month of birth'
  if (value > localIsoDate(now)) return CHILD_MESSAGES.dobFuture;
  // By year difference only (product.md §5): the month and day do not count.
  if (!isOldEnoughByYear(Number(match[1]), now)) return CHILD_MESSAGES.dobMinAge;
  return null;
}

/** An answer hidden behind a 'No' is not sent (product.md §5: these three are not required). */
const shownIf = (answer: string, value: string) => (answer === 'true' ? value : null);

/** The body as the contract expects it, before its own preprocessing. */
export function toBodyInput(values: SetupFormValues): ChildCreateInput {
  const { dateOfBirth, ...rest } = values;
  const birth = splitDate(dateOfBirth);
  const isWoman = rest.gender === 'FEMALE';
  // A wali is a woman's, isPolygamous a man's: the other gender's answers are not sent.
  const byGender = (answer: string, isHers: boolean) => (isHers && answer !== '' ? answer : null);
  return {
    ...rest,
    isPolygamous: byGender(rest.isPolygamous, rest.gender === 'MALE'),
    waliName: byGender(rest.waliName, isWoman),
    waliEmail: byGender(rest.waliEmail, isWoman),
    waliPhoneNumber: byGender(rest.waliPhoneNumber, isWoman),
    yearOfBirth: birth.year,
    monthOfBirth: birth.month,
    mixedEthnicityDescription: shownIf(rest.isMixedEthnicity, rest.mixedEthnicityDescription),
    relocationPlans: shownIf(rest.isWillingToRelocate, rest.relocationPlans),
    islamicOrganizationName: shownIf(
      rest.belongsToIslamicOrganization,
      rest.islamicOrganizationName,
    ),
  };
}

/** Where an API field's error shows: year and month of birth under the date (product.md §5). */
export function formFieldOf(apiField: string): SetupField | null {
  if (apiField === 'yearOfBirth' || apiField === 'monthOfBirth') return 'dateOfBirth';
  const head = apiField.split('.')[0]; // 'speakersListenedTo.3' → the speakers input
  return isSetupField(head) ? head : null;
}

/** API field → form field, for `applyServerFieldErrors` (lib/form-errors). */
export const SERVER_FIELDS: Readonly<Record<string, SetupField>> = {
  ...Object.fromEntries(SETUP_FIELDS.map((field) => [field, field])),
  yearOfBirth: 'dateOfBirth',
  monthOfBirth: 'dateOfBirth',
  // The server names a bad speaker by its place in the list.
  ...Object.fromEntries(
    Array.from({ length: 20 }, (_, i) => [`speakersListenedTo.${i}`, 'speakersListenedTo']),
  ),
};

/** The first field, in the form's order, that the server's errors name. */
export function firstErroredField(apiFields: readonly string[]): SetupField | undefined {
  const named = new Set(apiFields.map(formFieldOf));
  return SETUP_FIELDS.find((field) => named.has(field));
}

/** The fields' errors, one per field: the contract's first, then the rules it runs last. */
function collectErrors(
  values: SetupFormValues,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  now: Date,
): Partial<Record<SetupField, string>> {
  const errors: Partial<Record<SetupField, string>> = {};
  const add = (field: SetupField | null, message: string) => {
    if (field && !errors[field]) errors[field] = message;
  };
  const dob = dateOfBirthError(values.dateOfBirth, now);
  if (dob) add('dateOfBirth', dob);
  // The API may take the account's gender (decision 020); this form asks for the single's own.
  if (values.gender === '') add('gender', CHILD_MESSAGES.genderRequired);
  for (const issue of issues) add(formFieldOf(String(issue.path[0] ?? '')), issue.message);
  const body = toBodyInput(values);
  for (const [field, message] of Object.entries({
    ...placeErrors(values),
    ...waliErrors({
      waliName: body.waliName as string | null,
      waliEmail: body.waliEmail as string | null,
      waliPhoneNumber: body.waliPhoneNumber as string | null,
    }),
  }))
    add(formFieldOf(field), message);
  return errors;
}

/**
 * The form's schema: form values in, the POST /parent/child body out. The contract's schema
 * validates the body; its errors on yearOfBirth/monthOfBirth come back on dateOfBirth, and the
 * rules it runs only once everything else is valid (date, place) run at once. The Terms are
 * the server's (above).
 */
export function makeSetupFormSchema(now: () => Date = () => new Date()) {
  const contract = makeChildCreateBody(now);
  return z.custom<SetupFormValues>().transform((values, ctx): ChildCreateBody => {
    const body = toBodyInput(values);
    const result = contract.safeParse(body);
    const errors = collectErrors(values, result.success ? [] : result.error.issues, now());
    for (const [field, message] of Object.entries(errors)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    if (!result.success && Object.keys(errors).length === 0) {
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Invalid' });
    }
    return result.success && Object.keys(errors).length === 0 ? result.data : z.NEVER;
  });
}
