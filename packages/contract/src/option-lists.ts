// The option lists (product.md §3) with their values and labels, without zod: the web's first
// signed-in pages word a value ('DIVORCED' → 'Divorced') without building a schema.
// options.ts adds the zod enums and re-exports these.

/** One choice of a select: `value` travels on the wire, `label` is what people read. */
export type Option<V extends string = string> = { readonly value: V; readonly label: string };

/** Where the label equals the value (genotype, salat pattern — product.md §3). */
function selfLabelled<const V extends string>(values: readonly [V, ...V[]]) {
  return values.map((value) => ({ value, label: value })) as unknown as readonly [
    Option<V>,
    ...Option<V>[],
  ];
}

export const GENOTYPES = selfLabelled(['AA', 'AC', 'AS', 'SS', 'CC', 'SC']);

/** Yes/No, as a form's radio buttons carry a boolean ('true', 'false'). */
export const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;

export const MARITAL_STATUSES = [
  { value: 'SINGLE', label: 'Single' },
  { value: 'MARRIED', label: 'Married' },
  { value: 'DIVORCED', label: 'Divorced' },
  { value: 'WIDOWED', label: 'Widowed' },
] as const;

export const EDUCATION_LEVELS = [
  { value: 'NONE', label: 'None' },
  { value: 'PRIMARY', label: 'Primary' },
  { value: 'SECONDARY', label: 'Secondary' },
  { value: 'BACHELORS', label: "Bachelor's degree" },
  { value: 'POSTGRADUATE_DIPLOMA', label: 'Postgraduate diploma' },
  { value: 'MASTERS', label: "Master's degree" },
  { value: 'PHD', label: 'PhD' },
] as const;

export const EMPLOYMENT_STATUSES = [
  { value: 'EMPLOYED', label: 'Employed' },
  { value: 'SELF_EMPLOYED', label: 'Self-employed' },
  { value: 'UNEMPLOYED', label: 'Unemployed' },
  { value: 'STUDENT', label: 'Student' },
  { value: 'DISABLED', label: 'Disabled - Unable to work due to disability' },
] as const;

/** The original client's five (decision 064); a preference may name any of them. */
export const SECTS = [
  { value: 'SUNNI', label: 'Sunni' },
  { value: 'SHIA', label: "Shi'a" },
  { value: 'SALAFI', label: 'Salafi' },
  { value: 'QADIRIYYAH', label: 'Qadiriyyah' },
  { value: 'TIJANIYYAH', label: 'Tijaniyyah' },
] as const;

export const GENDERS = [
  { value: 'MALE', label: 'Male' },
  { value: 'FEMALE', label: 'Female' },
] as const;

export const SALAT_PATTERNS = selfLabelled([
  'I pray 5 times daily',
  'I perform some of the daily prayers',
  'I pray occasionally',
  'I regularly attend Friday prayers',
  'I mainly pray on special occasions',
  'Not Practicing',
]);
