import {
  AUTH_RESULT_MESSAGES,
  CHILD_RESULT_MESSAGES,
  LIKES_MESSAGES,
  LikeActionResponse,
  MakePaymentResponse,
  OrderResponse,
  SINGLES_LIMIT_FREE,
  SINGLES_LIMIT_PAID,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, matches } from '../../src/db/schema';
import { DEFAULT_AUTH_SETTINGS } from '../../src/modules/auth/auth.settings';
import { childBody } from '../../src/test/children-fixtures';
import { isPostgres } from '../../src/test/database';
import {
  atOnce,
  type ConcurrencyWorld,
  createConcurrencyWorld,
  errorTally,
  PARALLEL,
  QUEUED,
  statusTally,
} from './concurrency-world';

/**
 * Issue 9: the races of earlier issues in one place. Each race fires its requests together
 * through app.inject() at apps sharing one database, with a pool wide enough for them to meet
 * inside PostgreSQL, then checks the answers and the rows: exactly the allowed outcome, no
 * duplicate. The module tests keep their own, smaller races.
 *
 * DECISIONS 26: a race means something only on PostgreSQL. On PGlite (one connection) the same
 * steps run queued, fewer of them, and the title says so; the CI's PostgreSQL pass runs them all.
 */
describe('concurrency (issue 9)', () => {
  let w: ConcurrencyWorld;
  beforeAll(async () => {
    w = await createConcurrencyWorld();
  }, 120_000);
  afterAll(() => w?.close());

  /** Registers a race twice: in parallel on PostgreSQL, queued on PGlite. */
  const race = (title: string, run: (n: number) => Promise<void>) => {
    it.runIf(isPostgres())(
      `${title} (${PARALLEL} at once, PostgreSQL)`,
      () => run(PARALLEL),
      60_000,
    );
    it.skipIf(isPostgres())(
      `${title} (${QUEUED} queued behind PGlite's one connection; the parallel case runs on PostgreSQL)`,
      () => run(QUEUED),
      60_000,
    );
  };

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

  // Last on purpose: the billing app's sign-ups send the shared outbox over SMTP, and these
  // races queue a hundred e-mails that would otherwise be sent then, one by one, for nothing.
  describe('likes and accepts', () => {
    const LIKED = 'Someone is interested in %';
    const MATCHED = '% has a match: %';
    const likeOf = (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(200);
      return LikeActionResponse.parse(res.json()).data;
    };
    const pair = () => Promise.all([w.likes.family('MALE'), w.likes.family('FEMALE')]);
    const men = (n: number) => atOnce(n, () => w.likes.family('MALE'));
    const likeRow = async (id: string) =>
      (await w.database.db.select().from(likes).where(eq(likes.id, id)))[0];
    const matchesOfLike = (likeId: string) =>
      w.database.db.select().from(matches).where(eq(matches.likeId, likeId));

    race(
      'one single liking the same profile again and again: one like row, every answer that like, one e-mail',
      async (n) => {
        const [man, woman] = await pair();
        const answered = (await atOnce(n, () => w.likes.like(man, woman.single))).map(
          (res) => likeOf(res).like,
        );
        expect(new Set(answered.map((l) => l._id)).size, 'every answer is the same like').toBe(1);
        expect(answered.every((l) => l.status === 'pending')).toBe(true);
        const rows = await w.likesBetween([man.single.id], woman.single.id);
        expect(rows.map((r) => [r.id, r.status])).toEqual([[answered[0]?._id, 'pending']]);
        expect(await w.mailCount(woman.email, LIKED)).toBe(1);
      },
    );

    race('many singles liking one profile at once: one like row and one e-mail each', async (n) => {
      const woman = await w.likes.family('FEMALE');
      const likers = await men(n);
      const results = await Promise.all(likers.map((man) => w.likes.like(man, woman.single)));
      const ids = results.map((res) => likeOf(res).like._id);
      const rows = await w.likesBetween(
        likers.map((m) => m.single.id),
        woman.single.id,
      );
      expect(new Set(ids).size, 'a like of its own for each').toBe(n);
      expect(rows).toHaveLength(n);
      expect(new Set(rows.map((r) => r.initiatorId)).size, 'each single once').toBe(n);
      expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
      expect(rows.every((r) => r.status === 'pending')).toBe(true);
      expect(await w.mailCount(woman.email, LIKED)).toBe(n);
    });

    race(
      'the same pending like accepted again and again: one match, one e-mail to each family',
      async (n) => {
        const [man, woman] = await pair();
        const likeId = likeOf(await w.likes.like(man, woman.single)).like._id;
        const answers = (await atOnce(n, () => w.likes.respond(woman, likeId, 'accept'))).map(
          likeOf,
        );
        expect(new Set(answers.map((a) => a.match_id)).size, 'every answer names one match').toBe(
          1,
        );
        expect(answers.every((a) => a.like.status === 'accepted')).toBe(true);
        const made = await matchesOfLike(likeId);
        expect(made.map((m) => [m.id, m.status, m.manId, m.womanId])).toEqual([
          [answers[0]?.match_id, 'active', man.single.id, woman.single.id],
        ]);
        expect((await likeRow(likeId))?.status).toBe('accepted');
        expect(await w.mailCount(man.email, MATCHED)).toBe(1);
        expect(await w.mailCount(woman.email, MATCHED)).toBe(1);
      },
    );

    race(
      'accepts and rejects of one like racing: one final state, the losing side 409 CONFLICT',
      async (n) => {
        const [man, woman] = await pair();
        const likeId = likeOf(await w.likes.like(man, woman.single)).like._id;
        const reactionOf = (i: number) => (i % 2 === 0 ? 'accept' : 'reject');
        const results = await atOnce(n, (i) => w.likes.respond(woman, likeId, reactionOf(i)));

        const final = (await likeRow(likeId))?.status;
        expect(['accepted', 'rejected']).toContain(final);
        const winner = final === 'accepted' ? 'accept' : 'reject';
        const won = results.filter((_, i) => reactionOf(i) === winner);
        const lost = results.filter((_, i) => reactionOf(i) !== winner);
        expect(won.map((res) => likeOf(res).like.status)).toEqual(Array(won.length).fill(final));
        const why =
          winner === 'accept'
            ? LIKES_MESSAGES.likeAlreadyAccepted
            : LIKES_MESSAGES.likeAlreadyRejected;
        expect(statusTally(lost)).toEqual({ 409: lost.length });
        expect(errorTally(lost)).toEqual({ [`CONFLICT: ${why}`]: lost.length });
        const matched = winner === 'accept' ? 1 : 0;
        expect(await matchesOfLike(likeId)).toHaveLength(matched);
        expect(await w.mailCount(man.email, MATCHED)).toBe(matched);
        expect(await w.mailCount(woman.email, MATCHED)).toBe(matched);
      },
    );

    race(
      'one single accepting many likes at once: one match, the rest 409 ALREADY_MATCHED',
      async (n) => {
        const woman = await w.likes.family('FEMALE');
        const likers = await men(n);
        const likeIds = (await Promise.all(likers.map((m) => w.likes.like(m, woman.single)))).map(
          (res) => likeOf(res).like._id,
        );
        const results = await Promise.all(
          likeIds.map((id) => w.likes.respond(woman, id, 'accept')),
        );
        expect(statusTally(results)).toEqual({ 200: 1, 409: n - 1 });
        expect(errorTally(results)).toEqual({
          [`ALREADY_MATCHED: ${LIKES_MESSAGES.selfMatched}`]: n - 1,
        });

        const made = await w.database.db
          .select()
          .from(matches)
          .where(eq(matches.womanId, woman.single.id));
        expect(made).toHaveLength(1);
        const rows = await w.likesBetween(
          likers.map((m) => m.single.id),
          woman.single.id,
        );
        const accepted = rows.filter((r) => r.status === 'accepted').map((r) => r.id);
        expect(accepted).toEqual([made[0]?.likeId]);
        expect(rows.filter((r) => r.status === 'pending')).toHaveLength(n - 1);
        expect(await w.mailCount(woman.email, MATCHED)).toBe(1);
        const told = await Promise.all(likers.map((m) => w.mailCount(m.email, MATCHED)));
        expect(
          told.reduce((a, b) => a + b, 0),
          'one man told of the match',
        ).toBe(1);
      },
    );
  });
});
