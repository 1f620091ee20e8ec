import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, verifyHs256 } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const key = new TextEncoder().encode(SECRET);
const NOW = new Date('2026-06-15T12:00:00Z');
const seconds = NOW.getTime() / 1000;
const clock = { now: () => NOW };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A compact token with any header and payload, signed with HMAC-SHA256 over what it says. */
const forge = (header: unknown, payload: unknown, secret = SECRET) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};
const claims = { sub: 'user-1', jti: 'session-1', exp: seconds + 60, iat: seconds };

describe('HS256 bearer tokens (verified with node:crypto, signed with jose)', () => {
  it('verifies what sign issues, and what jose signs with the same key', async () => {
    const tokens = createTokenService(SECRET, 86_400, clock);
    const { token, expiresAt } = await tokens.sign('user-1', 'session-1');
    expect(await tokens.verify(token)).toEqual({
      userId: 'user-1',
      sessionId: 'session-1',
      expiresAt,
    });
    const joseToken = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setJti('s')
      .setExpirationTime(seconds + 5)
      .sign(key);
    expect(verifyHs256(joseToken, key, NOW)?.userId).toBe('u');
  });

  it('refuses another key, another algorithm, alg none, a crit header and a changed payload', async () => {
    expect(verifyHs256(forge({ alg: 'HS256' }, claims), key, NOW)).not.toBeNull();
    expect(verifyHs256(forge({ alg: 'HS256' }, claims, `${SECRET}!`), key, NOW)).toBeNull();
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key);
    expect(verifyHs256(hs512, key, NOW)).toBeNull();
    expect(verifyHs256(`${b64({ alg: 'none' })}.${b64(claims)}.`, key, NOW)).toBeNull();
    expect(verifyHs256(forge({ alg: 'HS256', crit: ['exp'] }, claims), key, NOW)).toBeNull();
    const [header, , signature] = forge({ alg: 'HS256' }, claims).split('.');
    const other = b64({ ...claims, sub: 'someone-else' });
    expect(verifyHs256(`${header}.${other}.${signature}`, key, NOW)).toBeNull();
  });

  it('refuses an expired or not-yet-valid token, and missing or empty claims', () => {
    const at = (payload: object) => verifyHs256(forge({ alg: 'HS256' }, payload), key, NOW);
    expect(at({ ...claims, exp: seconds })).toBeNull();
    expect(at({ ...claims, exp: seconds + 1 })).not.toBeNull();
    expect(at({ ...claims, nbf: seconds + 10 })).toBeNull();
    expect(at({ ...claims, nbf: seconds })).not.toBeNull();
    expect(at({ ...claims, exp: String(seconds + 60) })).toBeNull();
    expect(at({ ...claims, sub: '' })).toBeNull();
    expect(at({ sub: 'user-1', exp: seconds + 60 })).toBeNull();
    expect(at({ ...claims, jti: 42 })).toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    const good = forge({ alg: 'HS256' }, claims);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    for (const token of [
      '',
      'a.b',
      `${good}.extra`,
      `${header}.${payload}.${signature.slice(0, -2)}`,
      `${header}.${payload}.${signature}==`,
      `${header}.${payload}.+/${signature.slice(2)}`,
      `%%%.${payload}.${signature}`,
      forge('just a string', claims),
      forge({ alg: 'HS256' }, [claims]),
      forge({ alg: 'HS256' }, null),
    ]) {
      expect(verifyHs256(token, key, NOW), token).toBeNull();
    }
  });

  it('keeps a verified token: still refused once expired, a forged one never kept', async () => {
    let now = NOW;
    const moving = { now: () => now };
    const tokens = createTokenService(SECRET, 60, moving);
    const { token } = await tokens.sign('user-1', 'session-1');
    expect((await tokens.verify(token))?.userId).toBe('user-1');
    expect((await tokens.verify(token))?.userId).toBe('user-1');
    now = new Date(NOW.getTime() + 59_999);
    expect(await tokens.verify(token)).not.toBeNull();
    now = new Date(NOW.getTime() + 60_000);
    expect(await tokens.verify(token)).toBeNull();
    now = NOW;
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(forged)).toBeNull();
    const other = createTokenService(`${SECRET}!`, 60, moving);
    expect(await other.verify(token)).toBeNull();
  });
});
