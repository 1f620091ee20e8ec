// The product's original web client as the tests of compat-original-client*.test.ts send it:
// its sign-up and single bodies, and its steps (sign-up, the code, login, a single, a plan).

import { PlansResponse } from '@waliyy/contract';
import { makeChildBody } from '@waliyy/contract/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import { type AuthHarness, createAuthHarness } from './auth-harness';
import { otpFrom } from './smtp';

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
export function signUpBody(gender: 'FEMALE' | 'MALE' | undefined, first: string) {
  const password = 'Bismillah-2025';
  return {
    firstName: first,
    lastName: `Fam${letters(sequence + 7)}`,
    email: `original.${unique()}@example.com`,
    phoneNumber: '+447911123123',
    ...(gender ? { gender } : {}),
    password,
    confirmPassword: password,
  };
}

/**
 * A single as the client creates it: the shared test single with booleans as strings, no
 * `gender`, '' for what was left unanswered, and a family in London with a Nigerian state of
 * origin and an English county as its "LGA".
 */
export function clientSingle(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const { gender: _fromTheAccount, ...single } = makeChildBody({
    firstName: 'Zainab',
    lastName: `Yusuf${letters(sequence)}`,
    yearOfBirth: 1998,
    monthOfBirth: 7,
    state: 'Lagos',
    lga: 'London',
    countryofResidence: 'United Kingdom',
    mixedEthnicityDescription: '',
    belongsToIslamicOrganization: false,
    islamicOrganizationName: '',
    startedPracticingIn: 'ADOLESCENCE',
    isPolygamous: false,
  });
  const asStrings = Object.entries(single).map(([key, value]) => [
    key,
    typeof value === 'boolean' ? String(value) : value,
  ]);
  return { ...Object.fromEntries(asStrings), ...overrides };
}

export const WALI = {
  waliName: 'Abdullahi Yusuf',
  waliEmail: 'abdullahi.yusuf@example.com',
  waliPhoneNumber: '+447911123456',
};

/**
 * An auth harness for the describe that calls it, and the client's steps against it. `h` is
 * there once the describe's tests run. `options`: the harness's (a web build to serve, say).
 */
export function useOriginalClient(options: Parameters<typeof createAuthHarness>[0] = {}) {
  const client = { h: undefined as unknown as AuthHarness, send, family, createSingle, buyPlan };
  let ngnPlan = '';
  const h = () => client.h;

  /** As the client calls: `/api/v1` + the spec's path, a Bearer token, JSON. */
  function send(method: Method, path: string, token?: string, body?: unknown) {
    return h().call(method, `/api/v1${path}`, { ...(token ? { token } : {}), body });
  }

  /** Sign-up, the e-mailed code posted alone (`{otp}`), login: the client's own steps. */
  async function family(gender: 'FEMALE' | 'MALE' | undefined, first = 'Khadija') {
    const body = signUpBody(gender, first);
    const signUp = await send('POST', '/auth/signup', undefined, body);
    expect(signUp.statusCode, signUp.body).toBe(201);
    await h().flushMail();
    const otp = otpFrom(h().smtp.latestTo(body.email));
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
    const done = await h().app.inject({
      method: 'POST',
      url: `${url.pathname}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(303);
  }

  beforeAll(async () => {
    client.h = await createAuthHarness(options);
    const plans = PlansResponse.parse((await send('GET', '/plans/')).json()).data;
    ngnPlan = plans.find((p) => p.currency === 'NGN')?._id ?? '';
  });
  afterAll(() => client.h?.close());
  return client;
}
