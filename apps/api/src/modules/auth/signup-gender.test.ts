import { AccountResponse, AUTH_MESSAGES, LoginResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { findAccountGender, findUserByEmail } from './auth.repository';

/** Decision 020: the account holder's own gender, optional at sign-up (decision 062). */
describe('the account holder’s gender', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  const login = async (input: { email: string; password: string }) => {
    const res = await h.call('POST', '/api/v1/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(res.statusCode).toBe(200);
    return LoginResponse.parse(res.json()).data;
  };

  it('keeps the gender the original client sends and answers it on login and account reads', async () => {
    // The original client's sign-up body, exactly its fields.
    const { input, token } = await h.register({ gender: 'FEMALE' });
    expect(Object.keys(input).sort()).toEqual(
      [
        'firstName',
        'lastName',
        'email',
        'phoneNumber',
        'gender',
        'password',
        'confirmPassword',
      ].sort(),
    );
    const stored = await findUserByEmail(h.database.db, input.email);
    expect(stored?.gender).toBe('FEMALE');
    expect(await findAccountGender(h.database.db, stored?.id ?? '')).toBe('FEMALE');

    expect((await login(input)).user.gender).toBe('FEMALE');
    const account = await h.call('GET', '/api/v1/account', { token });
    expect(account.statusCode).toBe(200);
    expect(AccountResponse.parse(account.json()).data.gender).toBe('FEMALE');
  });

  it('is optional: left out, null or empty, the account has none (null in every answer)', async () => {
    for (const gender of [undefined, null, '']) {
      const { input, token } = await h.register(gender === undefined ? {} : { gender });
      expect((await login(input)).user.gender).toBeNull();
      const account = await h.call('GET', '/api/v1/account', { token });
      expect(account.json().data.gender).toBeNull();
      const stored = await findUserByEmail(h.database.db, input.email);
      expect(await findAccountGender(h.database.db, stored?.id ?? '')).toBeNull();
    }
    expect(await findAccountGender(h.database.db, '00000000-0000-4000-8000-000000000000')).toBe(
      null,
    );
  });

  it('refuses any other value with 400 on `gender`, creating nothing', async () => {
    for (const gender of ['male', 'Female', 'OTHER', 1, true, ['MALE']]) {
      const res = await h.call('POST', '/api/v1/auth/signup', {
        body: {
          firstName: 'Aisha',
          lastName: 'Lawal',
          email: 'gender.refused@example.com',
          phoneNumber: '+2348031234567',
          gender,
          password: 'Bismillah-123',
          confirmPassword: 'Bismillah-123',
        },
      });
      expect(res.statusCode, JSON.stringify(gender)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        errors: { gender: AUTH_MESSAGES.genderInvalid },
      });
    }
    expect(await findUserByEmail(h.database.db, 'gender.refused@example.com')).toBeUndefined();
  });

  it('a second sign-up at an unverified address keeps the first gender', async () => {
    const input = await h.signUp({ gender: 'MALE' });
    const again = await h.call('POST', '/api/v1/auth/signup', {
      body: { ...input, gender: 'FEMALE' },
    });
    expect(again.statusCode).toBe(201);
    expect((await findUserByEmail(h.database.db, input.email))?.gender).toBe('MALE');
  });
});
