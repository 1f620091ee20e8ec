// A whole profile for timing the check: every Terms field filled to its longest with ordinary
// texts from the corpus (the slowest case: nothing found, so every rule reads every field).
import { FREE_TEXT_FIELDS, FREE_TEXT_NAMES } from '@waliyy/contract/free-text-fields';
import { CONTACT_ORDINARY, type ContactOrdinary } from './corpus';
import type { TermsValues } from './index';

/** Each text field's longest (FREE_TEXT_FIELDS, decision 079); the list field is filled below. */
const LONGEST: Record<string, number> = Object.fromEntries(
  FREE_TEXT_NAMES.flatMap((field) => {
    const { kind, max } = FREE_TEXT_FIELDS[field];
    return kind === 'list' ? [] : [[field, max]];
  }),
);
const LIST_FIELDS = FREE_TEXT_NAMES.filter((field) => FREE_TEXT_FIELDS[field].kind === 'list');

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

/**
 * `texts`: where the sentences come from (the languages set times Hausa, Yoruba and Arabic).
 * @internal For the bench and the tests.
 */
export function profileSample(
  variant: number,
  texts: readonly ContactOrdinary[] = CONTACT_ORDINARY,
): TermsValues {
  const values: Record<string, string | string[]> = {};
  for (const [i, [field, length]] of Object.entries(LONGEST).entries()) {
    values[field] = filled(length, variant * 7 + i * 13, texts);
  }
  // A list field at its most: 20 items (SpeakersList), each at its longest.
  for (const field of LIST_FIELDS) {
    const { max } = FREE_TEXT_FIELDS[field];
    values[field] = Array.from({ length: 20 }, (_, i) => filled(max, variant + i, texts));
  }
  return values as TermsValues;
}

/** @internal For the bench and the tests. */
export const SAMPLE_NAMES = ['Aisha', 'Bello', 'Ibrahim', 'Bello'] as const;
