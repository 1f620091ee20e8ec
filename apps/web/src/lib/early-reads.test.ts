import type { Subscription } from '@waliyy/contract/billing';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../test/api-mock';
import { account, fakeToken, signIn } from '../test/session-fixtures';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client';
import { earlyReadsOf, preloadAppWords, startEarlyReads, takeEarlyRead } from './early-reads';
import { readToken } from './storage';

// Decision 087: a signed-in page's first reads, started by the early-reads script before the
// app's code has come, and taken over by the app's own reads.

const RUNNING: Subscription = {
  plan: { planName: 'Premium', amount: 10000, currency: 'NGN' },
  expiresAt: '2099-11-23T12:00:00.000Z',
  duration: 12,
  payment: { status: 'succeeded', duration: 12 },
};
const RECS = '/parent/child/c1/recommendations?page=1&limit=9&include=close';
const at = (pathname: string, search = '') => ({ pathname, search });
/** Lets the reads' promise chains (the plan, then what waits on it) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const sentPaths = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input).replace('/api/v1', ''));

afterEach(() => {
  // The reads a test left for nobody: its own, not the next test's.
  const registry = (globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>)[
    Symbol.for('waliyy.early-reads')
  ];
  registry?.clear();
  setUnauthorizedHandler(null);
});

describe('earlyReadsOf', () => {
  const session = ['/account'];

  it('names the dashboard’s list and the single’s own state, after the session’s', () => {
    expect(earlyReadsOf('/dashboard', '', 'c1')).toEqual({
      reads: [...session, RECS, '/parent/child/c1'],
      withPlan: [],
    });
    // No single chosen yet: the page asks the account which one first.
    expect(earlyReadsOf('/dashboard/', '', null)).toEqual({ reads: session, withPlan: [] });
  });

  it('keeps the likes and the match until the plan is known to run', () => {
    expect(earlyReadsOf('/likes', '', 'c1').withPlan).toEqual([
      '/match/like/child/c1/?type=received&page=1&limit=9',
    ]);
    expect(earlyReadsOf('/likes', '?tab=liked', 'c1').withPlan).toEqual([
      '/match/like/child/c1/?type=given&page=1&limit=9',
    ]);
    expect(earlyReadsOf('/match', '', 'c1')).toEqual({
      reads: [...session, '/subscriptions/active'],
      withPlan: ['/match/child/c1'],
    });
  });

  it('names a profile’s read as its page makes it', () => {
    expect(earlyReadsOf('/recommended/p%209', '', 'c1').reads).toEqual([
      ...session,
      '/recommendation/p%209?childId=c1',
    ]);
    expect(earlyReadsOf('/explore/p9', '', null).reads).toEqual([...session, '/recommendation/p9']);
    expect(earlyReadsOf('/profile/c2', '', 'c1').reads).toEqual([...session, '/parent/child/c2']);
  });

  it('names nothing for any other page', () => {
    for (const path of ['/', '/login', '/settings', '/explore', '/dashboard/x', '/likes/x/y']) {
      expect(earlyReadsOf(path, '', 'c1'), path).toEqual({ reads: [], withPlan: [] });
    }
  });
});

describe('startEarlyReads and the app’s reads', () => {
  it('asks with the token, and the app takes each answer once instead of asking again', async () => {
    const token = signIn({ childId: 'c1' });
    const fetchMock = mockApi({
      'GET /account': () => json(200, { message: '', data: account() }),
    });
    startEarlyReads(at('/profile/c1'), token, 'c1');
    expect(sentPaths(fetchMock)).toEqual(['/account', '/parent/child/c1']);
    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${token}`);
    }

    const { data } = await apiRequest('GET', '/account', { auth: true });
    expect(data).toEqual(account());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Taken once: the next read of it goes to the server.
    await apiRequest('GET', '/account', { auth: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('is not taken with another token: the account changed since', async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /account': () => json(200, { message: '', data: account() }),
    });
    startEarlyReads(at('/dashboard'), fakeToken(7200), null);
    expect(readToken()).not.toBeNull();
    await apiRequest('GET', '/account', { auth: true });
    expect(sentPaths(fetchMock)).toEqual(['/account', '/account']);
  });

  it('is not taken once too old, nor by anything but a GET of the same address', () => {
    mockApi({});
    startEarlyReads(at('/profile/c1'), 'token-a', null, 1_000);
    expect(takeEarlyRead('/parent/child/c1', 'token-a', 1_000 + 16_000)).toBeUndefined();
    expect(takeEarlyRead('/account', 'token-a', 2_000)).toBeDefined();
    expect(takeEarlyRead('/account', 'token-a', 2_000)).toBeUndefined();
    expect(takeEarlyRead('/account?x=1', 'token-a', 2_000)).toBeUndefined();
  });

  it('is dropped by a change: what it answers may be out of date', async () => {
    const token = signIn({ childId: 'c1' });
    const fetchMock = mockApi({
      'GET /account': () => json(200, { message: '', data: account() }),
      'PUT /account/delete': () => json(200, { message: 'Gone', data: null }),
    });
    startEarlyReads(at('/dashboard'), token, null);
    await apiRequest('PUT', '/account/delete', { auth: true });
    await apiRequest('GET', '/account', { auth: true });
    expect(sentPaths(fetchMock)).toEqual(['/account', '/account/delete', '/account']);
  });

  it('hands a refusal to the app as its own read would: the session ends', async () => {
    const token = signIn();
    mockApi({
      'GET /account': () => json(401, { message: 'Session expired.', code: 'UNAUTHENTICATED' }),
    });
    startEarlyReads(at('/dashboard'), token, null);
    const refused = apiRequest('GET', '/account', { auth: true });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 401 });
    expect(readToken()).toBeNull();
  });

  it('asks for the likes only once the plan answers that it runs', async () => {
    const token = signIn({ childId: 'c1' });
    const free = mockApi({});
    startEarlyReads(at('/likes'), token, 'c1');
    await settle();
    await settle();
    expect(sentPaths(free)).toEqual(['/account', '/subscriptions/active']);

    const paid = mockApi({
      'GET /subscriptions/active': () => json(200, { message: '', data: RUNNING }),
    });
    startEarlyReads(at('/match'), token, 'c1');
    await settle();
    await settle();
    expect(sentPaths(paid)).toEqual(['/account', '/subscriptions/active', '/match/child/c1']);
    // The app still reads the plan's answer itself (the script read a copy).
    const { data } = await apiRequest('GET', '/subscriptions/active', { auth: true });
    expect(data).toEqual(RUNNING);
    expect(paid).toHaveBeenCalledTimes(3);
  });
});

describe('preloadAppWords', () => {
  afterEach(() => {
    for (const node of document.head.querySelectorAll('script, link')) node.remove();
  });

  it('preloads the file the script’s tag names for the language', () => {
    const script = document.createElement('script');
    script.setAttribute('data-app-words-en', '/assets/en-1.js');
    script.setAttribute('data-app-words-ha', '/assets/ha-2.js');
    document.head.append(script);
    preloadAppWords(document, 'ha');
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/ha-2.js']);
  });

  it('does nothing when the page names no such file', () => {
    preloadAppWords(document, 'yo');
    expect(document.head.querySelector('link')).toBeNull();
  });
});
