import {
  type ContactKind,
  ErrorBody,
  FREE_TEXT_FIELDS,
  READ_ONLY_FIELDS,
  TERMS_FIELDS,
  TERMS_MESSAGES,
  type TermsField,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, users } from '../../db/schema';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { childBody } from '../../test/children-fixtures';

// Decisions 019 and 067: every field another family can read goes through the contact detector
// on create and on update; the 400 names the kind and the span. The detector's own recall is the
// contact-detector package's business; here, plain contact details in every field, and the names.

/** Contact details written plainly inside a sentence, and the part the span must cover. */
const PLAIN: [ContactKind, string, string][] = [
  ['phone', 'My number is 08031234567, any time.', '08031234567'],
  ['email', 'Write to aisha.bello@gmail.com please', 'aisha.bello@gmail.com'],
  ['link', 'see www.mysite.ng', 'mysite.ng'],
  ['handle', 'I am @aisha_b everywhere', 'aisha_b'],
];

/** A single abroad: there, state and LGA are free text (a Nigerian's come from the lists). */
const abroad = (overrides: Record<string, unknown> = {}) =>
  childBody({
    citizenship: 'British',
    state: 'Greater Manchester',
    lga: 'Bolton',
    countryofResidence: 'United Kingdom',
    isMixedEthnicity: true,
    mixedEthnicityDescription: 'Hausa and Fulani',
    ...overrides,
  });

/** What to send in the field: a list gets the text as its second item. */
const valueFor = (field: TermsField, text: string) =>
  field === 'speakersListenedTo' ? ['Mufti Menk', text] : text;

/**
 * A 400 for contact details in `field` only: the kind's message, and a span of the text as sent
 * (`value.slice(start, end) === text`) that covers `core`. The body is exactly the contract's
 * ErrorBody, `contact` included, so the web can read it.
 */
function expectRefused(
  res: LightMyRequestResponse,
  field: TermsField,
  kind: ContactKind,
  sent: string | string[],
  core: string,
) {
  expect(res.statusCode, `${field} ${kind}: ${res.body}`).toBe(400);
  const json = res.json();
  expect(ErrorBody.parse(json)).toEqual(json);
  expect(json.code).toBe('VALIDATION');
  expect(json.message).toBe(TERMS_MESSAGES[kind]);
  expect(json.errors).toEqual({ [field]: TERMS_MESSAGES[kind] });
  expect(Object.keys(json.contact)).toEqual([field]);
  const finding = json.contact[field];
  expect(finding.kind).toBe(kind);
  let text: string;
  if (Array.isArray(sent)) {
    expect(finding.item).toBe(sent.findIndex((item) => item.includes(core)));
    text = sent[finding.item] as string;
  } else {
    expect(finding).not.toHaveProperty('item');
    text = sent;
  }
  expect(finding.start).toBeLessThan(finding.end);
  expect(text.slice(finding.start, finding.end)).toBe(finding.text);
  expect(finding.text).toContain(core);
}

describe('Terms on set-up: every readable free-text field, all four names', () => {
  let h: AuthHarness;
  let token: string;
  let holder: { firstName: string; lastName: string };
  beforeAll(async () => {
    h = await createAuthHarness();
    const registered = await h.register();
    token = registered.token;
    holder = registered.input;
    await h.database.db
      .update(users)
      .set({ singlesLimit: 1000 })
      .where(eq(users.email, registered.input.email));
  });
  afterAll(() => h.close());

  const create = (body: unknown) => h.call('POST', '/api/v1/parent/child', { body, token });
  const singles = async () =>
    (await h.call('GET', '/api/v1/parent/children', { token })).json().data.length;

  it('takes the fixtures as they are: a single abroad, and Lagos/Ikeja at home', async () => {
    expect((await create(abroad())).statusCode).toBe(201);
    expect((await create(childBody({ state: 'Lagos', lga: 'Ikeja' }))).statusCode).toBe(201);
  });

  for (const field of TERMS_FIELDS) {
    it(`refuses contact details in ${field}, with the kind and the span`, async () => {
      const before = await singles();
      for (const [kind, text, core] of PLAIN) {
        const value = valueFor(field, text);
        expectRefused(await create(abroad({ [field]: value })), field, kind, value, core);
      }
      expect(await singles()).toBe(before);
    });
  }

  it("refuses the account holder's first and last name (the guardian), and the single's", async () => {
    const about = `Ask ${holder.firstName} about us`;
    expectRefused(await create(abroad({ about })), 'about', 'name', about, holder.firstName);
    // (After a scholar's title — 'Ustaz X' — a name is taken for the scholar's: packages/contact-detector.)
    const speakers = ['Mufti Menk', `The ${holder.lastName} family halaqa`];
    expectRefused(
      await create(abroad({ speakersListenedTo: speakers })),
      'speakersListenedTo',
      'name',
      speakers,
      holder.lastName,
    );
    const own = abroad({ firstName: 'Zainab', profession: 'Zainab runs a bakery' });
    expectRefused(await create(own), 'profession', 'name', 'Zainab runs a bakery', 'Zainab');
  });

  it('reports every field that fails at once, each with its own finding', async () => {
    const res = await create(abroad({ about: 'call 08031234567', lga: 'aisha.bello@gmail.com' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ about: TERMS_MESSAGES.phone, lga: TERMS_MESSAGES.email });
    expect(res.json().contact.about.kind).toBe('phone');
    expect(res.json().contact.lga.kind).toBe('email');
  });

  it('accepts ordinary text with numbers', async () => {
    const res = await create(
      abroad({
        about: 'I am 25 years old, born in 1998, height 1.75m.',
        descriptionOfIslamicPractice: 'I pray 5 times daily and memorised 2 juz.',
        startedPracticingIn: '2010',
      }),
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('Terms on update: the fields sent, all four names', () => {
  let h: AuthHarness;
  let token: string;
  let holder: { firstName: string; lastName: string };
  let id: string;
  beforeAll(async () => {
    h = await createAuthHarness();
    const registered = await h.register();
    token = registered.token;
    holder = registered.input;
    id = (await h.call('POST', '/api/v1/parent/child', { body: abroad(), token })).json().data;
  });
  afterAll(() => h.close());

  const put = (changes: unknown) =>
    h.call('PUT', `/api/v1/parent/child/${id}`, { body: changes, token });
  const read = async () =>
    (await h.call('GET', `/api/v1/parent/child/${id}`, { token })).json().data;

  const readOnly = new Set<string>(READ_ONLY_FIELDS);
  const editable = TERMS_FIELDS.filter((field) => !readOnly.has(field));

  it('covers the editable Terms fields; the others are fixed at set-up', () => {
    // Every entry of FREE_TEXT_FIELDS that Settings may change (decision 079), ten or more.
    expect(editable).toEqual(TERMS_FIELDS.filter((f) => FREE_TEXT_FIELDS[f].editable));
    expect(editable.length).toBeGreaterThanOrEqual(10);
    expect(TERMS_FIELDS.filter((f) => readOnly.has(f))).toEqual([
      'state',
      'startedPracticingIn',
      'mixedEthnicityDescription',
    ]);
  });

  for (const field of editable) {
    it(`refuses contact details in ${field}, with the kind and the span; keeps the old value`, async () => {
      const stored = (await read())[field];
      for (const [kind, text, core] of PLAIN) {
        const value = valueFor(field, text);
        expectRefused(await put({ [field]: value }), field, kind, value, core);
      }
      expect((await read())[field]).toEqual(stored);
      const ordinary = valueFor(field, 'I pray 5 times daily since 2010');
      expect((await put({ [field]: ordinary })).statusCode).toBe(200);
      expect((await read())[field]).toEqual(ordinary);
    });
  }

  for (const field of TERMS_FIELDS.filter((f) => readOnly.has(f))) {
    it(`refuses ${field} with contact details as a read-only change, not stored`, async () => {
      const stored = (await read())[field];
      const res = await put({ [field]: 'call 08031234567' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toMatch(/cannot be changed/);
      expect(res.json()).not.toHaveProperty('contact');
      expect((await read())[field]).toEqual(stored);
    });
  }

  it("refuses the account holder's name and the single's own", async () => {
    const about = `My guardian ${holder.firstName} ${holder.lastName} will answer`;
    expectRefused(await put({ about }), 'about', 'name', about, holder.firstName);
    const plans = `Working with ${holder.lastName} on a clinic`;
    expectRefused(
      await put({ professionalPlans: plans }),
      'professionalPlans',
      'name',
      plans,
      holder.lastName,
    );
    const { firstName } = await read();
    const dressing = `${firstName} wears hijab`;
    expectRefused(
      await put({ aboutDressing: dressing }),
      'aboutDressing',
      'name',
      dressing,
      firstName,
    );
  });

  it('checks the fields sent, not what is stored and left alone', async () => {
    // Text stored before a newer detector (safety:scan reports it) does not block other edits.
    const legacy = 'Old text with 08031234567';
    await h.database.db.update(children).set({ about: legacy }).where(eq(children.id, id));
    expect((await put({ weight: 61 })).statusCode).toBe(200);
    // Sent again, it is written again, so it is checked.
    expectRefused(await put({ about: legacy }), 'about', 'phone', legacy, '08031234567');
  });
});
