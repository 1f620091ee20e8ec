/** A single's profile: its messages (product.md §5's own where it has them) and human ranges. */
import { MIN_AGE, NAME_MIN } from './constants';

/** Human ranges (metres, kilograms): they catch centimetres, pounds and typing slips. */
export const HEIGHT_RANGE = { min: 1.0, max: 2.5 } as const;
export const WEIGHT_RANGE = { min: 30, max: 250 } as const;
export const NIGERIAN_CITIZENSHIP = 'Nigerian';
export const NIGERIA = 'Nigeria';
/** 'LGA or county' (decision 063): free text unless the single is from a Nigerian state and lives in Nigeria. */
export const LGA_MAX = 60;

// product.md §5 Profile setup, with its exact messages; the rest are ours.
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
  /** The family saved text staff edited out of the profile (decision 025). */
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
