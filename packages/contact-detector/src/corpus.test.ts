// The contact-details corpus's shape (decision 019). Recall and false-positive thresholds are
// checked by the detector's own test; this one only makes sure the corpus is what it claims.
import { describe, expect, it } from 'vitest';
import {
  CONTACT_EVASIONS,
  CONTACT_KINDS,
  CONTACT_LANGUAGES,
  CONTACT_ORDINARY,
  FRESH_EVASIONS,
  FRESH_ORDINARY,
  HELDOUT_EVASIONS,
  HELDOUT_ORDINARY,
  LANGUAGES_EVASIONS,
  LANGUAGES_ORDINARY,
} from './corpus';

/**
 * Every evasion class the issue lists, with the kind it smuggles (the languages set added Arabic and
 * French number words, digits and words in one token, and "DM me").
 */
const EVASION_CLASSES: Record<string, (typeof CONTACT_KINDS)[number]> = {
  'phone-plain-ng': 'phone',
  'phone-plain-intl': 'phone',
  'phone-spelled-english': 'phone',
  'phone-separators': 'phone',
  'phone-letters-for-digits': 'phone',
  'phone-other-scripts': 'phone',
  'phone-zero-width': 'phone',
  'phone-yoruba': 'phone',
  'phone-hausa': 'phone',
  'phone-igbo': 'phone',
  'phone-pidgin': 'phone',
  'phone-arabic': 'phone',
  'phone-french': 'phone',
  'phone-mixed': 'phone',
  'email-plain': 'email',
  'email-spoken': 'email',
  'email-fullwidth': 'email',
  'email-spaced-letters': 'email',
  'email-custom-domain': 'email',
  'link-url': 'link',
  'link-bare-domain': 'link',
  'link-page': 'link',
  'handle-at': 'handle',
  'handle-platform-id': 'handle',
  'handle-platform-disguised': 'handle',
  'handle-platform-number': 'handle',
  'handle-invite': 'handle',
  'handle-direct': 'handle',
  'name-plain': 'name',
  'name-spaced': 'name',
  'name-zero-width': 'name',
  'name-confusable': 'name',
  'name-guardian': 'name',
};

/** Every kind of ordinary text the issue asks for. */
const ORDINARY_CLASSES = [
  'english-about',
  'pidgin',
  'hausa',
  'yoruba',
  'igbo',
  'arabic-phrases',
  'arabic',
  'ages',
  'years',
  'heights-weights',
  'quran',
  'children',
  'times',
  'grades',
  'money',
  'platform-prose',
  'call-me',
  'at-dot-words',
  'professions',
  'prophet',
  'name-substrings',
  'number-words',
  'numbers-misc',
  'short-fields',
];

/** Classes only the languages set has: the development set need not cover them. */
const LANGUAGE_ONLY = new Set([
  'phone-arabic',
  'phone-french',
  'phone-mixed',
  'handle-direct',
  'arabic',
]);

/** At least this many texts in every class, so that no class is a token one. */
const MIN_PER_CLASS = 4;

const ALL_EVASIONS = [
  ...CONTACT_EVASIONS,
  ...HELDOUT_EVASIONS,
  ...FRESH_EVASIONS,
  ...LANGUAGES_EVASIONS,
];
const ALL_ORDINARY = [
  ...CONTACT_ORDINARY,
  ...HELDOUT_ORDINARY,
  ...FRESH_ORDINARY,
  ...LANGUAGES_ORDINARY,
];

const isNames = (value: unknown) =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((name) => typeof name === 'string' && name.trim().length >= 2);

function countBy(classes: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of classes) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

describe('contact corpus', () => {
  it('holds at least 200 evasions and 200 ordinary texts', () => {
    expect(CONTACT_EVASIONS.length).toBeGreaterThanOrEqual(200);
    expect(CONTACT_ORDINARY.length).toBeGreaterThanOrEqual(200);
  });

  it('holds at least 100 of each in the held-out and fresh corpora', () => {
    for (const corpus of [HELDOUT_EVASIONS, HELDOUT_ORDINARY, FRESH_EVASIONS, FRESH_ORDINARY]) {
      expect(corpus.length).toBeGreaterThanOrEqual(100);
    }
  });

  it('holds 20 evasions and 30 ordinary texts in each of Hausa, Yoruba and Arabic, all marked', () => {
    for (const entry of [...LANGUAGES_EVASIONS, ...LANGUAGES_ORDINARY]) {
      expect(CONTACT_LANGUAGES, entry.text).toContain(entry.lang);
    }
    for (const language of ['ha', 'yo', 'ar']) {
      const evasions = LANGUAGES_EVASIONS.filter((entry) => entry.lang === language);
      const ordinary = LANGUAGES_ORDINARY.filter((entry) => entry.lang === language);
      expect(evasions.length, language).toBeGreaterThanOrEqual(20);
      expect(ordinary.length, language).toBeGreaterThanOrEqual(30);
    }
  });

  it('has only valid evasions, each of a known class and its kind', () => {
    for (const entry of ALL_EVASIONS) {
      const where = JSON.stringify(entry.text);
      expect(
        Object.keys(entry).every((key) =>
          ['text', 'kind', 'class', 'names', 'lang', 'note'].includes(key),
        ),
        where,
      ).toBe(true);
      expect(typeof entry.text === 'string' && entry.text.trim().length > 0, where).toBe(true);
      expect(CONTACT_KINDS, where).toContain(entry.kind);
      expect(EVASION_CLASSES[entry.class], where).toBe(entry.kind);
      if (entry.kind === 'name') expect(isNames(entry.names), where).toBe(true);
      else expect(entry.names, where).toBeUndefined();
      if (entry.note !== undefined) expect(typeof entry.note, where).toBe('string');
    }
  });

  it('has only valid ordinary texts, each of a known class', () => {
    for (const entry of ALL_ORDINARY) {
      const where = JSON.stringify(entry.text);
      expect(
        Object.keys(entry).every((key) => ['text', 'class', 'names', 'lang', 'note'].includes(key)),
        where,
      ).toBe(true);
      expect(typeof entry.text === 'string' && entry.text.trim().length > 0, where).toBe(true);
      expect(ORDINARY_CLASSES, where).toContain(entry.class);
      if (entry.names !== undefined) expect(isNames(entry.names), where).toBe(true);
      if (entry.note !== undefined) expect(typeof entry.note, where).toBe('string');
    }
  });

  it('covers every class the issue lists, each with several texts', () => {
    const evasions = countBy(CONTACT_EVASIONS.map((entry) => entry.class));
    for (const name of Object.keys(EVASION_CLASSES).filter((name) => !LANGUAGE_ONLY.has(name))) {
      expect(evasions.get(name) ?? 0, name).toBeGreaterThanOrEqual(MIN_PER_CLASS);
    }
    const ordinary = countBy(CONTACT_ORDINARY.map((entry) => entry.class));
    for (const name of ORDINARY_CLASSES.filter((name) => !LANGUAGE_ONLY.has(name))) {
      expect(ordinary.get(name) ?? 0, name).toBeGreaterThanOrEqual(MIN_PER_CLASS);
    }
    // Ordinary texts that give names, to catch false alarms of the name rule.
    expect(CONTACT_ORDINARY.filter((entry) => entry.names).length).toBeGreaterThanOrEqual(15);
  });

  it('has no text twice, within or across the eight files (case and spacing aside)', () => {
    const seen = new Set<string>();
    const twice: string[] = [];
    const all = [...ALL_EVASIONS, ...ALL_ORDINARY];
    for (const { text } of all) {
      const key = text
        .toLowerCase()
        .replace(/[ \t]+/g, ' ')
        .trim();
      if (seen.has(key)) twice.push(text);
      seen.add(key);
    }
    expect(twice).toEqual([]);
  });
});
