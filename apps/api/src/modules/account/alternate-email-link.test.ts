// Decision 062: the alternative address's e-mailed link goes through the API (GET, its own
// single-use token), acts, then sends the browser to APP_URL's /login with the result.
import { AccountResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { linkTokenFrom } from '../../test/smtp';
import { DEFAULT_AUTH_SETTINGS } from '../auth/auth.settings';

/** Not the test app's usual address: the landing must come from this setting and nothing else. */
const APP_URL = 'https://app.waliyy.example';
const LINK = '/api/v1/account/alternate-email/confirm';
const CONFIRMED = `${APP_URL}/login?alternateEmail=confirmed`;
const INVALID = `${APP_URL}/login?alternateEmail=invalid`;

describe('the alternative e-mail link (GET, decision 062)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({ config: { APP_URL } });
  });
  afterAll(() => h.close());

  /** A family that asked for `alternate`: its session token and the link e-mailed there. */
  async function askFor(alternate: string) {
    const { input, token } = await h.register();
    const asked = await h.call('POST', '/api/v1/account/alternate-email', {
      token,
      body: { email: alternate },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await h.flushMail();
    const mail = h.smtp.latestTo(alternate);
    const link = /https?:\/\/[^\s"<>]+alternate-email\/confirm\?token=[A-Za-z0-9_%-]+/.exec(
      mail?.text ?? '',
    )?.[0];
    return { input, token, link: link ?? '', linkToken: linkTokenFrom(mail) ?? '' };
  }

  const isVerified = async (token: string) =>
    AccountResponse.parse((await h.call('GET', '/api/v1/account', { token })).json()).data
      .alternateEmailVerified;

  /** Opens a link as a browser does: GET, no bearer token. */
  const open = (url: string, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url, headers });

  it('e-mails a link to the API route on APP_URL, which confirms and lands on /login', async () => {
    const { token, link, linkToken } = await askFor(`alt.link.${Date.now()}@example.org`);
    expect(link).toBe(`${APP_URL}${LINK}?token=${linkToken}`);
    expect(await isVerified(token)).toBe(false);

    const res = await open(link.slice(APP_URL.length));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(CONFIRMED);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
    expect(await isVerified(token)).toBe(true);
  });

  it('lands on the failure flag for a used, a made-up, a missing or a malformed token', async () => {
    const { token, linkToken } = await askFor(`alt.reuse.${Date.now()}@example.org`);
    expect((await open(`${LINK}?token=${linkToken}`)).headers.location).toBe(CONFIRMED);
    for (const query of [
      `?token=${linkToken}`,
      `?token=${'x'.repeat(linkToken.length)}`,
      '',
      '?token=',
      `?token=${'a'.repeat(500)}`,
      '?token=a%0Ab',
    ]) {
      const res = await open(`${LINK}${query}`);
      expect(res.statusCode, query).toBe(303);
      expect(res.headers.location, query).toBe(INVALID);
    }
    // NUL, refused by every string of every route, is the one 400.
    const nul = await open(`${LINK}?token=a%00b`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().code).toBe('VALIDATION');
    expect(await isVerified(token)).toBe(true);
  });

  it('confirms nothing with an expired link, nor with a link its account replaced', async () => {
    const expired = await askFor(`alt.expired.${Date.now()}@example.org`);
    h.clock.advance((DEFAULT_AUTH_SETTINGS.linkTtlSeconds + 1) * 1000);
    const late = await open(`${LINK}?token=${expired.linkToken}`);
    expect(late.headers.location).toBe(INVALID);
    // The session may have ended with the day that passed: a new one reads the account.
    expect(await isVerified(await h.login(expired.input))).toBe(false);

    const first = await askFor(`alt.first.${Date.now()}@example.org`);
    const second = `alt.second.${Date.now()}@example.org`;
    await h.call('POST', '/api/v1/account/alternate-email', {
      token: first.token,
      body: { email: second },
    });
    expect((await open(`${LINK}?token=${first.linkToken}`)).headers.location).toBe(INVALID);
    expect(await isVerified(first.token)).toBe(false);
  });

  it('builds the landing from APP_URL only, never from the Host, Origin or forwarded headers', async () => {
    const { linkToken } = await askFor(`alt.host.${Date.now()}@example.org`);
    const hostile = {
      host: 'evil.example',
      origin: 'https://evil.example',
      referer: 'https://evil.example/mail',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    };
    const made = await open(`${LINK}?token=made-up-token`, hostile);
    expect(made.headers.location).toBe(INVALID);
    const real = await open(`${LINK}?token=${linkToken}`, hostile);
    expect(real.headers.location).toBe(CONFIRMED);
  });

  it('still confirms through the old page’s PUT, for links sent before', async () => {
    const { token, linkToken } = await askFor(`alt.put.${Date.now()}@example.org`);
    const res = await h.call('PUT', LINK, { body: { token: linkToken } });
    expect(res.statusCode).toBe(200);
    expect(await isVerified(token)).toBe(true);
    // Spent either way: the link then lands on the failure flag.
    expect((await open(`${LINK}?token=${linkToken}`)).headers.location).toBe(INVALID);
  });
});

describe('the alternative e-mail link and the token routes’ limit per address', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({ limits: { resetPerIp: { max: 3, windowSeconds: 900 } } });
  });
  afterAll(() => h.close());

  it('shares the reset and confirmation budget of one address: past it, 429', async () => {
    const ip = '198.51.100.7';
    const answers: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      answers.push((await h.call('GET', `${LINK}?token=guess-${i}`, { ip })).statusCode);
    }
    answers.push(
      (await h.call('PUT', LINK, { body: { token: 'guess-put' }, ip })).statusCode,
      (await h.call('GET', `${LINK}?token=guess-last`, { ip })).statusCode,
    );
    expect(answers).toEqual([303, 303, 400, 429]);
    // Another address is not held back.
    const other = await h.call('GET', `${LINK}?token=guess-other`, { ip: '203.0.113.8' });
    expect(other.statusCode).toBe(303);
  });
});
