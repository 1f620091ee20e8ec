/**
 * A person's gender as the catalogs' `{gender, select, female {…} male {…} other {…}}` reads it
 * (decision 46): Arabic and Hausa say "she lives in", "she smokes" where English needs no gender.
 * Passed as `gender` to every key of gendered-keys.ts; an unknown gender takes `other`, a form
 * right for both.
 */
export type GenderParam = 'female' | 'male' | 'other';

export function genderParam(gender: string | null | undefined): GenderParam {
  if (gender === 'FEMALE') return 'female';
  if (gender === 'MALE') return 'male';
  return 'other';
}
