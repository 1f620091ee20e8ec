import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import {
  CONTEXT_CHARS,
  contactExplanation,
  contactFindings,
  contactMarks,
  markOf,
} from './contact-marks';

const FIELDS = {
  about: 'about',
  profession: 'profession',
  speakersListenedTo: 'speakersListenedTo',
  yearOfBirth: 'dateOfBirth',
} as const;

describe('contactMarks', () => {
  it('splits the text sent at the finding’s offsets, field by field', () => {
    const about = 'Calm and kind. My number is 0803 123 4567, call after six.';
    const start = about.indexOf('0803');
    const marks = contactMarks(
      {
        about: { kind: 'phone', start, end: start + 13, text: '0803 123 4567' },
        profession: { kind: 'email', start: 11, end: 26, text: 'aisha@gmail.com' },
      },
      { about, profession: 'Pharmacist aisha@gmail.com', height: 1.65 },
      FIELDS,
    );
    expect(marks).toEqual({
      about: {
        kind: 'phone',
        before: 'Calm and kind. My number is ',
        found: '0803 123 4567',
        after: ', call after six.',
      },
      profession: { kind: 'email', before: 'Pharmacist ', found: 'aisha@gmail.com', after: '' },
    });
  });

  it('marks the entry of a list field that the server names by its place', () => {
    const marks = contactMarks(
      { speakersListenedTo: { kind: 'handle', start: 0, end: 8, text: '@someone', item: 1 } },
      { speakersListenedTo: ['Mufti Menk', '@someone', 'Omar Suleiman'] },
      FIELDS,
    );
    expect(marks.speakersListenedTo).toEqual({
      kind: 'handle',
      before: '',
      found: '@someone',
      after: '',
      item: 1,
    });
  });

  it('counts offsets in UTF-16 units, as the server does (emoji and accents before the span)', () => {
    const about = 'Shā’ Allāh 🌙 reach me: aisha@gmail.com';
    const start = about.indexOf('aisha');
    const mark = markOf(
      { kind: 'email', start, end: about.length, text: 'aisha@gmail.com' },
      about,
    );
    expect(mark.before).toBe('Shā’ Allāh 🌙 reach me: ');
    expect(mark.found).toBe('aisha@gmail.com');
  });

  it('finds the quoted text when the offsets do not hold it, and shows it alone when absent', () => {
    const finding = { kind: 'phone', start: 40, end: 53, text: '0803 123 4567' } as const;
    expect(markOf(finding, 'call 0803 123 4567 now')).toMatchObject({
      before: 'call ',
      after: ' now',
    });
    expect(markOf(finding, 'something else entirely')).toEqual({
      kind: 'phone',
      before: '',
      found: '0803 123 4567',
      after: '',
    });
    expect(markOf(finding, null)).toMatchObject({ before: '', found: '0803 123 4567', after: '' });
  });

  it('keeps a few words of context on each side of a long text, cut at a word', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const before = `${words(30)} `;
    const after = ` ${words(30)}`;
    const text = `${before}07031234567${after}`;
    const mark = markOf(
      { kind: 'phone', start: before.length, end: before.length + 11, text: '07031234567' },
      text,
    );
    expect(mark.before.startsWith('…word')).toBe(true);
    expect(mark.before.endsWith('word29 ')).toBe(true);
    expect(mark.before.length).toBeLessThanOrEqual(CONTEXT_CHARS + 1);
    expect(mark.after.startsWith(' word0 ')).toBe(true);
    expect(mark.after.endsWith('…')).toBe(true);
    expect(mark.after.length).toBeLessThanOrEqual(CONTEXT_CHARS + 1);
    expect(mark.after).not.toMatch(/\s…$/);
  });

  it('leaves out fields the form has no input for, and keeps the first of two on one input', () => {
    const marks = contactMarks(
      {
        password: { kind: 'phone', start: 0, end: 11, text: '08031234567' },
        about: { kind: 'phone', start: 0, end: 11, text: '08031234567' },
      },
      { about: '08031234567' },
      { about: 'about' } as Record<string, 'about'>,
    );
    expect(Object.keys(marks)).toEqual(['about']);
  });
});

describe('contactFindings', () => {
  it('keeps the well-formed findings of the 400’s contact and drops the rest', () => {
    const phone = { kind: 'phone', start: 13, end: 26, text: '0803 123 4567' };
    const handle = { kind: 'handle', start: 0, end: 8, text: '@someone', item: 2 };
    expect(
      contactFindings({
        about: phone,
        speakersListenedTo: handle,
        profession: { kind: 'email', start: -1, end: 4, text: 'x' },
        lga: { kind: 'phone', start: 5, end: 2, text: 'x' },
        state: { kind: 'name', start: 0, end: 1, text: 'x', item: 1.5 },
        mixedEthnicityDescription: 'not a finding',
        // A kind this client has no words for: the field's error message alone shows.
        startedPracticingIn: { kind: 'fax', start: 0, end: 1, text: 'x' },
        relocationPlans: { kind: 'toString', start: 0, end: 1, text: 'x' },
      }),
    ).toEqual({ about: phone, speakersListenedTo: handle });
    expect(contactFindings(undefined)).toEqual({});
    expect(contactFindings('nonsense')).toEqual({});
  });
});

describe('contactExplanation', () => {
  it('says the kind in plain words and quotes what was found', () => {
    const base = { before: '', after: '' };
    expect(contactExplanation({ ...base, kind: 'phone', found: '0803 123 4567' })).toBe(
      'We found what looks like a phone number: “0803 123 4567”',
    );
    expect(contactExplanation({ ...base, kind: 'email', found: 'aisha@gmail.com' })).toBe(
      'We found what looks like an e-mail address: “aisha@gmail.com”',
    );
    expect(contactExplanation({ ...base, kind: 'link', found: 'linktr.ee/aisha' })).toContain(
      'a link or web address',
    );
    expect(contactExplanation({ ...base, kind: 'name', found: 'Aisha' })).toContain('a name');
    expect(contactExplanation({ ...base, kind: 'handle', found: 'add me on IG' })).toContain(
      'a social media handle, or an invitation to write elsewhere',
    );
  });

  it('names the entry of a list', () => {
    expect(
      contactExplanation({ kind: 'handle', found: '@someone', before: '', after: '', item: 1 }),
    ).toBe(
      'In the 2nd name on the list, we found what looks like a social media handle, or an invitation to write elsewhere: “@someone”',
    );
    const nth = (item: number) =>
      contactExplanation({ kind: 'name', found: 'Aisha', before: '', after: '', item: item - 1 })
        .split(' name on the list')[0]
        ?.replace('In the ', '');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map(nth)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '103rd',
    ]);
  });

  it('shortens a long quote (the whole text, while the detector answers with it)', () => {
    const found = 'x'.repeat(200);
    const line = contactExplanation({ kind: 'phone', found, before: '', after: '' });
    expect(line.length).toBeLessThan(140);
    expect(line.endsWith('…”')).toBe(true);
  });
});

describe('contactExplanation in Hausa', () => {
  it('says the kind and the entry in Hausa, quoting what was found as it is', async () => {
    await activateLanguage('ha');
    expect(
      contactExplanation({ kind: 'phone', found: '0803 123 4567', before: '', after: '' }),
    ).toBe('Mun sami abin da ya yi kama da lambar waya: “0803 123 4567”');
    expect(
      contactExplanation({ kind: 'name', found: 'Aisha', before: '', after: '', item: 1 }),
    ).toBe('A suna na 2 a cikin jerin, mun sami abin da ya yi kama da wani suna: “Aisha”');
  });
});
