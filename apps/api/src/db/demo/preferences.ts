import type { PreferenceInput } from '@waliyy/contract/preferences';
import type { DemoFamily, seededRandom } from './generate';

type Random = ReturnType<typeof seededRandom>;
type DemoSingle = DemoFamily['singles'][number];

const clampAge = (age: number) => Math.min(100, Math.max(18, age));

/**
 * What a demo single's family is looking for, in the API's shape (validated by the contract's
 * PreferenceBody when loaded). Realistic rather than random: women's families look for men a
 * little older, men for women a little younger; most want someone who prays five times a day
 * and has never married; some narrow the country or education, the rest leave them open.
 */
export function demoPreference(r: Random, single: DemoSingle, now: Date): PreferenceInput {
  const age = now.getUTCFullYear() - single.yearOfBirth;
  const isMale = single.gender === 'MALE';
  const minAge = clampAge(isMale ? age - 8 - r.int(3) : age - r.int(2));
  const maxAge = clampAge(isMale ? age + r.int(3) : age + 8 + r.int(5));
  const prefersNot = (p: number) => (r.chance(p) ? false : null);
  return {
    minAge,
    maxAge: Math.max(minAge, maxAge),
    genotypes: [],
    minHeight: !isMale && r.chance(0.4) ? 1.65 : null,
    maxHeight: null,
    minWeight: null,
    maxWeight: null,
    maritalStatus: r.chance(0.7) ? ['SINGLE'] : r.chance(0.5) ? ['SINGLE', 'DIVORCED'] : [],
    levelOfEducation: r.chance(0.5) ? ['BACHELORS', 'POSTGRADUATE_DIPLOMA', 'MASTERS', 'PHD'] : [],
    employmentStatus: !isMale && r.chance(0.6) ? ['EMPLOYED', 'SELF_EMPLOYED'] : [],
    countryOfResidence: r.chance(0.3)
      ? [single.countryOfResidence, 'Nigeria'].filter((c, i, all) => all.indexOf(c) === i)
      : [],
    citizenship: [],
    willingnessToRelocate: single.isWillingToRelocate ? null : r.chance(0.3) ? true : null,
    patternOfSalat: r.chance(0.65) ? ['I pray 5 times daily'] : [],
    sect: r.chance(0.8) ? ['SUNNI'] : [],
    hasChildren: prefersNot(single.maritalStatus === 'SINGLE' ? 0.6 : 0.1),
    isRevert: null,
    isSmoker: prefersNot(0.85),
    isDrinker: prefersNot(0.95),
    hasAddictions: prefersNot(0.9),
  };
}
