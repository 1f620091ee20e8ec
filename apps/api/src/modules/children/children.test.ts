import { CHILD_MESSAGES, ChildProfile } from '@waliyy/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, users } from '../../db/schema';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { childBody } from '../../test/children-fixtures';
import { isPostgres } from '../../test/database';

const UUID = /^[0-9a-f-]{36}$/;

describe('singles: create and read', () => {
  let h: AuthHarness;
  let token: string;
  beforeAll(async () => {
    h = await createAuthHarness();
    const registered = await h.register();
    token = registered.token;
    // Many singles on one account here; the limits have their own tests below.
    await h.database.db
      .update(users)
      .set({ singlesLimit: 1000 })
      .where(eq(users.email, registered.input.email));
  });
  afterAll(() => h.close());

  const create = (body: unknown, t = token) =>
    h.call('POST', '/api/v1/parent/child', { body, token: t });

  it('creates a single and reads back the full profile with id, displayId, age and fullName', async () => {
    const body = childBody({ monthOfBirth: 1 });
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const { message, data: id } = res.json();
    expect(message).toBe('Profile created.');
    expect(id).toMatch(UUID);

    const got = await h.call('GET', `/api/v1/parent/child/${id}`, { token });
    expect(got.statusCode).toBe(200);
    const profile = got.json().data;
    // Exactly the contract's fields: nothing else (user id, timestamps) leaves the server.
    expect(Object.keys(profile).sort()).toEqual(Object.keys(ChildProfile.shape).sort());
    expect(profile).toMatchObject({
      id,
      fullName: `${body.firstName} ${body.lastName}`,
      countryofResidence: 'Nigeria',
      age: h.clock.now().getUTCFullYear() - (body.yearOfBirth as number),
      speakersListenedTo: ['Mufti Menk', 'Nouman Ali Khan'],
    });
    expect(profile.displayId).toMatch(/^WY-[2-9A-HJKMNP-Z]{8}$/);
  });

  it("lists the account's singles as id and firstName", async () => {
    const fresh = await h.register();
    const a = (await create(childBody({ firstName: 'Maryam' }), fresh.token)).json().data;
    const res = await h.call('GET', '/api/v1/parent/children', { token: fresh.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{ id: a, firstName: 'Maryam' }]);
  });

  it('splits a comma-separated speakers string, trimmed, blanks removed', async () => {
    const res = await create(childBody({ speakersListenedTo: ' Mufti Menk, ,Yasir Qadhi ,' }));
    expect(res.statusCode).toBe(201);
    const got = await h.call('GET', `/api/v1/parent/child/${res.json().data}`, { token });
    expect(got.json().data.speakersListenedTo).toEqual(['Mufti Menk', 'Yasir Qadhi']);
  });

  it('accepts booleans and numbers sent as strings', async () => {
    const res = await create(childBody({ hasChildren: 'false', isSmoker: 'true', height: '1.7' }));
    expect(res.statusCode).toBe(201);
    const got = (await h.call('GET', `/api/v1/parent/child/${res.json().data}`, { token })).json();
    expect(got.data).toMatchObject({ hasChildren: false, isSmoker: true, height: 1.7 });
  });

  it.each([
    ['firstName', undefined, CHILD_MESSAGES.firstNameRequired],
    ['firstName', 'A', 'Must be 2 characters or more'],
    ['lastName', '', CHILD_MESSAGES.lastNameRequired],
    ['lastName', 'B', 'Must be 2 characters or more'],
    ['yearOfBirth', undefined, 'Date of Birth is required'],
    ['monthOfBirth', undefined, 'Date of Birth is required'],
    ['monthOfBirth', 13, CHILD_MESSAGES.dobInvalid],
    ['gender', undefined, 'Select your gender'],
    ['gender', 'OTHER', 'Invalid Gender'],
    ['genotype', undefined, 'Select your genotype'],
    ['genotype', 'XY', 'Select your genotype'],
    ['height', undefined, 'Height is required'],
    ['height', 'tall', CHILD_MESSAGES.heightRange],
    ['height', 170, CHILD_MESSAGES.heightRange],
    ['height', 0.5, CHILD_MESSAGES.heightRange],
    ['weight', undefined, 'Weight is required'],
    ['weight', 20, CHILD_MESSAGES.weightRange],
    ['weight', 400, CHILD_MESSAGES.weightRange],
    ['maritalStatus', undefined, 'Marital Status is required'],
    ['maritalStatus', 'ENGAGED', 'Marital Status is required'],
    ['hasChildren', undefined, 'This field is required'],
    ['isSmoker', 'maybe', 'This field is required'],
    ['isDrinker', undefined, 'This field is required'],
    ['hasAddictions', undefined, 'This field is required'],
    ['isMixedEthnicity', undefined, 'This field is required'],
    ['isWillingToRelocate', undefined, 'This field is required'],
    ['belongsToIslamicOrganization', undefined, 'This field is required'],
    ['citizenship', undefined, 'Citizenship is required'],
    ['citizenship', 'Martian', CHILD_MESSAGES.citizenshipInvalid],
    ['state', undefined, 'State of origin is required'],
    ['lga', undefined, 'Select your LGA or County'],
    ['countryofResidence', undefined, 'Select your country of residence'],
    ['countryofResidence', 'Atlantis', 'Select your country of residence'],
    ['educationLevel', undefined, 'Select your level of education'],
    ['profession', undefined, 'Select your profession'],
    ['employmentStatus', undefined, 'Select your employment status'],
    ['professionalPlans', undefined, 'State your short and medium term plans'],
    ['isARevert', undefined, 'Select an option'],
    ['sect', undefined, 'Select your sect'],
    ['sect', 'OTHER', 'Select your sect'],
    ['startedPracticingIn', undefined, 'State when you started practising Islam'],
    ['salatPattern', undefined, 'Select your pattern of salat'],
    ['descriptionOfIslamicPractice', ' ', 'Tell us about your Islamic practice'],
    ['about', undefined, 'Tell us about you'],
    ['aboutEducationAndJob', undefined, 'Tell us about your education and job'],
    ['aboutDressing', undefined, 'Tell us about your dressing'],
    ['about', 'x'.repeat(2001), 'Must be 2000 characters or fewer'],
    [
      'speakersListenedTo',
      Array.from({ length: 21 }, (_, i) => `Speaker ${i}`),
      CHILD_MESSAGES.speakers,
    ],
  ])('refuses %s = %j with %j', async (field, value, message) => {
    const res = await create(childBody({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json().errors[field]).toBe(message);
  });

  it('needs 18 by year difference only; refuses a future birth', async () => {
    const now = h.clock.now();
    const year = now.getUTCFullYear();
    // December of (year - 18) is 17 by months but 18 by year difference: accepted (product.md §5).
    expect((await create(childBody({ yearOfBirth: year - 18, monthOfBirth: 12 }))).statusCode).toBe(
      201,
    );
    const young = await create(childBody({ yearOfBirth: year - 17, monthOfBirth: 1 }));
    expect(young.json().errors.yearOfBirth).toBe('You must be at least 18 years old');
    const future = await create(childBody({ yearOfBirth: year + 1 }));
    expect(future.json().errors.yearOfBirth).toBe('Date of Birth cannot be in the future');
    if (now.getUTCMonth() < 11) {
      const later = await create(childBody({ yearOfBirth: year, monthOfBirth: 12 }));
      expect(later.json().errors.monthOfBirth).toBe('Date of Birth cannot be in the future');
    }
  });

  it('keeps state and LGA consistent for Nigeria; free text abroad', async () => {
    const notState = await create(childBody({ state: 'Wessex', lga: 'Fagge' }));
    expect(notState.json().errors.state).toBe(CHILD_MESSAGES.stateNigeria);
    const wrongLga = await create(childBody({ state: 'Kano', lga: 'Ikeja' }));
    expect(wrongLga.json().errors.lga).toBe(CHILD_MESSAGES.lgaOfState);
    const british = childBody({
      citizenship: 'British',
      state: 'Greater Manchester',
      lga: 'Bolton',
      countryofResidence: 'United Kingdom',
    });
    expect((await create(british)).statusCode).toBe(201);
    // A Nigerian state named by a non-Nigerian still needs one of its LGAs.
    const mixed = await create(childBody({ citizenship: 'British', state: 'Kano', lga: 'Bolton' }));
    expect(mixed.json().errors.lga).toBe(CHILD_MESSAGES.lgaOfState);
  });
  // Contact details and names in the Terms fields: children-terms.test.ts.
});

describe('singles: limits', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  const userIdOf = async (email: string) => {
    const [row] = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    return row!.id;
  };
  const countOf = async (userId: string) => {
    const [row] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(children)
      .where(eq(children.userId, userId));
    return row!.n;
  };

  it('allows 2 singles on the free plan, then 403 SINGLES_LIMIT saying what to do', async () => {
    const { token } = await h.register();
    for (let i = 0; i < 2; i++) {
      expect(
        (await h.call('POST', '/api/v1/parent/child', { body: childBody(), token })).statusCode,
      ).toBe(201);
    }
    const third = await h.call('POST', '/api/v1/parent/child', { body: childBody(), token });
    expect(third.statusCode).toBe(403);
    expect(third.json().code).toBe('SINGLES_LIMIT');
    expect(third.json().message).toBe(
      'Your free plan allows 2 singles. Upgrade to Premium to add up to 4.',
    );
    // The account tells the web the same limit and where to write for more.
    const me = (await h.call('GET', '/api/v1/account', { token })).json().data;
    expect(me).toMatchObject({ singlesLimit: 2, supportEmail: 'support@waliyy.test' });
    expect(me.children).toHaveLength(2);
  });

  it('honours a limit raised by an admin, and says whom to e-mail beyond it', async () => {
    const { input, token } = await h.register();
    const userId = await userIdOf(input.email);
    await h.database.db.update(users).set({ singlesLimit: 5 }).where(eq(users.id, userId));
    for (let i = 0; i < 5; i++) {
      expect(
        (await h.call('POST', '/api/v1/parent/child', { body: childBody(), token })).statusCode,
      ).toBe(201);
    }
    const sixth = await h.call('POST', '/api/v1/parent/child', { body: childBody(), token });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().message).toBe(
      'Your account allows 5 singles. To add more, e-mail support@waliyy.test.',
    );
    expect((await h.call('GET', '/api/v1/account', { token })).json().data.singlesLimit).toBe(5);
    expect(await countOf(userId)).toBe(5);
  });

  it('frees a place when a single is deleted', async () => {
    const { token } = await h.register();
    const ids = [];
    for (let i = 0; i < 2; i++) {
      ids.push(
        (await h.call('POST', '/api/v1/parent/child', { body: childBody(), token })).json().data,
      );
    }
    expect((await h.call('DELETE', `/api/v1/parent/child/${ids[0]}`, { token })).statusCode).toBe(
      200,
    );
    expect(
      (await h.call('POST', '/api/v1/parent/child', { body: childBody(), token })).statusCode,
    ).toBe(201);
  });

  const race = async () => {
    const { input, token } = await h.register();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.call('POST', '/api/v1/parent/child', { body: childBody(), token }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(8);
    expect(await countOf(await userIdOf(input.email))).toBe(2);
  };

  it.runIf(isPostgres())(
    '10 simultaneous creates on a free account leave exactly 2 (PostgreSQL)',
    race,
  );
  it.skipIf(isPostgres())(
    '10 creates on a free account leave exactly 2 on PGlite (one connection; the parallel case runs on PostgreSQL)',
    race,
  );
});
