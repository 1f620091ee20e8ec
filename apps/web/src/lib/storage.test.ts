import { afterEach, describe, expect, it, vi } from 'vitest';
import { userStorageKeys } from '../test/session-fixtures';
import {
  clearSession,
  expiredTokenCookie,
  readChildId,
  readResetToken,
  readSession,
  readToken,
  readUser,
  removeResetToken,
  tokenCookie,
  writeChildId,
  writeLocal,
  writeResetToken,
  writeSession,
  writeToken,
  writeUser,
} from './storage';

const USER = {
  id: 'u1',
  email: 'a@example.com',
  fullName: 'Aminu Sani',
  phone: '+2348012345678',
  alternateEmail: null,
  gender: 'FEMALE' as const,
  language: 'en' as const,
};

afterEach(() => {
  clearSession();
});

describe('the token cookie', () => {
  it('is named waliyy_token and lasts a day on the whole site, SameSite=Lax (product.md §9)', () => {
    expect(tokenCookie('abc.def.ghi', false)).toBe(
      'waliyy_token=abc.def.ghi; Max-Age=86400; Path=/; SameSite=Lax',
    );
  });

  it('is Secure over https only', () => {
    expect(tokenCookie('t', true)).toMatch(/; Secure$/);
    expect(tokenCookie('t', false)).not.toMatch(/Secure/);
    expect(expiredTokenCookie(true)).toBe('waliyy_token=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });

  it('writes what the page is served over (http in tests: no Secure)', () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    writeToken('abc');
    expect(set).toHaveBeenCalledWith('waliyy_token=abc; Max-Age=86400; Path=/; SameSite=Lax');
  });

  it('reads back what was written, among other cookies', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a foreign cookie for the reader to skip.
    document.cookie = 'other=1; Path=/';
    writeToken('header.payload.sig');
    expect(readToken()).toBe('header.payload.sig');
    // biome-ignore lint/suspicious/noDocumentCookie: removes the foreign cookie again.
    document.cookie = 'other=; Max-Age=0; Path=/';
  });

  it('reads null when there is none', () => {
    expect(readToken()).toBeNull();
  });
});

describe('stored values', () => {
  it('keeps the user as JSON and refuses a malformed one', () => {
    writeUser(USER);
    expect(localStorage.getItem('user')).toBe(JSON.stringify(USER));
    expect(readUser()).toEqual(USER);
    localStorage.setItem('user', '{"email":1}');
    expect(readUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ ...USER, gender: 'female' }));
    expect(readUser()).toBeNull();
    // Saved before accounts had a gender (decision 020): read as none, not refused.
    const { gender: _, ...older } = USER;
    localStorage.setItem('user', JSON.stringify(older));
    expect(readUser()).toEqual({ ...USER, gender: null });
    localStorage.setItem('user', 'not json');
    expect(readUser()).toBeNull();
  });

  it('keeps the active single and the reset token under the spec’s keys', () => {
    writeChildId('c1');
    writeResetToken('ABCD1234EFGH');
    expect(localStorage.getItem('childId')).toBe('c1');
    expect(localStorage.getItem('resetPwdToken')).toBe('ABCD1234EFGH');
    expect(readChildId()).toBe('c1');
    expect(readResetToken()).toBe('ABCD1234EFGH');
    removeResetToken();
    expect(readResetToken()).toBeNull();
  });

  it('answers null instead of throwing when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readChildId()).toBeNull();
    expect(readUser()).toBeNull();
  });
});

describe('clearSession', () => {
  it('removes the cookie and every local and session storage key (product.md §4)', () => {
    writeToken('tok');
    writeUser(USER);
    writeChildId('c1');
    writeLocal('isOpen', 'true');
    writeLocal('liked_p1', 'true');
    writeSession('page', '2');
    writeSession('scrollPos', '300');

    clearSession();

    expect(readToken()).toBeNull();
    expect(userStorageKeys()).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    expect(readSession('page')).toBeNull();
  });

  it('keeps the language chosen in this browser (decision 070), like its device id', () => {
    writeLocal('language', 'ha');
    writeUser(USER);
    clearSession();
    expect(localStorage.getItem('language')).toBe('ha');
  });

  it('reads a user saved before accounts had a language as English', () => {
    const { language: _, ...saved } = USER;
    localStorage.setItem('user', JSON.stringify(saved));
    expect(readUser()?.language).toBe('en');
  });
});
