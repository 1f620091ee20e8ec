// Decision 014, "Many instances": what two API processes sharing one PostgreSQL and one Redis must
// agree on (instances-world.ts starts them).
import {
  type ChildCreateBody,
  LoginResponse,
  MakePaymentResponse,
  PlansResponse,
  SubscriptionResponse,
} from '@waliyy/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  children,
  likeNonResponses,
  likes,
  orders,
  outbox,
  payments,
  subscriptions,
} from '../../src/db/schema';
import { newDisplayId } from '../../src/lib/display-id';
import { enqueueEmail } from '../../src/lib/mail/outbox';
import { DEFAULT_AUTH_SETTINGS } from '../../src/modules/auth/auth.settings';
import { rowFromBody } from '../../src/modules/children/children.mapper';
import { childBody } from '../../src/test/children-fixtures';
import { createGuardian } from '../../src/test/factories';
import { otpFrom } from '../../src/test/smtp';
import {
  bothWaitingOn,
  clientIp,
  direct,
  mailTo,
  pause,
  run,
  skipReason,
  useInstances,
  viaProxy,
  waitFor,
  world,
} from './instances-world';

const DAY_MS = 86_400_000;
const PASSWORD = 'Bismillah-123';

describe.skipIf(skipReason)(
  `many instances: two API processes, one PostgreSQL, one Redis${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    useInstances();

    it('alternates requests between the instances; a token revoked on one is refused by both', async () => {
      const from = world().proxy.served.length;
      const email = `many-${run}@example.com`;
      const signUp = await viaProxy('POST', '/api/v1/auth/signup', {
        body: {
          firstName: 'Aminu',
          lastName: 'Sule',
          email,
          phoneNumber: '+2348031234567',
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      });
      expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
      const codeMail = await waitFor('the sign-up code', () => mailTo(email)[0]);
      const verified = await viaProxy('PUT', '/api/v1/auth/verify-email', {
        body: { otp: otpFrom(codeMail), email },
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      const login = await viaProxy('POST', '/api/v1/auth/login', {
        body: { email, password: PASSWORD },
      });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const { token } = LoginResponse.parse(login.body).data;

      const whoAmI = '/api/v1/subscriptions/active';
      for (let i = 0; i < 2; i += 1)
        expect((await viaProxy('GET', whoAmI, { token })).status).toBe(200);
      expect((await direct('a', 'GET', whoAmI, { token })).status).toBe(200);
      expect((await direct('b', 'GET', whoAmI, { token })).status).toBe(200);

      const logout = await viaProxy('DELETE', '/api/v1/auth/logout', { token });
      expect(logout.status).toBe(200);
      // Only one instance saw the logout; both refuse the token from the next request on.
      expect((await direct('a', 'GET', whoAmI, { token })).status).toBe(401);
      expect((await direct('b', 'GET', whoAmI, { token })).status).toBe(401);
      const refusals = [
        await viaProxy('GET', whoAmI, { token }),
        await viaProxy('GET', whoAmI, { token }),
      ];
      expect(refusals.map((r) => r.status)).toEqual([401, 401]);

      const mine = world().proxy.served.slice(from);
      expect(mine).toHaveLength(8);
      // Strict round robin: consecutive requests went to different processes.
      for (let i = 1; i < mine.length; i += 1) {
        expect(mine[i]?.upstream).not.toBe(mine[i - 1]?.upstream);
      }
      const lastTwo = mine
        .slice(-2)
        .map((r) => `${r.upstream}:${r.status}`)
        .sort();
      expect(lastTwo).toEqual(['a:401', 'b:401']);
      expect(mailTo(email)).toHaveLength(1);
    }, 60_000);

    it('shares rate limits: the refusal comes at the configured maximum summed over both', async () => {
      const { max } = DEFAULT_AUTH_SETTINGS.limits.loginPerEmailAndIp;
      const email = `limit-${run}@example.com`;
      const wrong = { body: { email, password: 'Wrong-pass-1' } };
      const attempt = () => viaProxy('POST', '/api/v1/auth/login', wrong);
      const from = world().proxy.served.length;
      for (let i = 1; i <= max; i += 1) {
        const res = await attempt();
        expect(res.status, `attempt ${i} of ${max}`).toBe(401);
      }
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);

      // Each instance saw about half the attempts, far fewer than its own limit would allow.
      const perInstance = world()
        .proxy.served.slice(from)
        .reduce<Record<string, number>>((n, r) => {
          n[r.upstream] = (n[r.upstream] ?? 0) + 1;
          return n;
        }, {});
      expect(Object.values(perInstance).sort()).toEqual(
        [Math.floor((max + 1) / 2), Math.ceil((max + 1) / 2)].sort(),
      );
      // And each instance, asked directly, refuses too.
      expect((await direct('a', 'POST', '/api/v1/auth/login', wrong)).status).toBe(429);
      expect((await direct('b', 'POST', '/api/v1/auth/login', wrong)).status).toBe(429);
      // One counter in Redis took every hit (no instance fell back to counting in memory).
      expect(Number(await world().redis.get(`waliyy:rl:login:email-ip:${email}:${clientIp}`))).toBe(
        max + 3,
      );
      // Refused by the address's own limit, the attempts past it never reached the account's.
      expect(Number(await world().redis.get(`waliyy:rl:login:account:${email}`))).toBe(max);
    }, 60_000);

    it('sends each outbox e-mail exactly once while both mailers claim at the same moment', async () => {
      const { db } = world();
      const n = 30;
      const recipients = Array.from({ length: n }, (_, i) => `outbox-${i}-${run}@example.com`);
      await db.transaction(async (tx) => {
        // Both mailers poll (every 2 s): hold them behind the table lock until both are queued.
        await tx.execute(sql`lock table outbox in access exclusive mode`);
        for (const [i, to] of recipients.entries()) {
          await enqueueEmail(tx, {
            to,
            subject: `Outbox check ${i}`,
            text: `Message ${i} of the outbox check.`,
            html: `<p>Message ${i} of the outbox check.</p>`,
          });
        }
        await bothWaitingOn('outbox');
      });

      const rows = () =>
        db
          .select({ status: outbox.status, attempts: outbox.attempts, sentAt: outbox.sentAt })
          .from(outbox)
          .where(inArray(sql`${outbox.payload}->>'to'`, recipients));
      await waitFor('every e-mail delivered', () =>
        recipients.every((to) => mailTo(to).length > 0),
      );
      await waitFor('every row marked sent', async () =>
        (await rows()).every((r) => r.status === 'sent'),
      );
      // Another poll of each mailer (2 s) must find nothing left to send.
      await pause(2_500);

      const sent = recipients.map((to) => mailTo(to));
      expect(sent.map((mails) => mails.length)).toEqual(recipients.map(() => 1));
      const bySender = sent.flat().reduce<Record<string, number>>((count, m) => {
        count[m.sentBy] = (count[m.sentBy] ?? 0) + 1;
        return count;
      }, {});
      // Both really took part: each instance delivered a share through its own relay.
      expect(bySender.a).toBeGreaterThan(0);
      expect(bySender.b).toBeGreaterThan(0);
      expect((bySender.a ?? 0) + (bySender.b ?? 0)).toBe(n);
      const final = await rows();
      expect(final).toHaveLength(n);
      // Claimed once each: the claim counts an attempt.
      for (const row of final) expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    }, 60_000);

    it('runs the background jobs once when both instances run them at the same moment', async () => {
      const { db } = world();
      // A paid order the reconcile job must verify and grant (Paystack answered "success").
      const payer = await createGuardian(db, { email: `payer-${run}@example.com` });
      const login = await viaProxy('POST', '/api/v1/auth/login', {
        body: { email: payer.email, password: payer.password },
      });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
      const { token } = LoginResponse.parse(login.body).data;
      const plans = PlansResponse.parse((await viaProxy('GET', '/api/v1/plans/')).body).data;
      const ngn = plans.find((p) => p.currency === 'NGN')!._id;
      const started = await viaProxy('POST', `/api/v1/payment/make-payment/${ngn}`, { token });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const { id: orderId, data: checkout } = MakePaymentResponse.parse(started.body).data;
      world().fakePayments.paystack.pay(checkout.reference);

      // Two likes past their time: one for the 7-day reminder, one for the 14-day expiry.
      const family = async (gender: 'MALE' | 'FEMALE') => {
        const guardian = await createGuardian(db);
        const body = childBody({ gender }) as unknown as ChildCreateBody;
        const [single] = await db
          .insert(children)
          .values(rowFromBody(body, guardian.id, newDisplayId()))
          .returning();
        return { email: guardian.email, single: single! };
      };
      const [toRemind, reminded, toExpire, expired] = await Promise.all([
        family('MALE'),
        family('FEMALE'),
        family('MALE'),
        family('FEMALE'),
      ]);
      const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

      const [reminderLike, expiryLike] = await db.transaction(async (tx) => {
        // Both instances poll every 250 ms: queue both jobs of both behind these locks, then
        // make the work due and let all four claims go at once.
        await tx.execute(sql`lock table likes, orders in access exclusive mode`);
        const made = await tx
          .insert(likes)
          .values([
            {
              initiatorId: toRemind!.single.id,
              receiverId: reminded!.single.id,
              createdAt: ago(8),
              updatedAt: ago(8),
            },
            {
              initiatorId: toExpire!.single.id,
              receiverId: expired!.single.id,
              createdAt: ago(15),
              updatedAt: ago(15),
            },
          ])
          .returning({ id: likes.id });
        await tx
          .update(orders)
          .set({ nextCheckAt: new Date(Date.now() - 1_000) })
          .where(eq(orders.id, orderId));
        await bothWaitingOn('likes', 'orders');
        return made.map((l) => l.id);
      });

      const order = async () => (await db.select().from(orders).where(eq(orders.id, orderId)))[0];
      const like = async (id: string) => (await db.select().from(likes).where(eq(likes.id, id)))[0];
      await waitFor('the order granted', async () => (await order())?.status === 'succeeded');
      await waitFor(
        'the like expired',
        async () => (await like(expiryLike!))?.status === 'expired',
      );
      await waitFor('the reminder e-mailed', () => mailTo(reminded!.email).length > 0);
      // Both instances keep polling every 250 ms: several more rounds must change nothing.
      await pause(2_000);

      const verifies = world().fakePayments.calls.filter(
        (c) => c.path === `/transaction/verify/${checkout.reference}`,
      );
      expect(verifies).toHaveLength(1);
      expect(await db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
      expect(
        await db.select().from(subscriptions).where(eq(subscriptions.userId, payer.id)),
      ).toHaveLength(1);
      const active = await viaProxy('GET', '/api/v1/subscriptions/active', { token });
      expect(SubscriptionResponse.parse(active.body).data?.plan.currency).toBe('NGN');

      expect(await like(reminderLike!)).toMatchObject({ status: 'pending' });
      expect((await like(reminderLike!))?.remindedAt).toBeInstanceOf(Date);
      expect(mailTo(reminded!.email)).toHaveLength(1);
      const reminderRows = await db
        .select({ status: outbox.status, attempts: outbox.attempts })
        .from(outbox)
        .where(eq(sql`${outbox.payload}->>'to'`, reminded!.email));
      expect(reminderRows).toEqual([{ status: 'sent', attempts: 1 }]);

      expect(
        await db
          .select()
          .from(likeNonResponses)
          .where(
            and(
              eq(likeNonResponses.likeId, expiryLike!),
              eq(likeNonResponses.childId, expired!.single.id),
            ),
          ),
      ).toHaveLength(1);
      // The expiry pass runs before the reminder pass: the expired like was never reminded.
      expect(mailTo(expired!.email)).toHaveLength(0);
    }, 60_000);
  },
);
