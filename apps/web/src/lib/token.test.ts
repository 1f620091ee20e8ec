import { describe, expect, it } from 'vitest';
import { fakeToken } from '../test/session-fixtures';
import { isSessionLive, isTokenExpired, tokenExpiry } from './token';

function tokenWith(payload: unknown): string {
  const encoded = btoa(JSON.stringify(payload)).replace(/=+$/, '');
  return `e30.${encoded}.sig`;
}

describe('token expiry (product.md §4: exp compared to now in seconds)', () => {
  it('reads exp from the payload', () => {
    expect(tokenExpiry(tokenWith({ exp: 1_700_000_000 }))).toBe(1_700_000_000);
  });

  it('is expired once now reaches exp, not before', () => {
    const token = tokenWith({ exp: 1000 });
    expect(isTokenExpired(token, 999)).toBe(false);
    expect(isTokenExpired(token, 1000)).toBe(true);
    expect(isTokenExpired(token, 1001)).toBe(true);
  });

  it('uses the current time by default', () => {
    expect(isTokenExpired(fakeToken(60))).toBe(false);
    expect(isTokenExpired(fakeToken(-1))).toBe(true);
  });

  it('reads base64url payloads (- and _)', () => {
    // '??>>' encodes to base64 with '/' and '+', which base64url writes as '_' and '-'.
    const payload = btoa(JSON.stringify({ exp: 2000, n: '??>>' }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(payload).toMatch(/[-_]/);
    expect(tokenExpiry(`h.${payload}.s`)).toBe(2000);
  });

  it('treats an unreadable token as expired and one without exp as live', () => {
    expect(isTokenExpired('not-a-jwt')).toBe(true);
    expect(isTokenExpired('a.%%%.c')).toBe(true);
    expect(isTokenExpired(tokenWith({ exp: 'soon' }))).toBe(true);
    expect(isTokenExpired(tokenWith({ sub: 'x' }))).toBe(false);
  });

  it('isSessionLive needs a token that has not expired', () => {
    expect(isSessionLive(null)).toBe(false);
    expect(isSessionLive(fakeToken(-5))).toBe(false);
    expect(isSessionLive(fakeToken(5))).toBe(true);
  });
});
