// What the signed-in pages a family opens every day need before Lighthouse can measure them as
// that family sees them (decision 087): a year of Premium for the demo guardian (/likes and
// /match sit behind the plan), likes received by the demo guardian's daughter from families
// who joined through the sign-up (their singles are cards on /likes), and a match (one of those
// likes accepted: /match shows him and what comes next). Made through the API as families would
// make them: sign-up, the code from the development mailbox, the sandbox checkout.
import { makeChildBody } from '@waliyy/contract/testing';
import type { BrowserSession } from './lighthouse-session';

/** Families who like the demo single; one of them is accepted (the match), the rest wait. */
const SUITORS = 3;
const PASSWORD = 'Lighthouse-bench-2026';

type Api = (method: string, path: string, token?: string, body?: unknown) => Promise<unknown>;

function apiOf(origin: string): Api {
  return async (method, path, token, body) => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data?: unknown }).data;
  };
}

/** A year of Premium through the sandbox checkout (no provider keys: the bench's server). */
async function buyPlan(origin: string, api: Api, token: string): Promise<void> {
  const plans = (await api('GET', '/plans/')) as { _id: string; currency: string }[];
  const naira = plans.find((plan) => plan.currency === 'NGN');
  if (!naira) throw new Error('no naira plan to buy');
  const started = (await api('POST', `/payment/make-payment/${naira._id}`, token, {
    provider: 'paystack',
  })) as { data: { authorization_url: string } };
  const checkout = new URL(started.data.authorization_url).pathname;
  const completed = await fetch(`${origin}${checkout}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  if (completed.status !== 303) throw new Error(`sandbox checkout: ${completed.status}`);
}

/** The 6-digit code of the newest sign-up e-mail to `email`, from /dev/mailbox.json. */
async function signUpCode(origin: string, email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { messages } = (await (await fetch(`${origin}/dev/mailbox.json`)).json()) as {
      messages: { to: string; subject: string; text: string | null }[];
    };
    const mail = messages.find((m) => m.to === email && /verification code/i.test(m.subject));
    const code = mail?.text ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no sign-up code for ${email}`);
}

/** A new family with a son on Premium, signed in: its token and the son's id. */
async function suitor(origin: string, api: Api, n: number): Promise<{ token: string; id: string }> {
  const email = `lighthouse.suitor.${n}@example.com`;
  await api('POST', '/auth/signup', undefined, {
    firstName: 'Abdullahi',
    lastName: 'Bello',
    email,
    phoneNumber: `+23480312345${String(60 + n)}`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await api('PUT', '/auth/verify-email', undefined, {
    email,
    otp: await signUpCode(origin, email),
  });
  const { token } = (await api('POST', '/auth/login', undefined, {
    email,
    password: PASSWORD,
  })) as {
    token: string;
  };
  // The contract's test single, made a man: his words where the examples are a woman's.
  const body = makeChildBody({
    firstName: ['Musa', 'Umar', 'Yusuf', 'Bilal'][n % 4],
    lastName: 'Bello',
    yearOfBirth: new Date().getUTCFullYear() - 29 - n,
    gender: 'MALE',
    height: 1.8,
    weight: 76,
    profession: 'Civil engineer',
    about: 'Patient and steady, I enjoy football and long talks with my parents.',
    aboutEducationAndJob: 'I studied civil engineering and work on roads and bridges.',
    aboutDressing: 'Kaftan and trousers.',
  });
  const id = (await api('POST', '/parent/child', token, body)) as string;
  await buyPlan(origin, api, token);
  return { token, id };
}

/**
 * Premium for the demo guardian, SUITORS likes for the demo single (a daughter) and the first of
 * them accepted: /likes then shows the others, /match the accepted one.
 */
export async function seedDailyPages(origin: string, session: BrowserSession): Promise<void> {
  const api = apiOf(origin);
  await buyPlan(origin, api, session.token);
  for (let n = 1; n <= SUITORS; n++) {
    const { token, id } = await suitor(origin, api, n);
    await api('POST', `/match/like/child/${id}`, token, { profile: session.childId });
  }
  const received = (await api(
    'GET',
    `/match/like/child/${session.childId}/?type=received&page=1&limit=9`,
    session.token,
  )) as { _id: string }[];
  const first = received.at(-1);
  if (received.length !== SUITORS || !first) {
    throw new Error(`the demo single received ${received.length} likes, not ${SUITORS}`);
  }
  await api('PUT', `/match/like/child/${session.childId}`, session.token, {
    like: first._id,
    reaction: 'accept',
  });
}
