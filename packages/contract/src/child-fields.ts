/** The zod schema of each profile field, with its messages: the create and update bodies' parts. */
import { z } from 'zod';
import { Email, PersonName, PhoneNumber } from './auth';
import { CHILD_MESSAGES, HEIGHT_RANGE, WEIGHT_RANGE } from './child-messages';
import { NAME_MIN } from './constants';
import { numberFromText } from './digits';
import {
  type FREE_TEXT_FIELDS,
  type FreeTextField,
  type FreeTextSpec,
  type FreeTextWhere,
  freeTextWhere,
  perField,
  thenTheRest,
} from './free-text-fields';
import {
  EducationLevel,
  EmploymentStatus,
  Gender,
  Genotype,
  MaritalStatus,
  SalatPattern,
  Sect,
} from './options';
import { canonicalCountry, canonicalNationality } from './places';
import { multiLineText, oneLineText } from './text-fields';

/** `undefined`, null and '' all mean "not given", so each gets its field's required message. */
const missing = (input: unknown) => input === undefined || input === null || input === '';
const msg = (required: string, invalid = required) => ({
  error: (issue: { input?: unknown }) => (missing(issue.input) ? required : invalid),
});

/** One-line text by default; `multiLineText` for the fields the forms show as a text area. */
const text = (required: string, max: number, kind = oneLineText) =>
  kind(msg(required)).min(1, required).max(max, CHILD_MESSAGES.tooLong(max));
const optionalText = (max: number, kind = oneLineText) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    kind().max(max, CHILD_MESSAGES.tooLong(max)).nullable().optional(),
  );

/** true/false, or the strings 'true'/'false' the settings form sends (product.md §5). */
export const boolish = (required: string) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean(msg(required, required)),
  );

/** A number, or a numeric string in any digits (decision 074); '' counts as missing. */
const numeric = (required: string, range: { min: number; max: number }, rangeMessage: string) =>
  z.preprocess(
    numberFromText,
    z.number(msg(required, rangeMessage)).min(range.min, rangeMessage).max(range.max, rangeMessage),
  );

/** A name from a list, other spellings accepted and stored as the listed one (decision 063). */
const listed = (canonical: (v: unknown) => string | undefined, required: string, invalid: string) =>
  oneLineText(msg(required))
    .min(1, required)
    .transform((v, ctx) => {
      const value = canonical(v);
      if (value === undefined) ctx.addIssue({ code: 'custom', message: invalid });
      return value ?? v;
    });

const name = (required: string) => text(required, 50).min(NAME_MIN, CHILD_MESSAGES.nameMin);

/** A list, or a comma-separated string split, trimmed and with blanks removed (product.md §5). */
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

/** A free-text field's body schema, from its entry in FREE_TEXT_FIELDS (decision 079). */
type TextSchema<S> = S extends { kind: 'list' }
  ? typeof SpeakersList
  : S extends { required: string }
    ? ReturnType<typeof text>
    : ReturnType<typeof optionalText>;
function textSchema(spec: FreeTextSpec) {
  // The one list field (the speakers) keeps its own message for a bad item.
  if (spec.kind === 'list') return SpeakersList;
  const kind = spec.kind === 'long' ? multiLineText : oneLineText;
  return spec.required === null
    ? optionalText(spec.max, kind)
    : text(spec.required, spec.max, kind);
}
type Texts<K extends FreeTextField> = { [F in K]: TextSchema<(typeof FREE_TEXT_FIELDS)[F]> };
const textSchemas = <K extends FreeTextField>(fields: K[]) =>
  perField(fields, (spec) => textSchema(spec)) as unknown as Texts<K>;

/** The free-text fields Settings may change, and those given once at set-up. */
const EDITABLE_TEXT = textSchemas(
  freeTextWhere<FreeTextWhere<{ editable: true }>>((f) => f.editable),
);
const CREATE_ONLY_TEXT = textSchemas(
  freeTextWhere<FreeTextWhere<{ editable: false }>>((f) => !f.editable),
);

/** The fields the guardian may change after creation (product.md §3 'Editable'). */
export const EDITABLE_FIELDS = thenTheRest(
  {
    weight: numeric(CHILD_MESSAGES.weightRequired, WEIGHT_RANGE, CHILD_MESSAGES.weightRange),
    height: numeric(CHILD_MESSAGES.heightRequired, HEIGHT_RANGE, CHILD_MESSAGES.heightRange),
    maritalStatus: z.enum(MaritalStatus.options, msg(CHILD_MESSAGES.maritalStatus)),
    citizenship: listed(
      canonicalNationality,
      CHILD_MESSAGES.citizenship,
      CHILD_MESSAGES.citizenshipInvalid,
    ),
    countryofResidence: listed(
      canonicalCountry,
      CHILD_MESSAGES.residence,
      CHILD_MESSAGES.residence,
    ),
    educationLevel: z.enum(EducationLevel.options, msg(CHILD_MESSAGES.education)),
    hasChildren: boolish(CHILD_MESSAGES.fieldRequired),
    isSmoker: boolish(CHILD_MESSAGES.fieldRequired),
    isDrinker: boolish(CHILD_MESSAGES.fieldRequired),
    hasAddictions: boolish(CHILD_MESSAGES.fieldRequired),
    lga: EDITABLE_TEXT.lga,
    descriptionOfIslamicPractice: EDITABLE_TEXT.descriptionOfIslamicPractice,
    salatPattern: z.enum(SalatPattern.options, msg(CHILD_MESSAGES.salat)),
    profession: EDITABLE_TEXT.profession,
    employmentStatus: z.enum(EmploymentStatus.options, msg(CHILD_MESSAGES.employment)),
    professionalPlans: EDITABLE_TEXT.professionalPlans,
    isWillingToRelocate: boolish(CHILD_MESSAGES.fieldRequired),
    relocationPlans: EDITABLE_TEXT.relocationPlans,
    isARevert: boolish(CHILD_MESSAGES.revert),
    belongsToIslamicOrganization: boolish(CHILD_MESSAGES.fieldRequired),
    islamicOrganizationName: EDITABLE_TEXT.islamicOrganizationName,
    speakersListenedTo: EDITABLE_TEXT.speakersListenedTo,
    about: EDITABLE_TEXT.about,
    aboutEducationAndJob: EDITABLE_TEXT.aboutEducationAndJob,
    aboutDressing: EDITABLE_TEXT.aboutDressing,
  },
  EDITABLE_TEXT,
);

/** '', null and undefined are "not given" (the original client sends '' for a man's wali). */
const notGiven = (v: unknown) => (v === '' || v === null ? null : v);
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Optional on create and update: a man's openness to polygyny and a woman's wali (child-wali.ts). */
export const OPTIONAL_FIELDS = {
  isPolygamous: z.preprocess(notGiven, boolish(CHILD_MESSAGES.fieldRequired).nullable().optional()),
  waliName: z.preprocess(blankToNull, PersonName.nullable().optional()),
  waliEmail: z.preprocess(blankToNull, Email.nullable().optional()),
  waliPhoneNumber: z.preprocess(blankToNull, PhoneNumber.nullable().optional()),
};

/** The fields given once, at creation (children.ts: READ_ONLY_FIELDS). */
export const CREATE_ONLY_FIELDS = thenTheRest(
  {
    firstName: name(CHILD_MESSAGES.firstNameRequired),
    lastName: name(CHILD_MESSAGES.lastNameRequired),
    yearOfBirth: z.preprocess(
      numberFromText,
      z
        .int(msg(CHILD_MESSAGES.dobRequired, CHILD_MESSAGES.dobInvalid))
        .min(1900, CHILD_MESSAGES.dobInvalid),
    ),
    monthOfBirth: z.preprocess(
      numberFromText,
      z
        .int(msg(CHILD_MESSAGES.dobRequired, CHILD_MESSAGES.dobInvalid))
        .min(1, CHILD_MESSAGES.dobInvalid)
        .max(12, CHILD_MESSAGES.dobInvalid),
    ),
    // Left out, the account holder's gender from sign-up stands (decision 020); neither → 400.
    gender: z.preprocess(
      notGiven,
      z
        .enum(Gender.options, msg(CHILD_MESSAGES.genderRequired, CHILD_MESSAGES.genderInvalid))
        .nullable()
        .optional(),
    ),
    genotype: z.enum(Genotype.options, msg(CHILD_MESSAGES.genotype)),
    state: CREATE_ONLY_TEXT.state,
    isMixedEthnicity: boolish(CHILD_MESSAGES.fieldRequired),
    mixedEthnicityDescription: CREATE_ONLY_TEXT.mixedEthnicityDescription,
    sect: z.enum(Sect.options, msg(CHILD_MESSAGES.sect)),
    startedPracticingIn: CREATE_ONLY_TEXT.startedPracticingIn,
  },
  CREATE_ONLY_TEXT,
);
