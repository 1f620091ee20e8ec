// The races of singles, payments and sign-up codes (concurrency-world.ts sets the apps up).
import {
  AUTH_RESULT_MESSAGES,
  CHILD_RESULT_MESSAGES,
  MakePaymentResponse,
  OrderResponse,
  SINGLES_LIMIT_FREE,
  SINGLES_LIMIT_PAID,
} from '@waliyy/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { DEFAULT_AUTH_SETTINGS } from '../../src/modules/auth/auth.settings';
import { childBody } from '../../src/test/children-fixtures';
import {
  atOnce,
  type ConcurrencyWorld,
  createConcurrencyWorld,
  errorTally,
  race,
  statusTally,
} from './concurrency-world';

/**
 * Decision 014: the races found by earlier work, gathered here. Each race fires its requests together
 * through app.inject() at apps sharing one database, with a pool wide enough for them to meet
 * inside PostgreSQL, then checks the answers and the rows: exactly the allowed outcome, no
 * duplicate. The module tests keep their own, smaller races.
 *
 * decision 052: a race means something only on PostgreSQL. On PGlite (one connection) the same
 * steps run queued, fewer of them, and the title says so; the CI's PostgreSQL pass runs them all.
 */
describe('concurrency (decision 014)', () => {
  let w: ConcurrencyWorld;
  beforeAll(async () => {
    w = await createConcurrencyWorld();
  }, 120_000);
  afterAll(() => w?.close());

  describe('singles limit', () => {
    async function addAtOnce(n: number, existing: number, paid: boolean) {
      const limit = paid ? SINGLES_LIMIT_PAID : SINGLES_LIMIT_FREE;
      const account = await w.singlesAccount(existing, paid);
      const results = await atOnce(n, () =>
        w.likes.call('POST', '/api/v1/parent/child', account.token, childBody()),
      );
      const allowed = limit - existing;
      expect(statusTally(results)).toEqual({ 201: allowed, 403: n - allowed });
      const message = paid
        ? CHILD_RESULT_MESSAGES.accountLimit(SINGLES_LIMIT_PAID, 'support@waliyy.test')
        : CHILD_RESULT_MESSAGES.freeLimit(SINGLES_LIMIT_FREE, SINGLES_LIMIT_PAID);
      expect(errorTally(results)).toEqual({ [`SINGLES_LIMIT: ${message}`]: n - allowed });

      const rows = await w.childrenOf(account.userId);
      expect(rows, 'the account holds exactly its limit').toHaveLength(limit);
      expect(new Set(rows.map((r) => r.displayId)).size).toBe(limit);
      const created = results.filter((r) => r.statusCode === 201).map((r) => r.json().data);
      expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(created));
    }

    race('a free account at 1 of 2 adding singles: one added, the rest 403 SINGLES_LIMIT', (n) =>
      addAtOnce(n, SINGLES_LIMIT_FREE - 1, false),
    );
    race('a paid account at 3 of 4 adding singles: one added, the rest 403 SINGLES_LIMIT', (n) =>
      addAtOnce(n, SINGLES_LIMIT_PAID - 1, true),
    );
    race('a paid account with no single adding singles: exactly 4 added', (n) =>
      addAtOnce(n, 0, true),
    );
  });

  describe('payments', () => {
    const orderStatus = (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(200);
      return OrderResponse.parse(res.json()).data.status;
    };
    /** The order succeeded once: one payment, and the account's only year comes from it. */
    async function expectPaidOnce(orderId: string) {
      const outcome = await w.outcomeOf(orderId);
      expect(outcome.status).toBe('succeeded');
      expect(outcome.payments, 'one payment for the order').toHaveLength(1);
      expect(outcome.years, 'one year granted, from that payment').toEqual(outcome.payments);
    }

    race(
      'a paid Paystack order confirmed by signed webhooks, the order page and the reconcile job at once: paid once',
      async (n) => {
        const h = w.billing;
        const { token, order } = await w.startOrder('NGN');
        h.fake.paystack.pay(order.reference);
        const event = h.fake.paystack.eventBody(order.reference);
        const signature = h.fake.paystack.sign(event);
        h.clock.advance(11 * 60_000); // past the first reconcile check: the job races too

        const webhooks = Math.ceil(n / 2);
        const [results] = await Promise.all([
          atOnce(n, (i) =>
            i < webhooks
              ? h.app.inject({
                  method: 'POST',
                  url: '/api/v1/payment/webhook/paystack',
                  headers: {
                    'content-type': 'application/json',
                    'x-paystack-signature': signature,
                  },
                  payload: event,
                })
              : h.call('GET', `/api/v1/payment/order/${order.id}`, { token }),
          ),
          h.app.reconcileWorker.runOnce(),
          h.app.reconcileWorker.runOnce(),
        ]);
        await h.app.billing.drain();
        expect(statusTally(results)).toEqual({ 200: n });
        // The order page verifies with the provider before answering: each one says succeeded.
        expect(results.slice(webhooks).map(orderStatus)).toEqual(
          Array(n - webhooks).fill('succeeded'),
        );
        await expectPaidOnce(order.id);
      },
    );

    race(
      'an approved PayPal order captured by both ids, the order page and the reconcile job at once: one capture, paid once',
      async (n) => {
        const h = w.billing;
        const { token, order } = await w.startOrder('GBP');
        const paypalId = order.providerOrderId ?? '';
        h.fake.paypal.approve(paypalId);
        const capturesBefore = h.fake.paypal.captures();
        h.clock.advance(11 * 60_000);

        const urls = [
          `/api/v1/payment/paypal-capture/${order.id}`,
          `/api/v1/payment/paypal-capture/${paypalId}`,
          `/api/v1/payment/order/${order.id}`,
        ];
        const [results] = await Promise.all([
          atOnce(n, (i) => h.call('GET', urls[i % urls.length] ?? '', { token })),
          h.app.reconcileWorker.runOnce(),
          h.app.reconcileWorker.runOnce(),
        ]);
        expect(results.map(orderStatus)).toEqual(Array(n).fill('succeeded'));
        expect(h.fake.paypal.captures() - capturesBefore, 'the money is taken once').toBe(1);
        const captureCalls = h.fake.calls.filter(
          (c) => c.path === `/v2/checkout/orders/${paypalId}/capture`,
        );
        expect(new Set(captureCalls.map((c) => c.headers['paypal-request-id']))).toEqual(
          new Set([`waliyy-capture-${order.id}`]),
        );
        await expectPaidOnce(order.id);
      },
    );

    race(
      'the sandbox checkout completed and declined at once while the order is read: one final state',
      async (n) => {
        const h = w.likes;
        const account = await h.account();
        const started = await h.call(
          'POST',
          `/api/v1/payment/make-payment/${w.billing.planIds.NGN}`,
          account.token,
        );
        const { data } = MakePaymentResponse.parse(started.json());
        const checkout = new URL(data.data.authorization_url).pathname;
        // Mostly Complete, some Decline, some reads: the first decision is final.
        const kindOf = (i: number) =>
          i % 10 === 9 ? 'decline' : i % 10 === 8 ? 'read' : 'complete';
        const results = await atOnce(n, (i) =>
          kindOf(i) === 'read'
            ? h.call('GET', `/api/v1/payment/order/${data.id}`, account.token)
            : h.app.inject({
                method: 'POST',
                url: `${checkout}/${kindOf(i)}`,
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: '',
              }),
        );
        results.forEach((res, i) => {
          if (kindOf(i) === 'read')
            expect(['pending', 'succeeded', 'failed']).toContain(orderStatus(res));
          else expect(res.statusCode, res.body).toBe(303);
        });
        const outcome = await w.outcomeOf(data.id);
        if (outcome.status === 'succeeded') await expectPaidOnce(data.id);
        else expect(outcome).toEqual({ status: 'failed', payments: [], years: [] });
      },
    );
  });

  describe('OTP (e-mail verification)', () => {
    const MAX = DEFAULT_AUTH_SETTINGS.otpMaxAttempts;
    const INVALID = `VALIDATION: ${AUTH_RESULT_MESSAGES.otpInvalid}`;
    const verify = (body: object) => w.billing.call('PUT', '/api/v1/auth/verify-email', { body });
    const wrong = (otp: string, i: number) =>
      String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0');

    for (const withEmail of [true, false]) {
      const how = withEmail ? 'with its address' : 'alone, as the spec client sends it';
      race(
        `the right code sent again and again ${how}: verified once, the rest 400 VALIDATION`,
        async (n) => {
          const { email, otp, userId } = await w.signedUp();
          const results = await atOnce(n, () => verify(withEmail ? { otp, email } : { otp }));
          expect(statusTally(results)).toEqual({ 200: 1, 400: n - 1 });
          expect(errorTally(results)).toEqual({ [INVALID]: n - 1 });
          const { verified, codes } = await w.verificationOf(userId);
          expect(verified).toBe(true);
          expect(codes.map((c) => [c.usedAt !== null, c.attempts])).toEqual([[true, 0]]);
        },
      );
    }

    race(
      `wrong codes at once: all refused, the tries counted up to ${MAX} and no further, the right code refused after`,
      async (n) => {
        const { email, otp, userId } = await w.signedUp();
        const results = await atOnce(n, (i) => verify({ otp: wrong(otp, i), email }));
        expect(errorTally(results)).toEqual({ [INVALID]: n });
        const { codes } = await w.verificationOf(userId);
        expect(codes.map((c) => c.attempts)).toEqual([Math.min(n, MAX)]);

        expect(errorTally([await verify({ otp, email })])).toEqual({ [INVALID]: 1 });
        expect((await w.verificationOf(userId)).verified).toBe(false);
      },
    );

    race(
      `the right code racing wrong ones: it wins only before ${MAX} wrong tries are counted`,
      async (n) => {
        const { email, otp, userId } = await w.signedUp();
        const rightAt = Math.floor(n / 2);
        const results = await atOnce(n, (i) =>
          verify({ otp: i === rightAt ? otp : wrong(otp, i), email }),
        );
        const right = results[rightAt];
        expect(errorTally(results.filter((r) => r !== right))).toEqual({ [INVALID]: n - 1 });
        const { verified, codes } = await w.verificationOf(userId);
        expect(codes).toHaveLength(1);
        const attempts = codes[0]?.attempts ?? -1;
        expect(attempts).toBeLessThanOrEqual(MAX);
        if (right?.statusCode === 200) {
          expect(verified).toBe(true);
          expect(codes[0]?.usedAt).not.toBeNull();
        } else {
          expect(errorTally(right ? [right] : [])).toEqual({ [INVALID]: 1 });
          expect(verified).toBe(false);
          expect(attempts, 'the right code is refused only once the limit is reached').toBe(MAX);
        }
      },
    );
  });
});
