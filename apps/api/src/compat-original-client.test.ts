// The product's original web client (Create React App, JavaScript) is a supported client
// (DECISIONS 36). Each request below is sent exactly as that client sends it — its bodies, its
// booleans as strings, its missing `childId` and `gender` — and each test asserts what the client
// then reads. Issue 22 lists the flows; the numbers in the test names are its points.
import { AUTH_RESULT_MESSAGES, PlansResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from './test/auth-harness';
import { createBillingHarness } from './test/billing-harness';
import { otpFrom } from './test/smtp';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let sequence = 0;
const unique = () => {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}`;
};

/** Letters only: names go through the contact-detail check and must differ per family. */
const letters = (n: number) => {
  let out = '';
  let rest = n + 26;
  while (rest > 0) {
    out += String.fromCharCode(97 + (rest % 26));
    rest = Math.floor(rest / 26);
  }
  return out;
};

/** The client's sign-up form, as it posts it (with `gender`). */
function signUpBody(gender: 'FEMALE' | 'MALE' | undefined, first: string) {
  const password = 'Bismillah-2025';
  return {
    firstName: first,
    lastName: `Fam${letters(sequence + 7)}`,
    email: `original.${unique()}@example.com`,
    phoneNumber: '+447700900123',
    ...(gender ? { gender } : {}),
    password,
    confirmPassword: password,
  };
}

/**
 * A single as the client creates it: booleans as strings, no `gender`, a family in London with
 * a Nigerian state of origin and an English county as its "LGA".
 */
function clientSingle(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    firstName: 'Zainab',
    lastName: `Yusuf${letters(sequence)}`,
    yearOfBirth: 1998,
    monthOfBirth: 7,
    genotype: 'AA',
    height: 1.65,
    weight: 60,
    maritalStatus: 'SINGLE',
    hasChildren: 'false',
    isSmoker: 'false',
    isDrinker: 'false',
    hasAddictions: 'false',
    citizenship: 'Nigerian',
    state: 'Lagos',
    lga: 'London',
    countryofResidence: 'United Kingdom',
    isMixedEthnicity: 'false',
    mixedEthnicityDescription: '',
    educationLevel: 'BACHELORS',
    profession: 'Pharmacist',
    employmentStatus: 'EMPLOYED',
    professionalPlans: 'To run a community pharmacy in the next five years.',
    isWillingToRelocate: 'true',
    relocationPlans: 'Open to moving within the United Kingdom.',
    isARevert: 'false',
    sect: 'SUNNI',
    belongsToIslamicOrganization: 'false',
    islamicOrganizationName: '',
    speakersListenedTo: ['Mufti Menk'],
    startedPracticingIn: 'ADOLESCENCE',
    salatPattern: 'I pray 5 times daily',
    descriptionOfIslamicPractice: 'I pray five times daily and keep the Sunnah fasts.',
    about: 'Calm, family-minded and fond of reading.',
    aboutEducationAndJob: 'Studied pharmacy and now work at a hospital.',
    aboutDressing: 'Hijab and abaya.',
    isPolygamous: 'false',
    ...overrides,
  };
}

const WALI = {
  waliName: 'Abdullahi Yusuf',
  waliEmail: 'abdullahi.yusuf@example.com',
  waliPhoneNumber: '+447700900456',
};

describe('the original web client against our API (issue 22)', () => {
  let h: AuthHarness;
  let ngnPlan: string;

  /** As the client calls: `/api/v1` + the spec's path, a Bearer token, JSON. */
  const send = (method: Method, path: string, token?: string, body?: unknown) =>
    h.call(method, `/api/v1${path}`, { ...(token ? { token } : {}), body });

  /** Sign-up, the e-mailed code posted alone (`{otp}`), login: the client's own steps. */
  async function family(gender: 'FEMALE' | 'MALE' | undefined, first = 'Khadija') {
    const body = signUpBody(gender, first);
    const signUp = await send('POST', '/auth/signup', undefined, body);
    expect(signUp.statusCode, signUp.body).toBe(201);
    await h.flushMail();
    const otp = otpFrom(h.smtp.latestTo(body.email));
    const verified = await send('PUT', '/auth/verify-email', undefined, { otp });
    expect(verified.statusCode, verified.body).toBe(200);
    const login = await send('POST', '/auth/login', undefined, {
      email: body.email,
      password: body.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    const { token, user } = login.json().data;
    return { ...body, token: token as string, user };
  }

  async function createSingle(token: string, overrides: Record<string, unknown> = {}) {
    const res = await send('POST', '/parent/child', token, clientSingle(overrides));
    expect(res.statusCode, res.body).toBe(201);
    // The client reads the new child's id from `data`.
    const id = res.json().data;
    expect(typeof id).toBe('string');
    return id as string;
  }

  /** A naira payment through the sandbox checkout (no provider keys in this harness). */
  async function buyPlan(token: string) {
    const started = await send('POST', `/payment/make-payment/${ngnPlan}`, token, {
      provider: 'paystack',
    });
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL(started.json().data.data.authorization_url);
    const done = await h.app.inject({
      method: 'POST',
      url: `${url.pathname}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(303);
  }

  beforeAll(async () => {
    h = await createAuthHarness();
    const plans = PlansResponse.parse((await send('GET', '/plans/')).json()).data;
    ngnPlan = plans.find((p) => p.currency === 'NGN')?._id ?? '';
  });
  afterAll(() => h?.close());

  it('3: keeps the gender given at sign-up and returns it with the user', async () => {
    const sister = await family('FEMALE');
    expect(sister.user.gender).toBe('FEMALE');
    const account = await send('GET', '/account', sister.token);
    expect(account.statusCode).toBe(200);
    expect(JSON.stringify(account.json().data)).toContain('"gender":"FEMALE"');

    const unsaid = await family(undefined);
    expect(unsaid.user.gender ?? null).toBeNull();
    const refused = await send('POST', '/parent/child', unsaid.token, clientSingle());
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toMatch(/gender/i);

    const odd = await send('POST', '/auth/signup', undefined, {
      ...signUpBody(undefined, 'Hauwa'),
      gender: 'OTHER',
    });
    expect(odd.statusCode).toBe(400);
  });

  it("3, 4, 5: creates a sister's single as the client sends it, with her wali", async () => {
    const sister = await family('FEMALE', 'Zainab');
    const id = await createSingle(sister.token, WALI);
    const own = await send('GET', `/parent/child/${id}`, sister.token);
    expect(own.statusCode).toBe(200);
    const data = own.json().data;
    expect(data).toMatchObject({
      gender: 'FEMALE',
      hasChildren: false,
      state: 'Lagos',
      lga: 'London',
      ...WALI,
    });
    const children = await send('GET', '/parent/children', sister.token);
    expect(children.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ firstName: 'Zainab' })]),
    );

    // The wali is edited in Settings; '' from the client clears nothing by accident.
    const renamed = await send('PUT', `/parent/child/${id}`, sister.token, {
      waliName: 'Abdullahi Musa Yusuf',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = (await send('GET', `/parent/child/${id}`, sister.token)).json().data;
    expect(after.waliName).toBe('Abdullahi Musa Yusuf');
    expect(after.waliEmail).toBe(WALI.waliEmail);

    const badEmail = await send('PUT', `/parent/child/${id}`, sister.token, {
      waliEmail: 'not-an-address',
    });
    expect(badEmail.statusCode).toBe(400);
  });

  it("4: stores a brother's isPolygamous from a string, shows it and takes updates", async () => {
    const brother = await family('MALE', 'Ibrahim');
    const id = await createSingle(brother.token, {
      firstName: 'Ibrahim',
      isPolygamous: 'true',
      waliName: '',
      waliEmail: '',
      waliPhoneNumber: '',
    });
    const own = (await send('GET', `/parent/child/${id}`, brother.token)).json().data;
    expect(own).toMatchObject({ gender: 'MALE', isPolygamous: true });
    const changed = await send('PUT', `/parent/child/${id}`, brother.token, {
      isPolygamous: 'false',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await send('GET', `/parent/child/${id}`, brother.token)).json().data;
    expect(after.isPolygamous).toBe(false);
  });

  it("5: accepts the client's nationalities and countries, and a county as the LGA", async () => {
    const family5 = await family('FEMALE', 'Ruqayyah');
    const pairs = [
      ['English', 'England'],
      ['Scottish', 'Scotland'],
      ['Welsh', 'Wales'],
      ['Northern Irish', 'Northern Ireland'],
      ['Turkish', 'Turkey'],
      ['Czech', 'Czech Republic'],
    ];
    for (const [citizenship, countryofResidence] of pairs) {
      const created = await send(
        'POST',
        '/parent/child',
        family5.token,
        clientSingle({ citizenship, countryofResidence, state: 'Oyo', lga: 'Yorkshire' }),
      );
      expect(created.statusCode, `${citizenship}/${countryofResidence}: ${created.body}`).toBe(201);
      const id = created.json().data;
      // One at a time: the free plan's singles limit stays out of the way.
      const gone = await send('DELETE', `/parent/child/${id}`, family5.token);
      expect(gone.statusCode).toBe(200);
    }
    // In Nigeria with a Nigerian state of origin, the LGA must be one of the state's.
    const nigerian = await send(
      'POST',
      '/parent/child',
      family5.token,
      clientSingle({ countryofResidence: 'Nigeria', state: 'Lagos', lga: 'London' }),
    );
    expect(nigerian.statusCode).toBe(400);
  });

  it('6, 10: accepts the new sects; a second preference POST updates', async () => {
    const sister = await family('FEMALE', 'Safiyyah');
    const id = await createSingle(sister.token, { sect: 'QADIRIYYAH' });
    const preference = { minAge: 25, maxAge: 40, sect: ['SALAFI', 'TIJANIYYAH', 'SUNNI'] };
    const first = await send('POST', `/parent/child/preference/${id}`, sister.token, preference);
    expect([200, 201]).toContain(first.statusCode);
    const second = await send('POST', `/parent/child/preference/${id}`, sister.token, {
      ...preference,
      maxAge: 45,
    });
    expect(second.statusCode, second.body).toBe(200);
    const read = (await send('GET', `/parent/child/preference/${id}`, sister.token)).json().data;
    expect(read).toMatchObject({ maxAge: 45 });
    expect(read.sect).toEqual(expect.arrayContaining(['SALAFI', 'TIJANIYYAH']));
  });

  it('1, 2, 4, 12, 14: discovery, likes lists, the match with the wali, the annual badge', async () => {
    // A sister's account whose only single is a woman of genotype AS.
    const sister = await family('FEMALE', 'Aishat');
    const herSingle = await createSingle(sister.token, { genotype: 'AS', ...WALI });
    // Two brothers: one at risk with her (SS), one compatible (AA).
    const risky = await family('MALE', 'Sadiq');
    const riskySingle = await createSingle(risky.token, { firstName: 'Sadiq', genotype: 'SS' });
    const brother = await family('MALE', 'Umar');
    const hisSingle = await createSingle(brother.token, { firstName: 'Umar', genotype: 'AA' });
    await buyPlan(sister.token);
    await buyPlan(brother.token);

    // 2: the dashboard asks for 1000 recommendations.
    const recs = await send(
      'GET',
      `/parent/child/${herSingle}/recommendations?page=1&limit=1000`,
      sister.token,
    );
    expect(recs.statusCode, recs.body).toBe(200);
    expect(recs.json().meta).toMatchObject({ limit: 100 });

    // 14: explore and a profile without childId apply the hard rules for her only single.
    const explore = await send('GET', '/parent/?page=1&limit=1000', sister.token);
    expect(explore.statusCode, explore.body).toBe(200);
    const cards = explore.json().data.children as { gender?: string; id: string }[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.gender !== 'FEMALE')).toBe(true);
    expect(cards.map((c) => c.id)).not.toContain(riskySingle);
    expect((await send('GET', `/recommendation/${riskySingle}`, sister.token)).statusCode).toBe(
      404,
    );
    expect((await send('GET', `/recommendation/${hisSingle}`, sister.token)).statusCode).toBe(200);

    // 1: he likes her; both lists answer `data` as the array, paging in `meta`.
    const liked = await send('POST', `/match/like/child/${hisSingle}`, brother.token, {
      profile: herSingle,
    });
    expect(liked.statusCode, liked.body).toBe(200);
    const given = await send('GET', `/match/like/child/${hisSingle}/?type=given`, brother.token);
    expect(given.statusCode).toBe(200);
    expect(Array.isArray(given.json().data)).toBe(true);
    expect(given.json().data).toHaveLength(1);
    expect(given.json().meta).toBeTruthy();
    const received = await send(
      'GET',
      `/match/like/child/${herSingle}/?type=received`,
      sister.token,
    );
    const likes = received.json().data as { _id: string }[];
    expect(Array.isArray(likes)).toBe(true);
    const like = likes.find((l) => l._id);
    expect(like).toBeTruthy();

    const accepted = await send('PUT', `/match/like/child/${herSingle}`, sister.token, {
      like: like?._id,
      reaction: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // 4: the man's account receives her wali's contact; her account never sees it as his.
    const hisMatch = await send('GET', `/match/child/${hisSingle}`, brother.token);
    expect(hisMatch.statusCode).toBe(200);
    const hisView = JSON.stringify(hisMatch.json().data);
    expect(hisView).toContain(WALI.waliEmail);
    expect(hisView).toContain(WALI.waliPhoneNumber);
    expect(hisView).not.toContain(sister.email);
    const herMatch = JSON.stringify(
      (await send('GET', `/match/child/${herSingle}`, sister.token)).json(),
    );
    expect(herMatch).not.toContain(WALI.waliEmail);

    // 12: the annual badge reads `payment.duration === 12`.
    const active = await send('GET', '/subscriptions/active', brother.token);
    expect(active.json().data.duration ?? active.json().data.payment?.duration).toBe(12);
    const history = await send('GET', '/subscriptions', brother.token);
    const entry = history.json().data[0];
    expect(entry.duration ?? entry.payment?.duration).toBe(12);
  });

  it('7, 9: resets with the 6-digit code alone; logout after a password change is 200', async () => {
    const sister = await family('FEMALE', 'Maimuna');
    const forgot = await send('PUT', '/auth/forgot-password', undefined, { email: sister.email });
    expect(forgot.statusCode).toBe(200);
    await h.flushMail();
    const mail = h.smtp.latestTo(sister.email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const reset = await send('PUT', '/auth/reset-password', undefined, {
      password: 'Renewed-pass-77',
      confirmPassword: 'Renewed-pass-77',
      otp: code,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(AUTH_RESULT_MESSAGES.passwordReset);

    // 9: the old token, ended by the reset, logs out without an error.
    const logout = await send('DELETE', '/auth/logout', sister.token);
    expect(logout.statusCode).toBe(200);

    const login = await send('POST', '/auth/login', undefined, {
      email: sister.email,
      password: 'Renewed-pass-77',
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    const changed = await send('PUT', '/account/change-password', token, {
      oldPassword: 'Renewed-pass-77',
      newPassword: 'Another-pass-88',
      confirmPassword: 'Another-pass-88',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await send('DELETE', '/auth/logout', token);
    expect(again.statusCode).toBe(200);
  });

  it('11: counts a visit anonymously', async () => {
    const res = await send('POST', '/metrics/log-visit', undefined, { path: '/dashboard' });
    expect(res.statusCode).toBe(204);
    const sister = await family('FEMALE', 'Habiba');
    const signedIn = await send('POST', '/metrics/log-visit', sister.token, { path: '/pricing' });
    expect(signedIn.statusCode).toBe(204);
  });
});

describe('8: paying in pounds with provider "paystack"', () => {
  it('goes to a provider that takes pounds', async () => {
    const h = await createBillingHarness();
    try {
      const { token } = await h.register();
      const res = await h.call('POST', `/api/v1/payment/make-payment/${h.planIds.GBP}`, {
        token,
        body: { provider: 'paystack' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.id).toBeTruthy();
      expect(data.data.authorization_url).toMatch(/^https?:\/\//);
      const order = await h.call('GET', `/api/v1/payment/order/${data.id}`, { token });
      expect(order.json().data.provider).toBe('paypal');
    } finally {
      await h.close();
    }
  });
});

describe('13: a web client hosted elsewhere', () => {
  const origin = 'https://app.waliyy.example';
  const preflight = (h: AuthHarness) =>
    h.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  it('is let in only from the origins in CORS_ORIGINS', async () => {
    const open = await createAuthHarness({ config: { CORS_ORIGINS: [origin] } });
    try {
      const res = await preflight(open);
      expect(res.statusCode).toBeLessThan(300);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      const plans = await open.app.inject({ url: '/api/v1/plans/', headers: { origin } });
      expect(plans.headers['access-control-allow-origin']).toBe(origin);
      const other = await open.app.inject({
        url: '/api/v1/plans/',
        headers: { origin: 'https://elsewhere.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }

    const closed = await createAuthHarness();
    try {
      const res = await preflight(closed);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await closed.close();
    }
  });
});
