import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, offContract } from '../test/api-mock';
import { fakeToken, signIn } from '../test/session-fixtures';
import {
  ApiError,
  apiRequest,
  NETWORK_ERROR_MESSAGE,
  parseRetryAfter,
  setUnauthorizedHandler,
} from './api-client';
import { isFetchError } from './is-fetch-error';
import { clearSession, readToken } from './storage';

afterEach(() => setUnauthorizedHandler(null));

describe('apiRequest', () => {
  it('calls /api/v1 with JSON and resolves with { message, data }', async () => {
    const fetchMock = mockApi({
      'POST /auth/login': ({ body }) =>
        // The client's own test: any body goes through as sent, so it need not be a login's.
        offContract(json(200, { message: 'Welcome back.', data: { echo: body } })),
    });
    const result = await apiRequest<{ echo: unknown }>('POST', '/auth/login', {
      body: { email: 'a@b.co' },
    });
    expect(result).toEqual({ message: 'Welcome back.', data: { echo: { email: 'a@b.co' } } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/login');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('sends no body and no content type for an empty-body call', async () => {
    signIn();
    const fetchMock = mockApi({
      'PUT /account/delete': () => json(200, { message: 'Gone', data: null }),
    });
    await apiRequest('PUT', '/account/delete', { auth: true });
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
  });

  it('sends the bearer token on authenticated calls', async () => {
    const token = signIn();
    const fetchMock = mockApi({
      'GET /account': () => offContract(json(200, { message: '', data: {} })),
    });
    await apiRequest('GET', '/account', { auth: true });
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('authorization')).toBe(
      `Bearer ${token}`,
    );
  });

  it('turns an error answer into an ApiError with code, field errors and Retry-After', async () => {
    mockApi({
      'POST /auth/signup': () =>
        json(400, {
          message: 'Invalid email. Please use a standard email.',
          code: 'VALIDATION',
          errors: { email: 'Invalid email. Please use a standard email.' },
        }),
      'POST /auth/resend-verification': () =>
        json(429, { message: 'Too many requests.', code: 'RATE_LIMITED' }, { 'retry-after': '42' }),
    });
    const signup = await apiRequest('POST', '/auth/signup', { body: {} }).catch((e: unknown) => e);
    expect(signup).toBeInstanceOf(ApiError);
    expect(signup).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid email. Please use a standard email.',
      fieldErrors: { email: 'Invalid email. Please use a standard email.' },
      retryAfter: null,
    });
    const limited = await apiRequest('POST', '/auth/resend-verification', { body: {} }).catch(
      (e: unknown) => e,
    );
    expect(limited).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 42 });
  });

  it('keeps the message ids that came with an error (decision 078)', async () => {
    mockApi({
      'POST /auth/signup': () =>
        json(400, {
          message: 'Must be 8 characters or more',
          code: 'VALIDATION',
          errors: { password: 'Must be 8 characters or more', email: 'Invalid Email Address' },
          messageId: 'minChars',
          messageValues: { count: 8 },
          errorIds: {
            password: { messageId: 'minChars', values: { count: 8 } },
            email: { messageId: 'auth.emailInvalid' },
          },
        }),
    });
    const signup = await apiRequest('POST', '/auth/signup', { body: {} }).catch((e: unknown) => e);
    expect(signup).toMatchObject({
      fieldErrors: { password: 'Must be 8 characters or more', email: 'Invalid Email Address' },
      messageRef: { messageId: 'minChars', values: { count: 8 } },
    });
    expect((signup as ApiError).fieldRefs).toEqual({
      password: { messageId: 'minChars', values: { count: 8 } },
      email: { messageId: 'auth.emailInvalid' },
    });
  });

  it('drops malformed message ids (an answer that is not the API’s)', async () => {
    const body = {
      message: 'x',
      code: 'VALIDATION',
      messageId: 7,
      errorIds: {
        phone: { messageId: 42 },
        name: 'auth.nameRequired',
        email: { messageId: 'auth.emailInvalid' },
      },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status: 400 })),
    );
    const error = await apiRequest('POST', '/auth/login', { body: {} }).catch((e: unknown) => e);
    expect((error as ApiError).messageRef).toBeUndefined();
    expect((error as ApiError).fieldRefs).toEqual({ email: { messageId: 'auth.emailInvalid' } });
  });

  it('keeps the 400’s contact findings as they came, for the forms to read', async () => {
    const message = 'Phone numbers are not allowed here.';
    const contact = { about: { kind: 'phone', start: 13, end: 26, text: '0803 123 4567' } };
    mockApi({
      'POST /parent/child': () =>
        json(400, { message, code: 'VALIDATION', errors: { about: message }, contact }),
      'POST /auth/login': () => json(400, { message, code: 'VALIDATION' }),
    });
    const refused = await apiRequest('POST', '/parent/child', { body: {} }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ fieldErrors: { about: message }, contact });
    const login = await apiRequest('POST', '/auth/login', { body: {} }).catch((e: unknown) => e);
    expect((login as ApiError).contact).toBeUndefined();
  });

  it('gives a safe message when the answer is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await apiRequest('GET', '/plans/').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'UNKNOWN' });
    expect((error as ApiError).message).toMatch(/something went wrong/i);
  });

  it('reports a network failure as FETCH_ERROR, which the error screen recognises', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await apiRequest('GET', '/plans/').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 'FETCH_ERROR', code: 'FETCH_ERROR' });
    expect((error as ApiError).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(isFetchError(error)).toBe(true);
  });
});

describe('a session the server refuses', () => {
  it('401 on an authenticated call clears the session and calls the handler', async () => {
    signIn();
    localStorage.setItem('childId', 'c1');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({
      'GET /account': () => json(401, { message: 'Please log in.', code: 'UNAUTHENTICATED' }),
    });
    await expect(apiRequest('GET', '/account', { auth: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).toHaveBeenCalledOnce();
    expect(readToken()).toBeNull();
    // Everything of the user's is gone; only this browser's own id may stay.
    expect(Object.keys(localStorage).filter((key) => key !== 'deviceId')).toEqual([]);
  });

  it('a 401 that comes before the handler is set reaches it once it is', async () => {
    signIn();
    setUnauthorizedHandler(null);
    mockApi({
      'GET /account': () => json(401, { message: 'Please log in.', code: 'UNAUTHENTICATED' }),
    });
    await expect(apiRequest('GET', '/account', { auth: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(readToken()).toBeNull();
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    expect(handler).toHaveBeenCalledOnce();
    expect(handler.mock.calls[0]?.[0]).toMatchObject({ status: 401 });
    // Handed over once only.
    setUnauthorizedHandler(null);
    const next = vi.fn();
    setUnauthorizedHandler(next);
    expect(next).not.toHaveBeenCalled();
  });

  it('an early 401 is not handed to a session begun after it', async () => {
    signIn();
    setUnauthorizedHandler(null);
    mockApi({
      'GET /account': () => json(401, { message: 'Please log in.', code: 'UNAUTHENTICATED' }),
    });
    await apiRequest('GET', '/account', { auth: true }).catch(() => undefined);
    signIn(); // someone signed in again before anyone listened
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    expect(handler).not.toHaveBeenCalled();
    expect(readToken()).not.toBeNull();
  });

  it("sign-in calls carry this browser's id, the same each time and kept after logout", async () => {
    const fetchMock = mockApi({
      'POST /auth/login': () => json(401, { message: 'Wrong.', code: 'UNAUTHENTICATED' }),
      'GET /plans/': () => json(200, { message: '', data: [] }),
    });
    await apiRequest('POST', '/auth/login', { body: {} }).catch(() => undefined);
    await apiRequest('POST', '/auth/login', { body: {} }).catch(() => undefined);
    await apiRequest('GET', '/plans/');
    const ids = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('x-device-id'),
    );
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toBeNull();
    clearSession();
    expect(localStorage.getItem('deviceId')).toBe(ids[0]);
  });

  it('403 ACCOUNT_SUSPENDED does the same; other 403s do not', async () => {
    signIn();
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({
      'GET /account': () => json(403, { message: 'Suspended.', code: 'ACCOUNT_SUSPENDED' }),
      'POST /match/like/child/c1': () => json(403, { message: 'Upgrade.', code: 'PLAN_REQUIRED' }),
    });
    await expect(apiRequest('POST', '/match/like/child/c1', { auth: true })).rejects.toThrow();
    expect(handler).not.toHaveBeenCalled();
    await expect(apiRequest('GET', '/account', { auth: true })).rejects.toThrow('Suspended.');
    expect(handler).toHaveBeenCalledOnce();
  });

  it('401 on a call without the token (login) is just an error', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    signIn();
    mockApi({
      'POST /auth/login': () =>
        json(401, { message: 'Incorrect email or password.', code: 'UNAUTHENTICATED' }),
    });
    await expect(apiRequest('POST', '/auth/login', { body: {} })).rejects.toThrow(
      'Incorrect email or password.',
    );
    expect(handler).not.toHaveBeenCalled();
    expect(readToken()).not.toBeNull();
  });

  it('an expired or missing token ends the session without calling the server', async () => {
    signIn({ token: fakeToken(-10) });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const fetchMock = mockApi({});
    await expect(apiRequest('GET', '/account', { auth: true })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(handler).toHaveBeenCalledOnce();
  });

  it('logout can opt out, handling its own failure', async () => {
    signIn();
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({
      'DELETE /auth/logout': () => json(401, { message: 'No.', code: 'UNAUTHENTICATED' }),
    });
    await expect(
      apiRequest('DELETE', '/auth/logout', { auth: true, handleUnauthorized: false }),
    ).rejects.toThrow('No.');
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds or an HTTP date', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('nonsense')).toBeNull();
    const now = Date.parse('2025-06-28T12:00:00Z');
    expect(parseRetryAfter('Sat, 28 Jun 2025 12:01:00 GMT', now)).toBe(60);
  });
});
