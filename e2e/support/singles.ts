import { type APIRequestContext, expect } from '@playwright/test';
import { createVerifiedAccount, familyAddress, PASSWORD } from './journey';

// Accounts with a single, made through the API, for the journeys that start signed in with
// someone to look after (discovery, billing, likes).

type SingleOptions = {
  gender?: 'MALE' | 'FEMALE';
  firstName?: string;
  genotype?: string;
  age?: number;
  /** Where the single lives (default Nigeria). */
  countryofResidence?: string;
  /** Saved as the single's preference when given. */
  preference?: Record<string, unknown>;
  /** The account's phone number (default +2348031234567, shared by every journey). */
  phoneNumber?: string;
};

export type SetUpSingle = { token: string; childId: string };

export async function setUpSingle(
  request: APIRequestContext,
  email: string,
  options: SingleOptions = {},
): Promise<SetUpSingle> {
  await createVerifiedAccount(request, email, options.phoneNumber);
  const login = await request.post('/api/v1/auth/login', {
    headers: { 'x-forwarded-for': familyAddress(email) },
    data: { email, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()).data as { token: string };
  const childId = await addSingle(request, token, options);
  return { token, childId };
}

/** One more single on an account (through POST /parent/child, as the form would send it). */
export async function addSingle(
  request: APIRequestContext,
  token: string,
  {
    gender = 'FEMALE',
    firstName,
    genotype = 'AA',
    age = 26,
    countryofResidence = 'Nigeria',
    preference,
  }: SingleOptions = {},
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const year = new Date().getUTCFullYear();
  const isWoman = gender === 'FEMALE';
  const created = await request.post('/api/v1/parent/child', {
    headers,
    data: {
      firstName: firstName ?? (isWoman ? 'Zainab' : 'Ibrahim'),
      lastName: isWoman ? 'Yusuf' : 'Lawal',
      yearOfBirth: year - age,
      monthOfBirth: 5,
      gender,
      genotype,
      height: isWoman ? 1.63 : 1.8,
      weight: isWoman ? 58 : 76,
      maritalStatus: 'SINGLE',
      hasChildren: false,
      isSmoker: false,
      isDrinker: false,
      hasAddictions: false,
      citizenship: 'Nigerian',
      state: 'Kano',
      lga: 'Fagge',
      countryofResidence,
      isMixedEthnicity: false,
      educationLevel: 'BACHELORS',
      profession: isWoman ? 'Nurse' : 'Civil engineer',
      employmentStatus: 'EMPLOYED',
      professionalPlans: isWoman
        ? 'Finish my nursing specialisation and keep serving patients.'
        : 'Lead bridge projects in the north and mentor young engineers.',
      isWillingToRelocate: true,
      relocationPlans: 'Open to moving within Nigeria.',
      isARevert: false,
      sect: 'SUNNI',
      belongsToIslamicOrganization: false,
      speakersListenedTo: ['Mufti Menk'],
      startedPracticingIn: 'Childhood',
      salatPattern: 'I pray 5 times daily',
      descriptionOfIslamicPractice: 'I pray five times daily and read the Quran each morning.',
      about: isWoman
        ? 'Calm and family-minded, I love teaching children.'
        : 'Patient and steady, I enjoy football and long talks with my parents.',
      aboutEducationAndJob: isWoman
        ? 'I studied nursing and work at a teaching hospital.'
        : 'I studied civil engineering and work on roads and bridges.',
      aboutDressing: isWoman ? 'Hijab and abaya.' : 'Kaftan and trousers.',
    },
  });
  expect(created.status()).toBe(201);
  const childId = (await created.json()).data as string;
  if (preference) {
    const saved = await request.post(`/api/v1/parent/child/preference/${childId}`, {
      headers,
      data: preference,
    });
    expect(saved.status()).toBe(201);
  }
  return childId;
}

/** A year of Premium bought through the sandbox checkout, as a family would (no UI). */
export async function buyPlanInSandbox(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const plans = (await (await request.get('/api/v1/plans/')).json()).data as {
    _id: string;
    currency: string;
  }[];
  const naira = plans.find((plan) => plan.currency === 'NGN');
  expect(naira).toBeDefined();
  const started = await request.post(`/api/v1/payment/make-payment/${naira!._id}`, {
    headers,
    data: { provider: 'paystack' },
  });
  expect(started.ok()).toBe(true);
  const checkout = (await started.json()).data.data as { authorization_url: string };
  const completed = await request.post(`${new URL(checkout.authorization_url).pathname}/complete`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
    maxRedirects: 0,
  });
  expect(completed.status()).toBe(303);
  const active = await request.get('/api/v1/subscriptions/active', { headers });
  expect((await active.json()).data).not.toBeNull();
}
