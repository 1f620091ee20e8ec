// Contact details split across fields or list items (decision 073): found when the profile is read
// in page order, and never made up from an ordinary profile's numbers and words.
import { TERMS_SPLIT_MESSAGES } from '@waliyy/contract/terms';
import { describe, expect, it } from 'vitest';
import { CONTACT_ORDINARY, type ContactOrdinary, FRESH_ORDINARY, HELDOUT_ORDINARY } from './corpus';
import { splitTermsErrors, type TermsValues } from './index';
import { profileSample } from './profile-sample';
import { READING_ORDER } from './reading';
import { findSplitContact } from './split';

const ORDINARY = [...CONTACT_ORDINARY, ...HELDOUT_ORDINARY, ...FRESH_ORDINARY];
/** The ordinary texts that hold a digit or a number word: what a join could misread. */
const NUMBERED = ORDINARY.filter((entry) =>
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|zero|oh)\b/i.test(entry.text),
);

/** A profile whose fields (in reading order) and three speakers are texts from `from` on. */
function profileFrom(texts: readonly ContactOrdinary[], from: number): TermsValues {
  const at = (i: number) => texts[(from + i) % texts.length]?.text ?? '';
  const values: Record<string, string | string[]> = {};
  for (const [i, field] of [...new Set(READING_ORDER)].entries()) values[field] = at(i);
  values.speakersListenedTo = [at(20), at(21), at(22)];
  return values as TermsValues;
}

describe('a phone number split across fields', () => {
  it('reads the numbers at the fields’ edges in page order, skipping texts without one', () => {
    const found = findSplitContact({
      profession: 'Nurse 0803',
      about: 'We are a simple family from Zaria.',
      aboutDressing: 'abaya 123',
      aboutEducationAndJob: 'office 4567',
    });
    expect(found).toEqual({
      kind: 'phone',
      parts: [
        { field: 'profession', start: 6, end: 10, text: '0803' },
        { field: 'aboutDressing', start: 6, end: 9, text: '123' },
        { field: 'aboutEducationAndJob', start: 7, end: 11, text: '4567' },
      ],
    });
  });

  it('across list items, with hidden characters, and in international form', () => {
    const items = findSplitContact({
      speakersListenedTo: ['Mufti Menk 0803', 'Dr Bilal 123', '4567'],
    });
    expect(items?.parts.map((p) => [p.field, p.item, p.text])).toEqual([
      ['speakersListenedTo', 0, '0803'],
      ['speakersListenedTo', 1, '123'],
      ['speakersListenedTo', 2, '4567'],
    ]);
    const hidden = findSplitContact({
      profession: 'Nurse ０８０\u200b３',
      lga: 'Ikeja',
      about: '123 4567 is my lucky run',
    });
    expect(hidden?.kind).toBe('phone');
    const plus = findSplitContact({
      about: 'call +234',
      aboutDressing: '803 123',
      aboutEducationAndJob: '4567 thanks',
    });
    expect(plus?.parts.map((p) => p.text)).toEqual(['+234', '803 123', '4567']);
  });

  it('finds Nigerian and foreign numbers, each split over three fields', () => {
    for (const parts of [
      ['0803', '123', '4567'],
      ['+234 803', '123', '4567'],
      ['234', '803123', '4567'],
      ['0701 234', '56', '78'],
      ['+44 7700', '900', '123'],
      ['07700', '900', '123'],
      ['020', '7946', '0123'],
      ['+1 202', '555', '0143'],
      ['+971 50', '123', '4567'],
      ['+49 30', '123', '4567'],
      ['06 12', '34 56', '78'],
    ]) {
      const values = {
        profession: `Nurse ${parts[0]}`,
        about: 'We are a simple family.',
        aboutDressing: `I wear an abaya ${parts[1]}`,
        aboutEducationAndJob: `I work in an office ${parts[2]}`,
      };
      expect(
        findSplitContact(values)?.parts.map((p) => p.text),
        parts.join('|'),
      ).toEqual(parts);
    }
  });

  it('does not make a phone number of years, counts and sizes', () => {
    const profiles: TermsValues[] = [
      {
        about: 'I started in 2015',
        aboutDressing: '3 children, all in abaya',
        startedPracticingIn: '2015',
      },
      {
        about: 'Born 1995',
        aboutDressing: 'size 12',
        aboutEducationAndJob: 'Graduated 2019',
        professionalPlans: 'Open a clinic by 2030',
      },
      {
        descriptionOfIslamicPractice: 'I pray 5 times daily and have memorised juz 30',
        startedPracticingIn: '2010',
        speakersListenedTo: ['Mufti Menk', 'Surah 2:255'],
      },
      {
        about: '5 siblings',
        aboutDressing: 'Height 165',
        aboutEducationAndJob: 'I finished 30',
        professionalPlans: 'By 1995',
      },
      {
        relocationPlans: 'Within 2 years',
        profession: 'Teacher, 10 years',
        descriptionOfIslamicPractice: '4 juz so far',
        startedPracticingIn: '2012',
      },
      {
        // A numbered list: 0102030405 is a valid French number, but nobody dials it.
        speakersListenedTo: [
          '01 Mufti Menk',
          '02 Nouman Ali Khan',
          '03 Sheikh Daurawa',
          '04 Omar Suleiman',
          '05 Yasir Qadhi',
        ],
      },
    ];
    for (const values of profiles)
      expect(findSplitContact(values), JSON.stringify(values)).toBeNull();
  });
  it('leaves a number whole in one text to that text’s own finding', () => {
    expect(
      findSplitContact({ about: 'Call 0803 123 4567', aboutDressing: '12 abayas' }),
    ).toBeNull();
  });
});

describe('an address or handle split between two fields', () => {
  it('finds an e-mail address across the join, written or spoken', () => {
    expect(
      findSplitContact({
        about: 'write to me at aisha.bello95',
        aboutDressing: '@gmail.com modest',
      }),
    ).toMatchObject({
      kind: 'email',
      parts: [
        { field: 'about', text: 'aisha.bello95' },
        { field: 'aboutDressing', text: '@gmail.com' },
      ],
    });
    expect(
      findSplitContact({
        about: 'my mail is aisha.bello95 at',
        aboutDressing: 'gmail dot com. I wear abaya',
      })?.kind,
    ).toBe('email');
  });

  it('finds a handle whose platform and name are in two fields', () => {
    expect(
      findSplitContact({ about: 'Find me on insta', aboutDressing: 'aisha_b is me' })?.kind,
    ).toBe('handle');
  });
});

describe('ordinary profiles read together', () => {
  it('finds nothing in profiles made of the ordinary corpus, every text at every place', () => {
    const found: unknown[] = [];
    for (const texts of [ORDINARY, NUMBERED]) {
      for (let from = 0; from < texts.length; from += 1) {
        const hit = findSplitContact(profileFrom(texts, from));
        if (hit) found.push(hit);
      }
    }
    expect(found).toEqual([]);
  });

  it('finds nothing in the whole-profile samples', () => {
    for (let variant = 0; variant < 50; variant += 1)
      expect(findSplitContact(profileSample(variant))).toBeNull();
  });
});

describe('the 400 for a split detail', () => {
  const values = {
    profession: 'Nurse 0803',
    aboutDressing: 'abaya 123',
    aboutEducationAndJob: 'office 4567',
  };

  it('names every field that holds a part, each with its own span and all the parts', () => {
    const answer = splitTermsErrors(values);
    expect(answer?.message).toBe(
      'Profession, How I dress and About my education and job, read together, make a phone number. Contact details are shared only after a match.',
    );
    expect(answer?.errors).toEqual({
      profession: TERMS_SPLIT_MESSAGES.phone,
      aboutDressing: TERMS_SPLIT_MESSAGES.phone,
      aboutEducationAndJob: TERMS_SPLIT_MESSAGES.phone,
    });
    expect(answer?.contact.aboutDressing).toMatchObject({
      kind: 'phone',
      start: 6,
      end: 9,
      text: '123',
    });
    expect(answer?.contact.aboutDressing?.parts).toHaveLength(3);
  });
});
