// Decision 073: a contact detail split across fields or list items. Each text passes the
// detector alone, but another family reads the whole profile on one page; the API reads it in the
// page's order and refuses what the texts make together, naming every field that holds a part.
// Ordinary profiles, with numbers in many fields, are accepted.
import {
  type ContactFinding,
  ErrorBody,
  TERMS_SPLIT_MESSAGES,
  type TermsField,
} from '@waliyy/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childBody } from '../../src/test/children-fixtures';
import type { Family } from '../../src/test/likes-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../src/test/safety-fixtures';

type Kind = keyof typeof TERMS_SPLIT_MESSAGES;

/** A 400 for a detail split over `fields`: each named, with its own part, and all the parts. */
function expectSplit(
  res: LightMyRequestResponse,
  kind: Kind,
  fields: TermsField[],
  texts: string[],
) {
  expect(res.statusCode, res.body).toBe(400);
  const json = res.json();
  expect(ErrorBody.parse(json)).toEqual(json);
  expect(json.code).toBe('VALIDATION');
  expect(Object.keys(json.errors).sort()).toEqual([...fields].sort());
  for (const field of fields) expect(json.errors[field]).toBe(TERMS_SPLIT_MESSAGES[kind]);
  expect(Object.keys(json.contact).sort()).toEqual([...fields].sort());
  const findings = Object.values(json.contact) as ContactFinding[];
  for (const finding of findings) {
    expect(finding.kind).toBe(kind);
    expect(finding.parts?.map((part) => part.text)).toEqual(texts);
  }
}

describe('a contact detail split across fields (decision 073)', () => {
  let h: SafetyHarness;
  let family: Family;
  beforeAll(async () => {
    h = await createSafetyHarness();
    family = await h.family('FEMALE', { plan: false });
  });
  afterAll(() => h.close());

  const put = (body: Record<string, unknown>) =>
    h.call('PUT', `/api/v1/parent/child/${family.single.id}`, family.token, body);
  const create = (body: Record<string, unknown>) =>
    h.call('POST', '/api/v1/parent/child', family.token, childBody(body));

  it('refuses a phone number in three fields on set-up, naming the three', async () => {
    const res = await create({
      profession: 'Nurse 0803',
      aboutDressing: 'I wear an abaya 123',
      aboutEducationAndJob: 'I work in an office 4567',
    });
    expectSplit(
      res,
      'phone',
      ['profession', 'aboutDressing', 'aboutEducationAndJob'],
      ['0803', '123', '4567'],
    );
    expect(res.json().message).toBe(
      'Profession, How I dress and About my education and job, read together, make a phone number. Contact details are shared only after a match.',
    );
    const part = res.json().contact.aboutDressing;
    expect(part).toMatchObject({ start: 16, end: 19, text: '123' });
    expect(part).not.toHaveProperty('item');
  });

  it('refuses one over three speakers, and one hidden with a joiner and full-width digits', async () => {
    const speakers = await put({
      speakersListenedTo: ['Mufti Menk 0803', 'Dr Bilal 123', 'Yasir 4567'],
    });
    expectSplit(speakers, 'phone', ['speakersListenedTo'], ['0803', '123', '4567']);
    expect(speakers.json().contact.speakersListenedTo).toMatchObject({ item: 0, text: '0803' });
    expect(
      speakers.json().contact.speakersListenedTo.parts.map((p: { item: number }) => p.item),
    ).toEqual([0, 1, 2]);
    const hidden = await put({
      profession: 'Nurse +２３４',
      about: '8\u200c03 123 is the room I like best',
      aboutDressing: 'Modest, an abaya 4567',
    });
    expectSplit(
      hidden,
      'phone',
      ['profession', 'about', 'aboutDressing'],
      ['+２３４', '8\u200c03 123', '4567'],
    );
  });

  it('judges an update with the stored fields: the last piece sent alone is refused', async () => {
    expect((await put({ profession: 'Nurse 0803' })).statusCode).toBe(200);
    expect((await put({ aboutDressing: 'I wear an abaya 123' })).statusCode).toBe(200);
    const last = await put({ aboutEducationAndJob: 'I work in an office 4567' });
    expectSplit(
      last,
      'phone',
      ['profession', 'aboutDressing', 'aboutEducationAndJob'],
      ['0803', '123', '4567'],
    );
    // The refused update left nothing stored: an unrelated change goes through.
    expect((await put({ aboutEducationAndJob: 'I work in an office' })).statusCode).toBe(200);
    expect((await put({ relocationPlans: 'Abuja or Kano' })).statusCode).toBe(200);
    expect((await put({ profession: 'Nurse', aboutDressing: 'I wear an abaya' })).statusCode).toBe(
      200,
    );
  });

  it('refuses an update that completes a stored number by taking away the year between its parts', async () => {
    // The year in about stands between 0803 and 123: stored, this profile reads no number.
    const stored = await put({
      profession: 'Nurse 0803',
      about: 'Calm and kind, born in 1995',
      aboutDressing: 'I wear an abaya 123',
      aboutEducationAndJob: 'I work in an office 4567',
    });
    expect(stored.statusCode, stored.body).toBe(200);
    // The update sends none of the parts; taking the year away is what joins them.
    const cleared = await put({ about: 'Calm and kind' });
    expectSplit(
      cleared,
      'phone',
      ['profession', 'aboutDressing', 'aboutEducationAndJob'],
      ['0803', '123', '4567'],
    );
    expect((await put({ aboutDressing: 'I wear an abaya' })).statusCode).toBe(200);
  });

  it('refuses an e-mail address or handle split between about and another field', async () => {
    const email = await put({
      about: 'Calm and kind. Write to aisha.bello95',
      aboutDressing: 'at gmail, and I wear an abaya',
    });
    expectSplit(email, 'email', ['about', 'aboutDressing'], ['aisha.bello95', 'at gmail']);
    const spoken = await put({
      about: 'Calm and kind. My mail is aisha dot bello95 at',
      aboutDressing: 'yahoo, and I wear an abaya',
    });
    expect(spoken.statusCode, spoken.body).toBe(400);
    expect(Object.keys(spoken.json().errors).sort()).toEqual(['about', 'aboutDressing']);
    const handle = await put({
      about: 'Calm and kind. Find me on insta',
      aboutDressing: 'aisha_b95 is me',
    });
    expect(handle.statusCode, handle.body).toBe(400);
    expect(handle.json().contact.about.kind).toBe('handle');
  });

  it('accepts ordinary profiles with numbers in many fields', async () => {
    const ordinary = {
      about: 'I am the eldest of 5 and was born in 1995',
      aboutDressing: 'Abaya and hijab, size 12',
      aboutEducationAndJob: 'B.Sc. Nursing, graduated 2019',
      professionalPlans: 'Open a clinic by 2030',
      relocationPlans: 'Within 2 years',
      profession: 'Nurse, 6 years',
      descriptionOfIslamicPractice: 'I pray 5 times daily and have memorised juz 30',
      speakersListenedTo: ['Mufti Menk', 'Surah 2:255 tafsir', 'Nouman Ali Khan'],
    };
    const res = await put(ordinary);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await put({ about: 'Since 2015', aboutDressing: '3 children, all in abaya' })).statusCode,
    ).toBe(200);
    expect((await create({ ...ordinary, aboutDressing: 'Height 165, abaya 2' })).statusCode).toBe(
      201,
    );
  });
});
