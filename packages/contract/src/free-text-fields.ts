// The free text a family writes about its single that other families read (decision 079): one
// entry per field, and every list that names these fields is derived from here — the body and
// profile schemas' text fields (child-fields.ts, children.ts), the Terms fields the contact
// detector judges (terms.ts) and their names in its messages (terms-messages.ts), what staff may
// edit out and its names (admin-moderation.ts), the detector's reading order and whole-profile
// sample, the test factory (testing.ts), and on the API and the web the removed-text values,
// the form defaults and the text areas of the forms and the profile page. The words (a form's
// label, an e-mail's name) are in the field-names catalogs, one per language, which the web and
// the API's e-mails both read (field-names.ts). No zod here: terms-messages.ts reads it on pages
// that load no schema.
import { CHILD_MESSAGES, LGA_MAX } from './child-messages';

/**
 * How the family writes it: `long` a text area, `line` one line, `list` comma-separated items
 * (`max` is then each item's longest).
 */
export type FreeTextKind = 'long' | 'line' | 'list';
/** The profile page's places: the header (under the name), then the three tabs. */
export type ProfileTab = 'header' | 'me' | 'education' | 'deen';

export type FreeTextSpec = {
  /** The longest text, in characters (the limit the body schemas enforce). */
  max: number;
  kind: FreeTextKind;
  /** The message when it is missing; null: optional, stored null when left blank. */
  required: string | null;
  /** false: given once, at set-up (READ_ONLY_FIELDS); true: Settings may change it too. */
  editable: boolean;
  /**
   * Every field here is public text the contact detector judges (TERMS_FIELDS); `redactable`:
   * staff may also edit it out of a reported profile (REDACTABLE_FIELDS).
   */
  redactable: boolean;
  /** Where the profile page shows it; `header`: shown under the name as well. */
  tab: ProfileTab;
  header?: true;
  /** The set-up and Settings forms' section; `summary` fields are laid out from this list. */
  form: 'nationality' | 'education' | 'deen' | 'summary';
  /** The column in `children` (apps/api/src/db/schema/people.ts declares it). */
  column: string;
  /**
   * English names: in the split-contact message (as the profile page names it), and as staff name
   * it (the e-mail's, in every language, is the field-names catalogs': `fieldName`).
   */
  names: { page: string; staff: string };
  /** A valid value for tests (the test factory's single). */
  example: string | readonly string[] | null;
};

/**
 * The list, in the order the API has always published these fields (TERMS_FIELDS, the findings
 * of a scan report): a new field goes at the end.
 */
export const FREE_TEXT_FIELDS = {
  about: {
    max: 2000,
    kind: 'long',
    required: CHILD_MESSAGES.about,
    editable: true,
    redactable: true,
    tab: 'me',
    form: 'summary',
    column: 'about',
    names: { page: 'About me', staff: 'About' },
    example: 'I am 25 years old, calm and family-minded.',
  },
  aboutEducationAndJob: {
    max: 2000,
    kind: 'long',
    required: CHILD_MESSAGES.educationAndJob,
    editable: true,
    redactable: true,
    tab: 'education',
    form: 'summary',
    column: 'about_education_and_job',
    names: { page: 'About my education and job', staff: 'About education and job' },
    example: 'Graduated in 2020, now working at a hospital.',
  },
  aboutDressing: {
    max: 2000,
    kind: 'long',
    required: CHILD_MESSAGES.dressing,
    editable: true,
    redactable: true,
    tab: 'me',
    form: 'summary',
    column: 'about_dressing',
    names: { page: 'How I dress', staff: 'About dressing' },
    example: 'Hijab and abaya.',
  },
  descriptionOfIslamicPractice: {
    max: 2000,
    kind: 'long',
    required: CHILD_MESSAGES.practice,
    editable: true,
    redactable: true,
    tab: 'deen',
    form: 'deen',
    column: 'description_of_islamic_practice',
    names: { page: 'My Islamic practice', staff: 'Islamic practice' },
    example: 'I pray 5 times daily and I memorised 2 juz.',
  },
  professionalPlans: {
    max: 2000,
    kind: 'long',
    required: CHILD_MESSAGES.plans,
    editable: true,
    redactable: true,
    tab: 'education',
    form: 'education',
    column: 'professional_plans',
    names: { page: 'Professional plans', staff: 'Professional plans' },
    example: 'I want to open a community pharmacy in the next five years.',
  },
  relocationPlans: {
    max: 1000,
    kind: 'long',
    required: null,
    editable: true,
    redactable: true,
    tab: 'education',
    form: 'education',
    column: 'relocation_plans',
    names: { page: 'Relocation plans', staff: 'Relocation plans' },
    example: 'Open to moving within Nigeria.',
  },
  islamicOrganizationName: {
    max: 200,
    kind: 'line',
    required: null,
    editable: true,
    redactable: true,
    tab: 'deen',
    form: 'deen',
    column: 'islamic_organization_name',
    names: { page: 'Islamic organisation', staff: 'Islamic organisation' },
    example: 'MSSN',
  },
  speakersListenedTo: {
    max: 100,
    kind: 'list',
    required: null,
    editable: true,
    redactable: true,
    tab: 'deen',
    form: 'deen',
    column: 'speakers_listened_to',
    names: { page: 'Speakers listened to', staff: 'Speakers listened to' },
    example: ['Mufti Menk', 'Nouman Ali Khan'],
  },
  profession: {
    max: 100,
    kind: 'line',
    required: CHILD_MESSAGES.profession,
    editable: true,
    redactable: true,
    tab: 'education',
    header: true,
    form: 'education',
    column: 'profession',
    names: { page: 'Profession', staff: 'Profession' },
    example: 'Pharmacist',
  },
  state: {
    max: 100,
    kind: 'line',
    required: CHILD_MESSAGES.stateRequired,
    editable: false,
    redactable: false,
    tab: 'me',
    form: 'nationality',
    column: 'state',
    names: { page: 'State of origin', staff: 'State of origin' },
    example: 'Kano',
  },
  lga: {
    max: LGA_MAX,
    kind: 'line',
    required: CHILD_MESSAGES.lga,
    editable: true,
    redactable: false,
    tab: 'header',
    form: 'nationality',
    column: 'lga',
    names: { page: 'LGA', staff: 'LGA' },
    example: 'Fagge',
  },
  startedPracticingIn: {
    max: 100,
    kind: 'line',
    required: CHILD_MESSAGES.startedPracticing,
    editable: false,
    redactable: true,
    tab: 'deen',
    form: 'deen',
    column: 'started_practicing_in',
    names: { page: 'Started practising in', staff: 'Started practising in' },
    example: 'Since childhood',
  },
  mixedEthnicityDescription: {
    max: 200,
    kind: 'line',
    required: null,
    editable: false,
    redactable: true,
    tab: 'me',
    form: 'nationality',
    column: 'mixed_ethnicity_description',
    names: { page: 'Mixed ethnicity', staff: 'Mixed ethnicity' },
    example: null,
  },
} as const satisfies Record<string, FreeTextSpec>;

type Fields = typeof FREE_TEXT_FIELDS;
export type FreeTextField = keyof Fields;
/** The fields whose entry matches `P` (e.g. `{ editable: true }`). */
export type FreeTextWhere<P> = {
  [K in FreeTextField]: Fields[K] extends P ? K : never;
}[FreeTextField];

export const FREE_TEXT_NAMES = Object.keys(FREE_TEXT_FIELDS) as FreeTextField[];

/** The fields whose entry passes `test`, in the list's order. */
export function freeTextWhere<K extends FreeTextField = FreeTextField>(
  test: (spec: FreeTextSpec, field: FreeTextField) => boolean,
): K[] {
  return FREE_TEXT_NAMES.filter((field) => test(FREE_TEXT_FIELDS[field], field)) as K[];
}

/** One value per field of `fields`, in the list's order: a Record the types check whole. */
export function perField<K extends FreeTextField, V>(
  fields: readonly K[],
  value: (spec: Fields[K], field: K) => V,
): Record<K, V> {
  return Object.fromEntries(
    fields.map((field) => [field, value(FREE_TEXT_FIELDS[field], field)]),
  ) as Record<K, V>;
}

/**
 * `order` (a published order that predates this list), then the fields of `fields` it does not
 * name, in the list's order: a new field lands at the end.
 */
export function inOrder<A extends string, B extends string>(
  order: readonly A[],
  fields: readonly B[],
): (A | B)[] {
  const named = new Set<string>(order);
  return [...order, ...fields.filter((field) => !named.has(field))];
}

/**
 * `shape`, then the entries of `more` it does not name: the fields a shape lists hold their
 * published place (the OpenAPI's `required` order), and a field the list adds lands at the end.
 */
export function thenTheRest<A extends object, B extends object>(
  shape: A,
  more: B,
): A & Omit<B, keyof A> {
  const rest = Object.entries(more).filter(([key]) => !Object.hasOwn(shape, key));
  return { ...shape, ...Object.fromEntries(rest) } as A & Omit<B, keyof A>;
}

/**
 * The free-text fields of `source`, by name: a row, or a table's columns (the API's `children`
 * names each column as its wire field), so a mapper or a select reads every field of the list.
 */
export function freeTextOf<R extends { [F in FreeTextField]: unknown }>(
  source: R,
): Pick<R, FreeTextField> {
  return perField(FREE_TEXT_NAMES, (_, field) => source[field]) as Pick<R, FreeTextField>;
}

/**
 * The field-names catalogs' key (field-names/<language>.json) of a field's label: the set-up and
 * Settings forms' label, and the profile page's heading for a field laid out from this list.
 */
export const fieldLabel = <F extends FreeTextField>(field: F) => `field.label.${field}` as const;

/**
 * The field-names catalogs' key of a field's name inside a sentence (the e-mail that tells a
 * family what staff edited out): `inWords`, like every word a sentence holds, may read otherwise
 * than the same English elsewhere (`About` the field, not the site's About page).
 */
export const fieldName = <F extends FreeTextWhere<{ redactable: true }>>(field: F) =>
  `field.inWords.${field}` as const;
