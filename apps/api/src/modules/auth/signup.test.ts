import { AUTH_MESSAGES, AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { otpFrom } from '../../test/smtp';

describe('POST /auth/signup', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  const valid = {
    firstName: 'Aisha',
    lastName: 'Lawal',
    email: 'new.guardian@example.com',
    phoneNumber: '+2348031234567',
    password: 'Bismillah-123',
    confirmPassword: 'Bismillah-123',
  };

  it.each([
    [{ firstName: undefined }, 'firstName', AUTH_MESSAGES.nameRequired],
    [{ firstName: 'A' }, 'firstName', 'Must be 2 characters or more'],
    [{ lastName: ' ' }, 'lastName', AUTH_MESSAGES.nameRequired],
    [{ email: '' }, 'email', AUTH_MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ phoneNumber: '' }, 'phoneNumber', AUTH_MESSAGES.phoneRequired],
    [{ phoneNumber: 'call me' }, 'phoneNumber', AUTH_MESSAGES.phoneFormat],
    // The shape of a number, but no country has it (decision 074).
    [{ phoneNumber: '0803 123 45' }, 'phoneNumber', AUTH_MESSAGES.phoneFormat],
    [{ phoneNumber: '+234803' }, 'phoneNumber', AUTH_MESSAGES.phoneMin],
    [{ phoneNumber: '+234803123456789012' }, 'phoneNumber', AUTH_MESSAGES.phoneMax],
    [{ password: '', confirmPassword: '' }, 'password', AUTH_MESSAGES.passwordRequired],
    [{ password: 'short', confirmPassword: 'short' }, 'password', AUTH_MESSAGES.passwordMin],
    [{ confirmPassword: '' }, 'confirmPassword', AUTH_MESSAGES.confirmRequired],
    [{ confirmPassword: 'Bismillah-124' }, 'confirmPassword', AUTH_MESSAGES.confirmMismatch],
  ])('refuses %j with 400 and the message for %s', async (change, field, message) => {
    const res = await h.call('POST', '/api/v1/auth/signup', { body: { ...valid, ...change } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.errors[field]).toBe(message);
  });

  it('refuses a disposable e-mail domain without creating anything', async () => {
    const res = await h.call('POST', '/api/v1/auth/signup', {
      body: { ...valid, email: 'someone@mailinator.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Invalid email. Please use a standard email.',
      errors: { email: 'Invalid email. Please use a standard email.' },
    });
    const [row] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`email = 'someone@mailinator.com'`);
    expect(row?.n).toBe(0);
  });

  it('creates an unverified account with the e-mail lower-cased and an argon2id hash, and e-mails a 6-digit code', async () => {
    const res = await h.call('POST', '/api/v1/auth/signup', {
      body: { ...valid, email: 'Mixed.Case@Example.com' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: AUTH_RESULT_MESSAGES.signedUp, data: null });
    const [row] = await h.database.db
      .select()
      .from(users)
      .where(sql`email = 'mixed.case@example.com'`);
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('Bismillah');

    await h.flushMail();
    const mail = h.smtp.latestTo('mixed.case@example.com');
    expect(mail?.subject).toMatch(/verification code/);
    expect(otpFrom(mail)).toMatch(/^\d{6}$/);
    expect(mail?.html).toContain(otpFrom(mail));
  });

  it('answers a taken address exactly like a new one, creates nothing and tells the owner', async () => {
    const { input } = await h.register();
    const before = h.smtp.received.length;
    const res = await h.call('POST', '/api/v1/auth/signup', {
      body: {
        ...valid,
        email: input.email.toUpperCase(),
        password: 'Another-pass-1',
        confirmPassword: 'Another-pass-1',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: AUTH_RESULT_MESSAGES.signedUp, data: null });
    const [count] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(email) = ${input.email}`);
    expect(count?.n).toBe(1);

    await h.flushMail();
    expect(h.smtp.received.length).toBe(before + 1);
    expect(h.smtp.latestTo(input.email)?.subject).toBe(
      'Someone tried to sign up with your e-mail address',
    );
    // The first password still works; the second was never set.
    const login = await h.call('POST', '/api/v1/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('sends the owner of an unverified address a fresh code instead of a second account', async () => {
    const input = await h.signUp();
    const firstCode = otpFrom(h.smtp.latestTo(input.email));
    await h.call('POST', '/api/v1/auth/signup', { body: input });
    await h.flushMail();
    const secondCode = otpFrom(h.smtp.latestTo(input.email));
    expect(secondCode).toMatch(/^\d{6}$/);
    // The first code was replaced.
    if (firstCode !== secondCode) {
      const old = await h.call('PUT', '/api/v1/auth/verify-email', {
        body: { otp: firstCode, email: input.email },
      });
      expect(old.statusCode).toBe(400);
    }
    const res = await h.call('PUT', '/api/v1/auth/verify-email', {
      body: { otp: secondCode, email: input.email },
    });
    expect(res.statusCode).toBe(200);
  });
});
