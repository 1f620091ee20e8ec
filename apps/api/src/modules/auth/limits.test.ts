// Limits per client address: one address's flood, or a stranger spending an e-mail's budgets.
import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { otpFrom, resetTokenFrom } from '../../test/smtp';
import { DEFAULT_AUTH_SETTINGS } from './auth.settings';

/**
 * Decision 018, "the limits must not become the attack": the production limits, with requests from
 * many client addresses. One client's flood locks only itself; guesses spread over many
 * addresses meet the account's own limit, which a known browser passes.
 */
const LIMITS = DEFAULT_AUTH_SETTINGS.limits;

const statuses = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>((count, r) => {
    count[r.statusCode] = (count[r.statusCode] ?? 0) + 1;
    return count;
  }, {});

describe('one address flooding the shared paths (decision 018)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({
      limits: {
        resetPerIp: LIMITS.resetPerIp,
        otpPerIp: LIMITS.otpPerIp,
        otpCodeOnlyMisses: LIMITS.otpCodeOnlyMisses,
      },
    });
  });
  afterAll(() => h.close());

  it("floods reset-password from one address: only that address is refused; another's token resets", async () => {
    const flood: LightMyRequestResponse[] = [];
    for (let i = 0; i < 400; i += 1) {
      flood.push(
        await h.call('PUT', '/api/v1/auth/reset-password', {
          body: {
            password: 'Flood-pass-42',
            confirmPassword: 'Flood-pass-42',
            otp: 'ABCDEFGHJKMN',
          },
          ip: '198.51.100.1',
        }),
      );
    }
    expect(statuses(flood)).toEqual({
      400: LIMITS.resetPerIp.max,
      429: 400 - LIMITS.resetPerIp.max,
    });

    const { input } = await h.register();
    await h.call('PUT', '/api/v1/auth/forgot-password', {
      body: { email: input.email },
      ip: '203.0.113.20',
    });
    await h.flushMail();
    const res = await h.call('PUT', '/api/v1/auth/reset-password', {
      body: {
        password: 'New-password-42',
        confirmPassword: 'New-password-42',
        otp: resetTokenFrom(h.smtp.latestTo(input.email)),
      },
      ip: '203.0.113.20',
    });
    expect(res.statusCode, res.body).toBe(200);
    // And the flooding address stays refused.
    const again = await h.call('PUT', '/api/v1/auth/reset-password', {
      body: { password: 'Flood-pass-42', confirmPassword: 'Flood-pass-42', otp: 'ABCDEFGHJKMN' },
      ip: '198.51.100.1',
    });
    expect(again.statusCode).toBe(429);
  });

  it("floods code-only verification from one address (IPv6, any address of its /64): another person's code still verifies", async () => {
    const flood: LightMyRequestResponse[] = [];
    for (let i = 0; i < 400; i += 1) {
      flood.push(
        await h.call('PUT', '/api/v1/auth/verify-email', {
          body: { otp: String(100000 + i) },
          // A new address of the same /64 each time: still one client.
          ip: `2001:db8:aaaa:1::${(i + 1).toString(16)}`,
        }),
      );
    }
    expect(statuses(flood)).toEqual({ 400: LIMITS.otpPerIp.max, 429: 400 - LIMITS.otpPerIp.max });

    const input = await h.signUp();
    const res = await h.call('PUT', '/api/v1/auth/verify-email', {
      body: { otp: otpFrom(h.smtp.latestTo(input.email)) },
      ip: '203.0.113.30',
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('closes only the code-only path once many addresses have spent their tries on wrong codes', async () => {
    const input = await h.signUp();
    const otp = otpFrom(h.smtp.latestTo(input.email)) ?? '';
    // The flood's 30 wrong codes already count (its refused ones do not): nine more addresses
    // spending all their tries on wrong codes reach the cap of 300.
    const per = LIMITS.otpPerIp.max;
    const addresses = Math.ceil((LIMITS.otpCodeOnlyMisses.max - per) / per);
    expect(addresses).toBe(9);
    let next = 200000;
    const guess = () => {
      if (String(next) === otp) next += 1;
      return String(next++);
    };
    for (let a = 0; a < addresses; a += 1) {
      for (let i = 0; i < per; i += 1) {
        const res = await h.call('PUT', '/api/v1/auth/verify-email', {
          body: { otp: guess() },
          ip: `192.0.2.${a + 1}`,
        });
        expect(res.statusCode).toBe(400);
      }
    }
    const closed = await h.call('PUT', '/api/v1/auth/verify-email', {
      body: { otp },
      ip: '203.0.113.40',
    });
    expect(closed.statusCode).toBe(429);
    expect(closed.json().message).toContain('enter your e-mail address with the code');
    // The code with its address still verifies.
    const withEmail = await h.call('PUT', '/api/v1/auth/verify-email', {
      body: { otp, email: input.email },
      ip: '203.0.113.40',
    });
    expect(withEmail.statusCode, withEmail.body).toBe(200);
  });
});

describe("an e-mail address's budgets, spent by a stranger (found reviewing decision 018)", () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({
      limits: {
        forgotPerIp: LIMITS.forgotPerIp,
        forgotPerEmail: LIMITS.forgotPerEmail,
        signupPerIp: LIMITS.signupPerIp,
        resendPerEmail: LIMITS.resendPerEmail,
      },
    });
  });
  afterAll(() => h.close());

  const forgot = (email: string, ip: string) =>
    h.call('PUT', '/api/v1/auth/forgot-password', { body: { email }, ip });
  const resetMails = (email: string) =>
    h.smtp.received.filter((m) => m.to === email && m.subject === 'Reset your Waliyy password');
  const codeMails = (email: string) =>
    h.smtp.received.filter(
      (m) => m.to === email && /^Your Waliyy verification code$/.test(m.subject),
    );

  it("a stranger's forgot-password requests leave the owner the usual answer and the last token sent", async () => {
    const { input } = await h.register();
    const tries = LIMITS.forgotPerEmail.max + 3;
    const fromStranger: LightMyRequestResponse[] = [];
    for (let i = 0; i < tries; i += 1)
      fromStranger.push(await forgot(input.email, '198.51.100.120'));
    // Past the address's budget the same answer, never a 429 the owner would meet next.
    expect(statuses(fromStranger)).toEqual({ 200: tries });
    expect(new Set(fromStranger.map((r) => r.body)).size).toBe(1);
    await h.flushMail();
    expect(resetMails(input.email)).toHaveLength(LIMITS.forgotPerEmail.max);
    const last = resetTokenFrom(h.smtp.latestTo(input.email));

    const owner = await forgot(input.email, '203.0.113.120');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual(fromStranger[0]?.json());
    await h.flushMail();
    // Nothing queued for it: the last token e-mailed was not voided by a new one, and resets.
    expect(resetMails(input.email)).toHaveLength(LIMITS.forgotPerEmail.max);
    const reset = await h.call('PUT', '/api/v1/auth/reset-password', {
      body: { otp: last, password: 'Owners-new-pass-1', confirmPassword: 'Owners-new-pass-1' },
      ip: '203.0.113.120',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await h.login({ email: input.email, password: 'Owners-new-pass-1' });
  });

  it("the client's own limit still answers 429, first: what it refuses spends nothing of the address's budget", async () => {
    const { input } = await h.register();
    const ip = '198.51.100.121';
    for (let i = 0; i < LIMITS.forgotPerIp.max; i += 1) {
      expect((await forgot(`someone.${i}@example.com`, ip)).statusCode).toBe(200);
    }
    const refused: LightMyRequestResponse[] = [];
    for (let i = 0; i < LIMITS.forgotPerEmail.max + 2; i += 1)
      refused.push(await forgot(input.email, ip));
    expect(statuses(refused)).toEqual({ 429: LIMITS.forgotPerEmail.max + 2 });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);

    // Those refusals did not count against the owner's address: the owner's request is sent.
    expect((await forgot(input.email, '203.0.113.121')).statusCode).toBe(200);
    await h.flushMail();
    expect(resetMails(input.email)).toHaveLength(1);
  });

  it("a stranger's re-send leaves the owner the usual answer and a code that verifies", async () => {
    const input = await h.signUp();
    const resend = (ip: string) =>
      h.call('POST', '/api/v1/auth/resend-verification', { body: { email: input.email }, ip });
    const fromStranger = await resend('198.51.100.122');
    expect(fromStranger.statusCode).toBe(200);
    await h.flushMail();
    const sent = codeMails(input.email).length;

    const owner = await resend('203.0.113.122');
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual(fromStranger.json());
    expect(owner.json().message).toBe(AUTH_RESULT_MESSAGES.verificationResent);
    await h.flushMail();
    expect(codeMails(input.email)).toHaveLength(sent);
    const res = await h.call('PUT', '/api/v1/auth/verify-email', {
      body: { otp: otpFrom(h.smtp.latestTo(input.email)), email: input.email },
      ip: '203.0.113.122',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
