// PUT /auth/verify-email: the e-mailed code, its limits, and guessing codes.
import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { isPostgres } from '../../test/database';
import { otpFrom } from '../../test/smtp';

const verify = (h: AuthHarness, body: object, ip?: string) =>
  h.call('PUT', '/api/v1/auth/verify-email', { body, ...(ip ? { ip } : {}) });

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('PUT /auth/verify-email', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  it('verifies with the e-mailed code, once', async () => {
    const input = await h.signUp();
    const otp = otpFrom(h.smtp.latestTo(input.email));
    const res = await verify(h, { otp, email: input.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_RESULT_MESSAGES.verified);
    const again = await verify(h, { otp, email: input.email });
    expect(again.statusCode).toBe(400);
  });

  it("accepts the code alone, as the spec's client sends it", async () => {
    const input = await h.signUp();
    const res = await verify(h, { otp: otpFrom(h.smtp.latestTo(input.email)) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a code that is not 6 digits with the spec message', async () => {
    const res = await verify(h, { otp: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.otp).toBe('Must be 6 characters or more');
    expect((await verify(h, {})).json().errors.otp).toBe('Enter OTP');
  });

  it('refuses a code after its 10 minutes', async () => {
    const input = await h.signUp();
    const otp = otpFrom(h.smtp.latestTo(input.email));
    h.clock.advance(10 * 60 * 1000 + 1000);
    const res = await verify(h, { otp, email: input.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_RESULT_MESSAGES.otpInvalid);
  });

  it('voids the code after 5 wrong tries: the 6th is refused even with the right code', async () => {
    const input = await h.signUp();
    const otp = otpFrom(h.smtp.latestTo(input.email)) ?? '';
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(h, { otp: wrongCode(otp), email: input.email })).statusCode).toBe(400);
    }
    const res = await verify(h, { otp, email: input.email });
    expect(res.statusCode).toBe(400);
    const [row] = await h.database.db.select().from(users).where(eq(users.email, input.email));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it.runIf(isPostgres())(
    '20 simultaneous correct submissions verify exactly once (PostgreSQL)',
    async () => {
      const input = await h.signUp();
      const otp = otpFrom(h.smtp.latestTo(input.email));
      const results = await Promise.all(
        Array.from({ length: 20 }, () => verify(h, { otp, email: input.email })),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 400)).toHaveLength(19);
    },
  );

  it.skipIf(isPostgres())(
    '20 correct submissions one after another on PGlite (one connection; the parallel case runs on PostgreSQL)',
    async () => {
      const input = await h.signUp();
      const otp = otpFrom(h.smtp.latestTo(input.email));
      const results = await Promise.all(
        Array.from({ length: 20 }, () => verify(h, { otp, email: input.email })),
      );
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    },
  );

  it('re-sends a code at most once a minute per address; more often, the same answer and nothing sent', async () => {
    const input = await h.signUp();
    const codeMails = () => h.smtp.received.filter((m) => m.to === input.email).length;
    const resend = () =>
      h.call('POST', '/api/v1/auth/resend-verification', { body: { email: input.email } });
    const first = await resend();
    expect(first.statusCode).toBe(200);
    await h.flushMail();
    const sent = codeMails();
    const latest = otpFrom(h.smtp.latestTo(input.email));

    // Within the minute: the usual answer (a 429 would be the owner's to meet after anyone
    // re-sent to the address), no new code, and the one sent still verifies below.
    const second = await resend();
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    await h.flushMail();
    expect(codeMails()).toBe(sent);

    h.clock.advance(61_000);
    expect((await resend()).statusCode).toBe(200);
    await h.flushMail();
    expect(codeMails()).toBe(sent + 1);
    const newest = otpFrom(h.smtp.latestTo(input.email));
    expect(newest).not.toBe(latest);
    const res = await verify(h, { otp: newest, email: input.email });
    expect(res.statusCode).toBe(200);
  });
});

describe('guessing codes', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({
      limits: {
        otpPerIp: { max: 8, windowSeconds: 600 },
        otpCodeOnlyMisses: { max: 12, windowSeconds: 600 },
      },
    });
  });
  afterAll(() => h.close());

  it('limits tries per address, then wrong code-only tries across every client', async () => {
    // Per IP: the 9th try from one address is refused.
    const codes = Array.from({ length: 9 }, (_, i) => String(100000 + i));
    const fromOneIp = [];
    for (const otp of codes) fromOneIp.push(await verify(h, { otp }, '10.0.0.1'));
    expect(fromOneIp.slice(0, 8).every((r) => r.statusCode === 400)).toBe(true);
    expect(fromOneIp[8]?.statusCode).toBe(429);

    // Overall: many addresses each trying a few wrong codes still meet the shared cap (the
    // first address's 8 wrong codes count; its refused 9th does not).
    const spread = [];
    for (let i = 0; i < 6; i += 1) spread.push(await verify(h, { otp: '222222' }, `10.0.1.${i}`));
    expect(spread.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 429, 429]);
    expect(spread.at(-1)?.headers['retry-after']).toBeDefined();
  });
});
