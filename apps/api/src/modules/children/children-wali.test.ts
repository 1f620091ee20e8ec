import { AUTH_MESSAGES, CHILD_MESSAGES } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { childBody } from '../../test/children-fixtures';

/** A single as the original web client creates it (decision 020): no gender, booleans as strings. */
const originalClientSingle = (overrides: Record<string, unknown> = {}) => {
  const { gender: _, ...body } = childBody({
    firstName: 'Zainab',
    lastName: 'Yusuf',
    hasChildren: 'false',
    isMixedEthnicity: 'false',
    citizenship: 'Nigerian',
    state: 'Lagos',
    lga: 'London',
    countryofResidence: 'United Kingdom',
    isPolygamous: 'false',
    waliName: 'Abdullahi Yusuf',
    waliEmail: 'abdullahi.yusuf@example.com',
    waliPhoneNumber: '+447911123456',
    ...overrides,
  });
  return body;
};

describe("singles: the account's gender, the wali, isPolygamous and places", () => {
  let h: AuthHarness;
  const accounts: Record<'woman' | 'man' | 'none', { token: string; email: string }> = {
    woman: { token: '', email: '' },
    man: { token: '', email: '' },
    none: { token: '', email: '' },
  };
  beforeAll(async () => {
    h = await createAuthHarness();
    for (const [key, gender] of [
      ['woman', 'FEMALE'],
      ['man', 'MALE'],
      ['none', null],
    ] as const) {
      const { token, input } = await h.register();
      accounts[key] = { token, email: input.email };
      // Sign-up keeping the gender is another change of decision 020; set here directly.
      await h.database.db
        .update(users)
        .set({ gender, singlesLimit: 1000 })
        .where(eq(users.email, input.email));
    }
  });
  afterAll(() => h.close());

  const create = (body: unknown, who: keyof typeof accounts = 'woman') =>
    h.call('POST', '/api/v1/parent/child', { body, token: accounts[who].token });
  const read = async (id: string, who: keyof typeof accounts = 'woman') =>
    (await h.call('GET', `/api/v1/parent/child/${id}`, { token: accounts[who].token })).json().data;
  const put = (id: string, body: unknown, who: keyof typeof accounts = 'woman') =>
    h.call('PUT', `/api/v1/parent/child/${id}`, { body, token: accounts[who].token });

  it("creates the original client's single: the account's gender, the wali, a family in London", async () => {
    const res = await create(originalClientSingle());
    expect(res.statusCode).toBe(201);
    expect(await read(res.json().data)).toMatchObject({
      gender: 'FEMALE',
      state: 'Lagos',
      lga: 'London',
      countryofResidence: 'United Kingdom',
      isPolygamous: null, // a man's question: a woman's answer says nothing and is not kept
      waliName: 'Abdullahi Yusuf',
      waliEmail: 'abdullahi.yusuf@example.com',
      waliPhoneNumber: '+447911123456',
    });
  });

  it("takes the account's gender when none is sent, the body's when sent; 400 with neither", async () => {
    const man = await create(
      originalClientSingle({ waliName: '', waliEmail: '', waliPhoneNumber: '' }),
      'man',
    );
    expect(man.statusCode).toBe(201);
    expect((await read(man.json().data, 'man')).gender).toBe('MALE');

    const sent = await create(childBody({ gender: 'FEMALE' }), 'man');
    expect((await read(sent.json().data, 'man')).gender).toBe('FEMALE');

    for (const gender of [undefined, null, '']) {
      const none = await create(originalClientSingle({ gender }), 'none');
      expect(none.statusCode).toBe(400);
      expect(none.json().errors).toEqual({ gender: CHILD_MESSAGES.genderRequired });
    }
    const bad = await create(childBody({ gender: 'OTHER' }), 'woman');
    expect(bad.json().errors.gender).toBe(CHILD_MESSAGES.genderInvalid);
  });

  it("stores a man's isPolygamous (strings too); refuses a wali on a man's single, '' and null are not given", async () => {
    const open = await create(
      originalClientSingle({
        isPolygamous: 'true',
        waliName: null,
        waliEmail: '',
        waliPhoneNumber: '',
      }),
      'man',
    );
    expect(open.statusCode).toBe(201);
    const id = open.json().data;
    expect(await read(id, 'man')).toMatchObject({
      isPolygamous: true,
      waliName: null,
      waliEmail: null,
      waliPhoneNumber: null,
    });

    const withWali = await create(originalClientSingle(), 'man');
    expect(withWali.statusCode).toBe(400);
    expect(withWali.json().errors).toEqual({
      waliName: CHILD_MESSAGES.waliOnlyForWomen,
      waliEmail: CHILD_MESSAGES.waliOnlyForWomen,
      waliPhoneNumber: CHILD_MESSAGES.waliOnlyForWomen,
    });

    expect((await put(id, { isPolygamous: 'false' }, 'man')).statusCode).toBe(200);
    expect((await read(id, 'man')).isPolygamous).toBe(false);
    const refused = await put(id, { waliEmail: 'wali@example.com' }, 'man');
    expect(refused.json().errors).toEqual({ waliEmail: CHILD_MESSAGES.waliOnlyForWomen });
  });

  it.each([
    ['waliName', 'A', AUTH_MESSAGES.nameMin],
    ['waliName', 'A'.repeat(51), AUTH_MESSAGES.nameMax],
    ['waliEmail', 'not-an-email', AUTH_MESSAGES.emailInvalid],
    ['waliPhoneNumber', '0803 123 45', AUTH_MESSAGES.phoneFormat],
    ['waliPhoneNumber', 'wali phone', AUTH_MESSAGES.phoneFormat],
    ['waliPhoneNumber', '+4477', AUTH_MESSAGES.phoneMin],
    ['waliPhoneNumber', '+447700900456123456', AUTH_MESSAGES.phoneMax],
    ['waliName', 'Abdullahi\nYusuf', undefined],
  ])('validates %s %j like the account', async (field, value, message) => {
    const res = await create(originalClientSingle({ [field]: value }));
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().errors[field]).toBe(message);
    else expect(res.json().errors[field]).toBeTruthy();
  });

  it('names a wali whole (name and e-mail; the phone is optional), or not at all', async () => {
    const phoneOnly = await create(originalClientSingle({ waliName: '', waliEmail: '' }));
    expect(phoneOnly.json().errors).toEqual({
      waliName: CHILD_MESSAGES.waliNameRequired,
      waliEmail: CHILD_MESSAGES.waliEmailRequired,
    });
    const noPhone = await create(originalClientSingle({ waliPhoneNumber: '' }));
    expect(noPhone.statusCode).toBe(201);
    const none = await create(
      originalClientSingle({
        waliName: undefined,
        waliEmail: undefined,
        waliPhoneNumber: undefined,
      }),
    );
    expect(none.statusCode).toBe(201);
    expect(await read(none.json().data)).toMatchObject({ waliName: null, waliEmail: null });
  });

  it('stores the wali’s number as E.164, read as Nigerian without a code (decision 074)', async () => {
    const local = await create(originalClientSingle({ waliPhoneNumber: '0803 123-4567' }));
    expect(local.statusCode).toBe(201);
    const id = local.json().data;
    expect((await read(id)).waliPhoneNumber).toBe('+2348031234567');
    expect((await put(id, { waliPhoneNumber: '٠٠٤٤ ٧٩١١ ١٢٣٤٥٦' })).statusCode).toBe(200);
    expect((await read(id)).waliPhoneNumber).toBe('+447911123456');
  });

  it("edits a woman's wali in Settings: changes, half a wali refused, cleared whole", async () => {
    const id = (await create(originalClientSingle())).json().data;
    expect((await put(id, { waliPhoneNumber: '+2348012345678' })).statusCode).toBe(200);
    expect(await read(id)).toMatchObject({
      waliName: 'Abdullahi Yusuf',
      waliPhoneNumber: '+2348012345678',
    });
    const half = await put(id, { waliEmail: null });
    expect(half.json().errors).toEqual({ waliEmail: CHILD_MESSAGES.waliEmailRequired });
    const cleared = await put(id, { waliName: '', waliEmail: '', waliPhoneNumber: '' });
    expect(cleared.statusCode).toBe(200);
    expect(await read(id)).toMatchObject({
      waliName: null,
      waliEmail: null,
      waliPhoneNumber: null,
    });
    // The whole profile sent back, as a settings form does, keeps it as it is.
    const profile = await read(id);
    expect((await put(id, { ...profile, isPolygamous: 'true' })).statusCode).toBe(200);
    expect((await read(id)).isPolygamous).toBeNull();
  });

  it('does not run the contact-details check on the wali (it is a contact, and private)', async () => {
    const res = await create(
      originalClientSingle({ waliName: 'Aisha Bello', waliEmail: 'aisha.bello@example.com' }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('stores other spellings of a place as the listed one; the home nations are places', async () => {
    const res = await create(
      originalClientSingle({ citizenship: 'scottish', countryofResidence: 'Turkey' }),
    );
    expect(res.statusCode).toBe(201);
    expect(await read(res.json().data)).toMatchObject({
      citizenship: 'Scottish',
      countryofResidence: 'Türkiye',
    });
    const england = await create(
      originalClientSingle({ citizenship: 'English', countryofResidence: 'England' }),
    );
    expect(england.statusCode).toBe(201);
    const id = england.json().data;
    expect((await put(id, { countryofResidence: 'Czech Republic' })).statusCode).toBe(200);
    expect((await read(id)).countryofResidence).toBe('Czechia');
  });

  it("holds the LGA to the state's list only for a Nigerian state in Nigeria; free text ≤ 60 elsewhere", async () => {
    const home = await create(originalClientSingle({ countryofResidence: 'Nigeria' }));
    expect(home.json().errors).toEqual({ lga: CHILD_MESSAGES.lgaOfState });
    const noState = await create(
      originalClientSingle({ countryofResidence: 'Nigeria', state: 'Wessex' }),
    );
    expect(noState.json().errors).toEqual({ state: CHILD_MESSAGES.stateNigeria });
    // A Ghanaian family living in Nigeria may name its own region.
    const ghanaian = await create(
      originalClientSingle({
        countryofResidence: 'Nigeria',
        citizenship: 'Ghanaian',
        state: 'Ashanti',
        lga: 'Kumasi',
      }),
    );
    expect(ghanaian.statusCode).toBe(201);
    const long = await create(originalClientSingle({ lga: 'L'.repeat(61) }));
    expect(long.json().errors.lga).toBe(CHILD_MESSAGES.tooLong(60));
    const trimmed = await create(originalClientSingle({ lga: '  Tower Hamlets  ' }));
    expect((await read(trimmed.json().data)).lga).toBe('Tower Hamlets');
    const contact = await create(originalClientSingle({ lga: 'call +447700900456' }));
    expect(contact.statusCode).toBe(400);
    expect(contact.json().contact.lga).toBeTruthy();

    // Moving to Nigeria brings the rule in: the London LGA must change with it.
    const id = (await create(originalClientSingle())).json().data;
    const move = await put(id, { countryofResidence: 'Nigeria' });
    expect(move.json().errors).toEqual({ lga: CHILD_MESSAGES.lgaOfState });
    expect((await put(id, { countryofResidence: 'Nigeria', lga: 'Ikeja' })).statusCode).toBe(200);
  });

  it('takes the five sects', async () => {
    for (const sect of ['SUNNI', 'SHIA', 'SALAFI', 'QADIRIYYAH', 'TIJANIYYAH']) {
      const res = await create(originalClientSingle({ sect }));
      expect(res.statusCode).toBe(201);
      expect((await read(res.json().data)).sect).toBe(sect);
    }
    expect((await create(originalClientSingle({ sect: 'SUFI' }))).json().errors.sect).toBe(
      CHILD_MESSAGES.sect,
    );
  });
});
