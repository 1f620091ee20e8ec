// A whole profile for timing the check: every Terms field filled to its longest with ordinary
// texts from the corpus (the slowest case: nothing found, so every rule reads every field).
import { CONTACT_ORDINARY, type ContactOrdinary } from './corpus';
import type { TermsValues } from './index';

const LONGEST: Record<string, number> = {
  about: 2000,
  aboutEducationAndJob: 2000,
  aboutDressing: 2000,
  descriptionOfIslamicPractice: 2000,
  professionalPlans: 2000,
  relocationPlans: 1000,
  islamicOrganizationName: 200,
  profession: 100,
  state: 100,
  lga: 100,
  startedPracticingIn: 100,
  mixedEthnicityDescription: 200,
};

/** Ordinary sentences, from the `offset`th on, joined up to `length` characters. */
function filled(length: number, offset: number, texts: readonly ContactOrdinary[]): string {
  let text = '';
  for (let i = offset; text.length < length; i += 1) {
    const next = texts[i % texts.length]?.text ?? '';
    if (text.length + next.length + 1 > length) break;
    text += (text ? ' ' : '') + next;
  }
  return text;
}

/** `texts`: where the sentences come from (the languages set times Hausa, Yoruba and Arabic). */
export function profileSample(
  variant: number,
  texts: readonly ContactOrdinary[] = CONTACT_ORDINARY,
): TermsValues {
  const values: Record<string, string | string[]> = {};
  for (const [i, [field, length]] of Object.entries(LONGEST).entries()) {
    values[field] = filled(length, variant * 7 + i * 13, texts);
  }
  values.speakersListenedTo = Array.from({ length: 20 }, (_, i) => filled(100, variant + i, texts));
  return values as TermsValues;
}

export const SAMPLE_NAMES = ['Aisha', 'Bello', 'Ibrahim', 'Bello'] as const;
