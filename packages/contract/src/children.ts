import { z } from 'zod';
import { isBirthInFuture, isOldEnoughByYear } from './age';
import { ChildSummary } from './auth';
import { CREATE_ONLY_FIELDS, EDITABLE_FIELDS, OPTIONAL_FIELDS } from './child-fields';
import { CHILD_MESSAGES } from './child-messages';
import { placeErrors } from './child-place';
import { envelope } from './envelope';
import {
  type FREE_TEXT_FIELDS,
  type FreeTextField,
  type FreeTextWhere,
  freeTextWhere,
  inOrder,
  perField,
  thenTheRest,
} from './free-text-fields';
import { Gender } from './options';
import { noNulValue } from './text-fields';

// The single's profile is told in parts (messages, fields, wali, place); this file puts the
// bodies and the profile together, and every part is still imported from here.
export { boolish, EDITABLE_FIELDS, OPTIONAL_FIELDS } from './child-fields';
export {
  CHILD_MESSAGES,
  CHILD_RESULT_MESSAGES,
  HEIGHT_RANGE,
  LGA_MAX,
  NIGERIA,
  NIGERIAN_CITIZENSHIP,
  WEIGHT_RANGE,
} from './child-messages';
export { isLgaListed, placeErrors } from './child-place';
export { WALI_FIELDS, waliErrors } from './child-wali';

/** The fields fixed at creation (product.md §3 'Read-only after creation'; fullName is derived). */
export const READ_ONLY_FIELDS = inOrder(
  [
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
  ] as const,
  // A free-text field the list adds as given once (decision 079) lands at the end.
  freeTextWhere<FreeTextWhere<{ editable: false }>>((f) => !f.editable),
);
export type ReadOnlyField = (typeof READ_ONLY_FIELDS)[number];

/**
 * POST /parent/child (product.md §3 'as submitted'). `now` is injectable so the date rules can be
 * tested on a fixed clock; the 18 rule is by year difference only (product.md §5).
 */
export function makeChildCreateBody(
  now: () => Date = () => new Date(),
  /** The API's wali phone schema (phone.ts: E.164), in place of the shape-only one. */
  waliPhone: z.ZodType<string | null | undefined, unknown> = OPTIONAL_FIELDS.waliPhoneNumber,
) {
  // Same input and output as OPTIONAL_FIELDS' one: the body's type does not change.
  const waliPhoneNumber = waliPhone as typeof OPTIONAL_FIELDS.waliPhoneNumber;
  return z
    .object({ ...CREATE_ONLY_FIELDS, ...EDITABLE_FIELDS, ...OPTIONAL_FIELDS, waliPhoneNumber })
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

/** A free-text field as a profile reads it: the text, null when optional, a list's items. */
type TextRead<S> = S extends { kind: 'list' }
  ? z.ZodArray<z.ZodString>
  : S extends { required: string }
    ? z.ZodString
    : z.ZodNullable<z.ZodString>;
const TEXT_READ = perField(
  freeTextWhere(() => true),
  (spec) =>
    spec.kind === 'list'
      ? z.array(z.string())
      : spec.required === null
        ? z.string().nullable()
        : z.string(),
) as unknown as { [F in FreeTextField]: TextRead<(typeof FREE_TEXT_FIELDS)[F]> };

/** The single's own full profile, as its account reads it (product.md §3 'Read back also'). */
export const ChildProfile = z.object(
  thenTheRest(
    {
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
      state: TEXT_READ.state,
      lga: TEXT_READ.lga,
      countryofResidence: z.string(),
      isMixedEthnicity: z.boolean(),
      mixedEthnicityDescription: TEXT_READ.mixedEthnicityDescription,
      educationLevel: z.string(),
      profession: TEXT_READ.profession,
      employmentStatus: z.string(),
      professionalPlans: TEXT_READ.professionalPlans,
      isWillingToRelocate: z.boolean(),
      relocationPlans: TEXT_READ.relocationPlans,
      isARevert: z.boolean(),
      sect: z.string(),
      belongsToIslamicOrganization: z.boolean(),
      islamicOrganizationName: TEXT_READ.islamicOrganizationName,
      speakersListenedTo: TEXT_READ.speakersListenedTo,
      startedPracticingIn: TEXT_READ.startedPracticingIn,
      salatPattern: z.string(),
      descriptionOfIslamicPractice: TEXT_READ.descriptionOfIslamicPractice,
      about: TEXT_READ.about,
      aboutEducationAndJob: TEXT_READ.aboutEducationAndJob,
      aboutDressing: TEXT_READ.aboutDressing,
      /** A man's: open to a polygynous marriage (null: not said, and always for a woman). */
      isPolygamous: z.boolean().nullable(),
      /** A woman's wali (decision 061): private, the own view only; null when not named. */
      waliName: z.string().nullable(),
      waliEmail: z.string().nullable(),
      waliPhoneNumber: z.string().nullable(),
      /** Paused by the family (decision 012); the own view only. Optional so older clients compile. */
      isPaused: z.boolean().optional(),
    },
    // The text fields above hold their published place; one FREE_TEXT_FIELDS adds lands here.
    TEXT_READ,
  ),
);
export type ChildProfile = z.infer<typeof ChildProfile>;
export const ChildProfileResponse = envelope(ChildProfile);

export const ChildCreatedResponse = envelope(z.string());
export const ChildrenResponse = envelope(z.array(ChildSummary));
