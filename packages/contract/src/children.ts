import { z } from 'zod';
import { isBirthInFuture, isOldEnoughByYear } from './age';
import { ChildSummary, Email, PersonName, PhoneNumber } from './auth';
import { MIN_AGE, NAME_MIN } from './constants';
import { envelope } from './envelope';
import {
  EducationLevel,
  EmploymentStatus,
  Gender,
  Genotype,
  MaritalStatus,
  SalatPattern,
  Sect,
} from './options';
import { canonicalCountry, canonicalNationality, isLgaOf, isNigerianState } from './places';
import { multiLineText, noNulValue, oneLineText } from './text-fields';

/** Human ranges (metres, kilograms): they catch centimetres, pounds and typing slips. */
export const HEIGHT_RANGE = { min: 1.0, max: 2.5 } as const;
export const WEIGHT_RANGE = { min: 30, max: 250 } as const;
export const NIGERIAN_CITIZENSHIP = 'Nigerian';
export const NIGERIA = 'Nigeria';
/** 'LGA or county' (DECISIONS 37): free text unless the single is from a Nigerian state and lives in Nigeria. */
export const LGA_MAX = 60;

// Spec §5 Profile setup, with its exact messages; the rest are ours.
export const CHILD_MESSAGES = {
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  nameMin: `Must be ${NAME_MIN} characters or more`,
  nameMax: 'Must be 50 characters or fewer',
  dobRequired: 'Date of Birth is required',
  dobFuture: 'Date of Birth cannot be in the future',
  dobMinAge: `You must be at least ${MIN_AGE} years old`,
  dobInvalid: 'Enter a valid year and month of birth',
  genderRequired: 'Select your gender',
  genderInvalid: 'Invalid Gender',
  genotype: 'Select your genotype',
  heightRequired: 'Height is required',
  heightRange: `Height must be between ${HEIGHT_RANGE.min} and ${HEIGHT_RANGE.max} metres`,
  weightRequired: 'Weight is required',
  weightRange: `Weight must be between ${WEIGHT_RANGE.min} and ${WEIGHT_RANGE.max} kg`,
  maritalStatus: 'Marital Status is required',
  fieldRequired: 'This field is required',
  citizenship: 'Citizenship is required',
  citizenshipInvalid: 'Select a nationality from the list',
  stateRequired: 'State of origin is required',
  stateNigeria: 'Select a Nigerian state of origin',
  lga: 'Select your LGA or County',
  lgaOfState: 'Select an LGA of the chosen state',
  waliOnlyForWomen: "Only a woman's single names a wali.",
  /** The family saved text staff edited out of the profile (issue 24, point 1). */
  removedText:
    'Our team removed this text from the profile because it broke our terms. Please write something else.',
  waliNameRequired: "Enter the wali's name",
  waliEmailRequired: "Enter the wali's e-mail address",
  residence: 'Select your country of residence',
  education: 'Select your level of education',
  profession: 'Select your profession',
  employment: 'Select your employment status',
  plans: 'State your short and medium term plans',
  revert: 'Select an option',
  sect: 'Select your sect',
  startedPracticing: 'State when you started practising Islam',
  salat: 'Select your pattern of salat',
  practice: 'Tell us about your Islamic practice',
  about: 'Tell us about you',
  educationAndJob: 'Tell us about your education and job',
  dressing: 'Tell us about your dressing',
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
  speakers: 'List at most 20 speakers, each of 100 characters or fewer',
} as const;

export const CHILD_RESULT_MESSAGES = {
  created: 'Profile created.',
  updated: 'Profile updated.',
  deleted: 'Profile deleted.',
  notFound: 'We could not find that single on your account.',
  readOnly: (field: string) => `${field} cannot be changed after the profile is set up.`,
  dobReadOnly: (supportEmail: string) =>
    `Date of birth cannot be changed here. E-mail ${supportEmail} to request a change.`,
  freeLimit: (limit: number, paidLimit: number) =>
    `Your free plan allows ${limit} singles. Upgrade to Premium to add up to ${paidLimit}.`,
  accountLimit: (limit: number, supportEmail: string) =>
    `Your account allows ${limit} singles. To add more, e-mail ${supportEmail}.`,
} as const;

/** `undefined`, null and '' all mean "not given", so each gets its field's required message. */
const missing = (input: unknown) => input === undefined || input === null || input === '';
const msg = (required: string, invalid = required) => ({
  error: (issue: { input?: unknown }) => (missing(issue.input) ? required : invalid),
});

/** One-line text by default; `multiLineText` for the fields the forms show as a text area. */
const text = (required: string, max: number, kind = oneLineText) =>
  kind(msg(required)).min(1, required).max(max, CHILD_MESSAGES.tooLong(max));
const longText = (required: string, max: number) => text(required, max, multiLineText);
const optionalText = (max: number, kind = oneLineText) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    kind().max(max, CHILD_MESSAGES.tooLong(max)).nullable().optional(),
  );

/** true/false, or the strings 'true'/'false' the settings form sends (spec §5). */
export const boolish = (required: string) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean(msg(required, required)),
  );

/** A number, or a numeric string; '' counts as missing. */
const numeric = (required: string, range: { min: number; max: number }, rangeMessage: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number(msg(required, rangeMessage)).min(range.min, rangeMessage).max(range.max, rangeMessage),
  );

/** A name from a list, other spellings accepted and stored as the listed one (DECISIONS 37). */
const listed = (canonical: (v: unknown) => string | undefined, required: string, invalid: string) =>
  oneLineText(msg(required))
    .min(1, required)
    .transform((v, ctx) => {
      const value = canonical(v);
      if (value === undefined) ctx.addIssue({ code: 'custom', message: invalid });
      return value ?? v;
    });

const name = (required: string) => text(required, 50).min(NAME_MIN, CHILD_MESSAGES.nameMin);

/** A list, or a comma-separated string split, trimmed and with blanks removed (spec §5). */
export const SpeakersList = z.preprocess(
  (v) => {
    const list = typeof v === 'string' ? v.split(',') : v == null ? [] : v;
    return Array.isArray(list)
      ? list.map((s) => (typeof s === 'string' ? s.trim() : s)).filter((s) => s !== '')
      : list;
  },
  z
    .array(oneLineText().max(100, CHILD_MESSAGES.speakers), CHILD_MESSAGES.speakers)
    .max(20, CHILD_MESSAGES.speakers),
);

/** The fields the guardian may change after creation (spec §3 'Editable'). */
export const EDITABLE_FIELDS = {
  weight: numeric(CHILD_MESSAGES.weightRequired, WEIGHT_RANGE, CHILD_MESSAGES.weightRange),
  height: numeric(CHILD_MESSAGES.heightRequired, HEIGHT_RANGE, CHILD_MESSAGES.heightRange),
  maritalStatus: z.enum(MaritalStatus.options, msg(CHILD_MESSAGES.maritalStatus)),
  citizenship: listed(
    canonicalNationality,
    CHILD_MESSAGES.citizenship,
    CHILD_MESSAGES.citizenshipInvalid,
  ),
  countryofResidence: listed(canonicalCountry, CHILD_MESSAGES.residence, CHILD_MESSAGES.residence),
  educationLevel: z.enum(EducationLevel.options, msg(CHILD_MESSAGES.education)),
  hasChildren: boolish(CHILD_MESSAGES.fieldRequired),
  isSmoker: boolish(CHILD_MESSAGES.fieldRequired),
  isDrinker: boolish(CHILD_MESSAGES.fieldRequired),
  hasAddictions: boolish(CHILD_MESSAGES.fieldRequired),
  lga: text(CHILD_MESSAGES.lga, LGA_MAX),
  descriptionOfIslamicPractice: longText(CHILD_MESSAGES.practice, 2000),
  salatPattern: z.enum(SalatPattern.options, msg(CHILD_MESSAGES.salat)),
  profession: text(CHILD_MESSAGES.profession, 100),
  employmentStatus: z.enum(EmploymentStatus.options, msg(CHILD_MESSAGES.employment)),
  professionalPlans: longText(CHILD_MESSAGES.plans, 2000),
  isWillingToRelocate: boolish(CHILD_MESSAGES.fieldRequired),
  relocationPlans: optionalText(1000, multiLineText),
  isARevert: boolish(CHILD_MESSAGES.revert),
  belongsToIslamicOrganization: boolish(CHILD_MESSAGES.fieldRequired),
  islamicOrganizationName: optionalText(200),
  speakersListenedTo: SpeakersList,
  about: longText(CHILD_MESSAGES.about, 2000),
  aboutEducationAndJob: longText(CHILD_MESSAGES.educationAndJob, 2000),
  aboutDressing: longText(CHILD_MESSAGES.dressing, 2000),
};

/** '', null and undefined are "not given" (the original client sends '' for a man's wali). */
const notGiven = (v: unknown) => (v === '' || v === null ? null : v);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * A woman's wali (DECISIONS 35) and a man's openness to a polygynous marriage: optional, on
 * create and update. The wali's contact is validated like the account's own and is private:
 * only the single's own account reads it, and a match releases it to the man's account alone.
 * Not a Terms field: it is meant to be a contact, and no other family reads it before a match.
 */
export const WALI_FIELDS = ['waliName', 'waliEmail', 'waliPhoneNumber'] as const;
/** Why the forms ask for the wali: the set-up form speaks as the single, Settings of her. */
export const WALI_REASON = {
  setup:
    "If you register yourself, name your wali: when a match is made, his contact is what the brother's family receives. Never shown on your profile.",
  settings:
    "If she registered herself, name her wali: when a match is made, his contact is what the brother's family receives. Never shown on her profile.",
} as const;
export type WaliField = (typeof WALI_FIELDS)[number];
export const OPTIONAL_FIELDS = {
  isPolygamous: z.preprocess(notGiven, boolish(CHILD_MESSAGES.fieldRequired).nullable().optional()),
  waliName: z.preprocess(blankToNull, PersonName.nullable().optional()),
  waliEmail: z.preprocess(blankToNull, Email.nullable().optional()),
  waliPhoneNumber: z.preprocess(blankToNull, PhoneNumber.nullable().optional()),
};

/**
 * A wali is reachable or not named at all: a phone alone or a name alone would leave the man's
 * side with half a contact, so any wali field asks for his name and e-mail (the phone is
 * optional, as in the original client).
 */
export function waliErrors(
  wali: Partial<Record<WaliField, string | null>>,
): Record<string, string> {
  if (WALI_FIELDS.every((field) => wali[field] == null)) return {};
  const errors: Record<string, string> = {};
  if (wali.waliName == null) errors.waliName = CHILD_MESSAGES.waliNameRequired;
  if (wali.waliEmail == null) errors.waliEmail = CHILD_MESSAGES.waliEmailRequired;
  return errors;
}

/** The fields fixed at creation (spec §3 'Read-only after creation'; fullName is derived). */
export const READ_ONLY_FIELDS = [
  'firstName',
  'lastName',
  'monthOfBirth',
  'yearOfBirth',
  'gender',
  'genotype',
  'state',
  'isMixedEthnicity',
  'mixedEthnicityDescription',
  'sect',
  'startedPracticingIn',
  'fullName',
  'id',
  'displayId',
] as const;
export type ReadOnlyField = (typeof READ_ONLY_FIELDS)[number];

const CREATE_ONLY_FIELDS = {
  firstName: name(CHILD_MESSAGES.firstNameRequired),
  lastName: name(CHILD_MESSAGES.lastNameRequired),
  yearOfBirth: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .int(msg(CHILD_MESSAGES.dobRequired, CHILD_MESSAGES.dobInvalid))
      .min(1900, CHILD_MESSAGES.dobInvalid),
  ),
  monthOfBirth: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .int(msg(CHILD_MESSAGES.dobRequired, CHILD_MESSAGES.dobInvalid))
      .min(1, CHILD_MESSAGES.dobInvalid)
      .max(12, CHILD_MESSAGES.dobInvalid),
  ),
  // Left out, the account holder's gender from sign-up stands (issue 22); neither → 400.
  gender: z.preprocess(
    notGiven,
    z
      .enum(Gender.options, msg(CHILD_MESSAGES.genderRequired, CHILD_MESSAGES.genderInvalid))
      .nullable()
      .optional(),
  ),
  genotype: z.enum(Genotype.options, msg(CHILD_MESSAGES.genotype)),
  state: text(CHILD_MESSAGES.stateRequired, 100),
  isMixedEthnicity: boolish(CHILD_MESSAGES.fieldRequired),
  mixedEthnicityDescription: optionalText(200),
  sect: z.enum(Sect.options, msg(CHILD_MESSAGES.sect)),
  startedPracticingIn: text(CHILD_MESSAGES.startedPracticing, 100),
};

/**
 * Where the single comes from must be consistent for Nigeria, and only there (DECISIONS 37).
 * A Nigerian living in Nigeria names a Nigerian state of origin; a single from a Nigerian state
 * living in Nigeria names one of its LGAs. Anywhere else, state and 'LGA or county' are free
 * text (a Nigerian family in London: state 'Lagos', lga 'London').
 */
export function placeErrors(place: {
  citizenship: string;
  state: string;
  lga: string;
  countryofResidence: string;
}): Record<string, string> {
  if (place.countryofResidence !== NIGERIA) return {};
  const isNigerian = place.citizenship === NIGERIAN_CITIZENSHIP;
  if (isNigerian && !isNigerianState(place.state)) return { state: CHILD_MESSAGES.stateNigeria };
  if (isNigerianState(place.state) && !isLgaOf(place.state, place.lga)) {
    return { lga: CHILD_MESSAGES.lgaOfState };
  }
  return {};
}

/** Whether the LGA must come from the state's list (the web's picker or free text). */
export function isLgaListed(place: { state: string; countryofResidence: string }): boolean {
  return place.countryofResidence === NIGERIA && isNigerianState(place.state);
}

/**
 * POST /parent/child (spec §3 'as submitted'). `now` is injectable so the date rules can be
 * tested on a fixed clock; the 18 rule is by year difference only (spec §5).
 */
export function makeChildCreateBody(now: () => Date = () => new Date()) {
  return z
    .object({ ...CREATE_ONLY_FIELDS, ...EDITABLE_FIELDS, ...OPTIONAL_FIELDS })
    .superRefine((v, ctx) => {
      const today = now();
      if (isBirthInFuture(v, today)) {
        const path = v.yearOfBirth === today.getUTCFullYear() ? 'monthOfBirth' : 'yearOfBirth';
        ctx.addIssue({ code: 'custom', path: [path], message: CHILD_MESSAGES.dobFuture });
      } else if (!isOldEnoughByYear(v.yearOfBirth, today)) {
        ctx.addIssue({ code: 'custom', path: ['yearOfBirth'], message: CHILD_MESSAGES.dobMinAge });
      }
      for (const [field, message] of Object.entries(placeErrors(v))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    });
}
export const ChildCreateBody = makeChildCreateBody();
export type ChildCreateBody = z.output<typeof ChildCreateBody>;

/**
 * PUT /parent/child/{id}: any of the editable fields. Read-only fields may come along (the
 * settings form sends the whole profile); the service refuses only those that would change.
 */
const readOnlyShape = Object.fromEntries(
  READ_ONLY_FIELDS.map((field) => [field, noNulValue().optional()]),
) as Record<ReadOnlyField, z.ZodOptional<ReturnType<typeof noNulValue>>>;
export const ChildUpdateBody = z
  .object(EDITABLE_FIELDS)
  .partial()
  .extend(OPTIONAL_FIELDS)
  .extend(readOnlyShape);
export type ChildUpdateBody = z.output<typeof ChildUpdateBody>;

/** The single's own full profile, as its account reads it (spec §3 'Read back also'). */
export const ChildProfile = z.object({
  id: z.string(),
  displayId: z.string(),
  age: z.number().int(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  yearOfBirth: z.number().int(),
  monthOfBirth: z.number().int(),
  gender: Gender,
  genotype: z.string(),
  height: z.number(),
  weight: z.number(),
  maritalStatus: z.string(),
  hasChildren: z.boolean(),
  isSmoker: z.boolean(),
  isDrinker: z.boolean(),
  hasAddictions: z.boolean(),
  citizenship: z.string(),
  state: z.string(),
  lga: z.string(),
  countryofResidence: z.string(),
  isMixedEthnicity: z.boolean(),
  mixedEthnicityDescription: z.string().nullable(),
  educationLevel: z.string(),
  profession: z.string(),
  employmentStatus: z.string(),
  professionalPlans: z.string(),
  isWillingToRelocate: z.boolean(),
  relocationPlans: z.string().nullable(),
  isARevert: z.boolean(),
  sect: z.string(),
  belongsToIslamicOrganization: z.boolean(),
  islamicOrganizationName: z.string().nullable(),
  speakersListenedTo: z.array(z.string()),
  startedPracticingIn: z.string(),
  salatPattern: z.string(),
  descriptionOfIslamicPractice: z.string(),
  about: z.string(),
  aboutEducationAndJob: z.string(),
  aboutDressing: z.string(),
  /** A man's: open to a polygynous marriage (null: not said, and always for a woman). */
  isPolygamous: z.boolean().nullable(),
  /** A woman's wali (DECISIONS 35): private, the own view only; null when not named. */
  waliName: z.string().nullable(),
  waliEmail: z.string().nullable(),
  waliPhoneNumber: z.string().nullable(),
  /** Paused by the family (issue 8); the own view only. Optional so older clients compile. */
  isPaused: z.boolean().optional(),
});
export type ChildProfile = z.infer<typeof ChildProfile>;
export const ChildProfileResponse = envelope(ChildProfile);

export const ChildCreatedResponse = envelope(z.string());
export const ChildrenResponse = envelope(z.array(ChildSummary));
