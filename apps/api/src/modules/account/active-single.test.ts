import {
  AccountData,
  AUTH_RESULT_MESSAGES,
  CHILD_RESULT_MESSAGES,
  LoginData,
} from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { childBody } from '../../test/children-fixtures';

/**
 * Decision 022: logout clears the browser's storage, so the single a family last made
 * active is kept on the server (`PUT /account/active-single`) and returned by login and by
 * `GET /account` for the web to restore.
 */
describe('the last used single', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  const addSingle = async (token: string) => {
    const res = await h.call('POST', '/api/v1/parent/child', { token, body: childBody() });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as string;
  };
  const choose = (token: string, childId: unknown) =>
    h.call('PUT', '/api/v1/account/active-single', { token, body: { childId } });
  const loginData = async (email: string, password: string) => {
    const res = await h.call('POST', '/api/v1/auth/login', { body: { email, password } });
    expect(res.statusCode, res.body).toBe(200);
    return LoginData.parse(res.json().data);
  };
  const account = async (token: string) => {
    const res = await h.call('GET', '/api/v1/account', { token });
    expect(res.statusCode, res.body).toBe(200);
    return AccountData.parse(res.json().data);
  };

  it('is null until a single is chosen, then login and the account return it', async () => {
    const { input, token } = await h.register();
    expect((await loginData(input.email, input.password)).lastChildId).toBeNull();
    const first = await addSingle(token);
    const second = await addSingle(token);
    expect((await account(token)).lastChildId).toBeNull();

    const res = await choose(token, second);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: AUTH_RESULT_MESSAGES.activeSingleSaved, data: null });
    expect((await account(token)).lastChildId).toBe(second);

    // Logged out (the session revoked), then in again: the server still knows.
    expect((await h.call('DELETE', '/api/v1/auth/logout', { token })).statusCode).toBe(200);
    const again = await loginData(input.email, input.password);
    expect(again.lastChildId).toBe(second);
    expect(again.children.map((c) => c.id)).toEqual([first, second]);

    // Switching moves it.
    expect((await choose(again.token, first)).statusCode).toBe(200);
    expect((await loginData(input.email, input.password)).lastChildId).toBe(first);
  });

  it('is only ever one of the account’s own singles: another account’s is 404 and changes nothing', async () => {
    const a = await h.register();
    const b = await h.register();
    const mine = await addSingle(a.token);
    const theirs = await addSingle(b.token);
    expect((await choose(a.token, mine)).statusCode).toBe(200);

    for (const id of [theirs, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await choose(a.token, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: CHILD_RESULT_MESSAGES.notFound,
      });
    }
    expect((await account(a.token)).lastChildId).toBe(mine);
    expect((await account(b.token)).lastChildId).toBeNull();
  });

  it('is cleared when that single is deleted', async () => {
    const { input, token } = await h.register();
    const first = await addSingle(token);
    const second = await addSingle(token);
    expect((await choose(token, second)).statusCode).toBe(200);
    const deleted = await h.call('DELETE', `/api/v1/parent/child/${second}`, { token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await account(token)).lastChildId).toBeNull();
    expect((await loginData(input.email, input.password)).lastChildId).toBeNull();
    // The other single can be chosen as before.
    expect((await choose(token, first)).statusCode).toBe(200);
    expect((await account(token)).lastChildId).toBe(first);
  });

  it('needs a token and a childId', async () => {
    const { token } = await h.register();
    const unauthenticated = await h.call('PUT', '/api/v1/account/active-single', {
      body: { childId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unauthenticated.statusCode).toBe(401);
    for (const body of [{}, { childId: '' }, { childId: 42 }, { childId: 'x'.repeat(65) }]) {
      const res = await h.call('PUT', '/api/v1/account/active-single', { token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });
});
