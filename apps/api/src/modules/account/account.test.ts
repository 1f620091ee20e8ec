import { AccountResponse, AUTH_RESULT_MESSAGES, type ChildCreateBody } from '@waliyy/contract';
import { makeChildBody } from '@waliyy/contract/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, users } from '../../db/schema';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { linkTokenFrom } from '../../test/smtp';
import { rowFromBody } from '../children/children.mapper';

describe('account settings', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  it('needs a bearer token on every account route', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/account'],
      ['PUT', '/api/v1/account/change-password'],
      ['POST', '/api/v1/account/alternate-email'],
      ['PUT', '/api/v1/account/delete'],
    ] as const) {
      const res = await h.call(method, url, { body: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('changes the password after checking the old one, and signs every device out', async () => {
    const { input, token } = await h.register();
    const wrong = await h.call('PUT', '/api/v1/account/change-password', {
      token,
      body: {
        oldPassword: 'Not-my-password',
        newPassword: 'Fresh-pass-77',
        confirmPassword: 'Fresh-pass-77',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.oldPassword).toBe(AUTH_RESULT_MESSAGES.oldPasswordWrong);

    const short = await h.call('PUT', '/api/v1/account/change-password', {
      token,
      body: { oldPassword: input.password, newPassword: 'short', confirmPassword: 'short' },
    });
    expect(short.json().errors.newPassword).toBe('Must be 8 characters or more');

    const res = await h.call('PUT', '/api/v1/account/change-password', {
      token,
      body: {
        oldPassword: input.password,
        newPassword: 'Fresh-pass-77',
        confirmPassword: 'Fresh-pass-77',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Sign in with new password');
    expect((await h.call('GET', '/api/v1/account', { token })).statusCode).toBe(401);
    const login = await h.call('POST', '/api/v1/auth/login', {
      body: { email: input.email, password: 'Fresh-pass-77' },
    });
    expect(login.statusCode).toBe(200);
    await h.flushMail();
    expect(h.smtp.latestTo(input.email)?.subject).toBe('Your Waliyy password was changed');
  });

  it('records an alternative e-mail unverified and shows it verified once the link is used', async () => {
    const { token } = await h.register();
    const res = await h.call('POST', '/api/v1/account/alternate-email', {
      token,
      body: { email: 'Second.Address@Example.org' },
    });
    expect(res.statusCode).toBe(200);
    let me = AccountResponse.parse((await h.call('GET', '/api/v1/account', { token })).json());
    expect(me.data).toMatchObject({
      alternateEmail: 'second.address@example.org',
      alternateEmailVerified: false,
    });

    await h.flushMail();
    const linkToken = linkTokenFrom(h.smtp.latestTo('second.address@example.org'));
    expect(linkToken).toBeTruthy();
    const confirm = await h.call('PUT', '/api/v1/account/alternate-email/confirm', {
      body: { token: linkToken },
    });
    expect(confirm.statusCode).toBe(200);
    me = AccountResponse.parse((await h.call('GET', '/api/v1/account', { token })).json());
    expect(me.data.alternateEmailVerified).toBe(true);

    const reuse = await h.call('PUT', '/api/v1/account/alternate-email/confirm', {
      body: { token: linkToken },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('refuses the account address itself and a disposable one as the alternative', async () => {
    const { input, token } = await h.register();
    const same = await h.call('POST', '/api/v1/account/alternate-email', {
      token,
      body: { email: input.email },
    });
    expect(same.statusCode).toBe(400);
    const throwaway = await h.call('POST', '/api/v1/account/alternate-email', {
      token,
      body: { email: 'x@mailinator.com' },
    });
    expect(throwaway.json().message).toBe('Invalid email. Please use a standard email.');
  });

  it('deletes the account with its singles and sessions, and the address can sign up again', async () => {
    const { input, token } = await h.register();
    const [user] = await h.database.db.select().from(users).where(eq(users.email, input.email));
    const single = makeChildBody({ firstName: 'Zainab', lastName: 'Sule' }) as ChildCreateBody;
    await h.database.db
      .insert(children)
      .values(rowFromBody(single, user?.id ?? '', `WL-${Date.now().toString(36).toUpperCase()}`));

    const res = await h.call('PUT', '/api/v1/account/delete', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_RESULT_MESSAGES.accountDeleted);
    expect((await h.call('GET', '/api/v1/account', { token })).statusCode).toBe(401);
    const [left] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(children)
      .where(eq(children.userId, user?.id ?? ''));
    expect(left?.n).toBe(0);
    const login = await h.call('POST', '/api/v1/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(login.statusCode).toBe(401);
    await h.flushMail();
    expect(h.smtp.latestTo(input.email)?.subject).toBe('Your Waliyy account has been deleted');
  });
});
