import { MakePaymentResponse, PlansResponse } from '@waliyy/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client';
import { createSmtpTransport } from '../lib/mail/worker';
import type { ChildRow } from '../modules/children/children.repository';
import { DEFAULT_LIKES_SETTINGS, type LikesSettings } from '../modules/likes/likes.settings';
import { type Account, createDiscoveryHarness, type DiscoveryHarness } from './discovery-fixtures';
import { startSmtpServer, type TestSmtpServer } from './smtp';

export const DAY_MS = 86_400_000;

/** An account with one single, and its names (the privacy scans look for them). */
export type Family = Account & { single: ChildRow; names: string[]; phone: string };

export type LikesHarness = DiscoveryHarness & {
  smtp: TestSmtpServer;
  /** Sends what the outbox holds to the test SMTP server. */
  flushMail(): Promise<void>;
  /** Buys Premium through the built-in sandbox checkout: the account has an active plan. */
  grantPlan(account: Account): Promise<void>;
  /** An account (with a plan unless `plan: false`) and one single of the given gender. */
  family(
    gender: 'MALE' | 'FEMALE',
    options?: { plan?: boolean; single?: Record<string, unknown> },
  ): Promise<Family>;
  call(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    token: string,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
  like(from: Family, to: { id: string } | string): Promise<LightMyRequestResponse>;
  respond(
    who: Family,
    likeId: string,
    reaction: 'accept' | 'reject',
  ): Promise<LightMyRequestResponse>;
};

let sequence = 0;
/** Letters only: names go through the terms check and must be unique per family. */
const uniqueName = (prefix: string) => {
  sequence += 1;
  let n = sequence + Math.floor(Math.random() * 10_000) * 100;
  let suffix = '';
  while (n > 0) {
    suffix += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  }
  return `${prefix}${suffix}`;
};

/**
 * The discovery harness with likes on top: a real SMTP server for the e-mails, a sandbox
 * checkout for plans and small job batches (so the job's loops are exercised).
 */
export async function createLikesHarness(
  settings: Partial<LikesSettings> = {},
  more: { database?: Database } = {},
): Promise<LikesHarness> {
  const smtp = await startSmtpServer();
  const h = await createDiscoveryHarness(undefined, {
    ...more,
    overrides: {
      mailTransport: createSmtpTransport(smtp.url, 'Waliyy <no-reply@waliyy.test>'),
      likesSettings: { ...DEFAULT_LIKES_SETTINGS, batch: 3, ...settings },
    },
    config: { SMTP_URL: smtp.url },
  });
  const plans = PlansResponse.parse((await h.app.inject('/api/v1/plans/')).json()).data;
  const ngn = plans.find((p) => p.currency === 'NGN')?._id ?? '';

  const call: LikesHarness['call'] = async (method, url, token, body) => {
    const res = await h.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    h.bodies.push(res.body);
    return res;
  };

  const harness: LikesHarness = Object.assign(h, {
    smtp,
    call,
    flushMail: async () => {
      await h.app.mailWorker.runOnce();
    },
    async grantPlan(account: Account) {
      const started = await call('POST', `/api/v1/payment/make-payment/${ngn}`, account.token);
      if (started.statusCode !== 200) throw new Error(`payment failed: ${started.body}`);
      const url = MakePaymentResponse.parse(started.json()).data.data.authorization_url;
      const done = await h.app.inject({
        method: 'POST',
        url: `${new URL(url).pathname}/complete`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      if (done.statusCode !== 303) throw new Error(`sandbox checkout failed: ${done.body}`);
    },
    async family(
      gender: 'MALE' | 'FEMALE',
      options: { plan?: boolean; single?: Record<string, unknown> } = {},
    ) {
      const firstName = uniqueName('Guard');
      const lastName = uniqueName('Fam');
      const phone = `+23480${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;
      const account = await h.account({ firstName, lastName, phone });
      const singleFirst = uniqueName(gender === 'MALE' ? 'Yusuf' : 'Maryam');
      const singleLast = uniqueName('Sing');
      const single = await h.single(account.userId, {
        gender,
        firstName: singleFirst,
        lastName: singleLast,
        ...options.single,
      });
      if (options.plan !== false) await harness.grantPlan(account);
      return {
        ...account,
        single,
        phone,
        names: [firstName, lastName, singleFirst, singleLast],
      };
    },
    like: (from: Family, to: { id: string } | string) =>
      call('POST', `/api/v1/match/like/child/${from.single.id}`, from.token, {
        profile: typeof to === 'string' ? to : to.id,
      }),
    respond: (who: Family, likeId: string, reaction: 'accept' | 'reject') =>
      call('PUT', `/api/v1/match/like/child/${who.single.id}`, who.token, {
        like: likeId,
        reaction,
      }),
    async close() {
      await h.app.close();
      await smtp.close();
    },
  });
  return harness;
}

/** The private details of a family that must never reach the other side before a match. */
export const privateOf = (family: Family) => [
  ...family.names,
  family.email,
  family.phone,
  family.single.firstName,
  family.single.lastName,
  // A woman's wali (decision 061): private like the account's contact until a match.
  ...[family.single.waliName, family.single.waliEmail, family.single.waliPhoneNumber].filter(
    (value): value is string => value !== null,
  ),
];
