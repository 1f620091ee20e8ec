import { AUTH_MESSAGES } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { otpFrom } from '../../test/smtp';

// Decision 074: phone numbers as people type them, stored as E.164; any digits are digits.
describe('POST /auth/signup: the phone number as typed', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  let n = 0;
  const signUp = (phoneNumber: string) => {
    n += 1;
    const email = `phone.${n}@example.com`;
    const body = {
      firstName: 'Aisha',
      lastName: 'Lawal',
      email,
      phoneNumber,
      password: 'Bismillah-123',
      confirmPassword: 'Bismillah-123',
    };
    return { email, res: h.call('POST', '/api/v1/auth/signup', { body }) };
  };
  const storedPhone = async (email: string) =>
    (
      await h.database.db.select({ phone: users.phone }).from(users).where(eq(users.email, email))
    )[0]?.phone;

  it.each([
    ['08031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['(0803) 123-4567', '+2348031234567'],
    ['0044 7911 123456', '+447911123456'],
    ['+٢٣٤٨٠٣١٢٣٤٥٦٧', '+2348031234567'],
    ['۰۸۰۳ ۱۲۳ ۴۵۶۷', '+2348031234567'],
    ['０８０３１２３４５６７', '+2348031234567'],
  ])('takes %j and stores %s', async (typed, e164) => {
    const { email, res } = signUp(typed);
    expect((await res).statusCode).toBe(201);
    expect(await storedPhone(email)).toBe(e164);
  });

  it('refuses a number no country has, with the message that says what to type', async () => {
    const { email, res } = signUp('+999 1234 5678');
    const answer = await res;
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ phoneNumber: AUTH_MESSAGES.phoneFormat });
    expect(AUTH_MESSAGES.phoneFormat).toContain('0803 123 4567');
    expect(await storedPhone(email)).toBeUndefined();
  });

  it('verifies the e-mail with its code typed in Arabic-Indic digits', async () => {
    const { email, res } = signUp('0803 123 4567');
    expect((await res).statusCode).toBe(201);
    await h.flushMail();
    const code = otpFrom(h.smtp.latestTo(email)) ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const arabic = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const verified = await h.call('PUT', '/api/v1/auth/verify-email', {
      body: { otp: arabic, email },
    });
    expect(verified.statusCode).toBe(200);
  });
});
