import type { AccountUser } from '@waliyy/contract/auth';
import {
  type SESSION_KEYS,
  STORAGE_KEYS,
  TOKEN_COOKIE_MAX_AGE_S,
  TOKEN_COOKIE_NAME,
  TOKEN_COOKIE_PATH,
} from '@waliyy/contract/constants';
import { DEFAULT_LANGUAGE, isLanguage } from '@waliyy/contract/languages';

// The one module that touches browser storage (product.md §3), apart from the language a visitor
// chose (i18n/language-choice.ts, read before the first page). Browsers may refuse storage
// (a private window, a full quota, cookies switched off): reads then answer null and writes are
// dropped, so the app keeps working for the length of the page.

type KeysOf<T> = T[keyof T];
/** A localStorage key of product.md §3; `liked_{id}` keys are built with `likedKey()`. */
export type LocalKey = Exclude<KeysOf<typeof STORAGE_KEYS>, 'liked_'> | `liked_${string}`;
export type SessionKey = KeysOf<typeof SESSION_KEYS>;

function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

// ---- The token cookie ----------------------------------------------------------------------

function isHttps(): boolean {
  return window.location.protocol === 'https:';
}

/** The Set-Cookie string for the token: one day, whole site, Lax, Secure over https (product.md §9). */
export function tokenCookie(token: string, secure: boolean = isHttps()): string {
  const parts = [
    `${TOKEN_COOKIE_NAME}=${encodeURIComponent(token)}`,
    `Max-Age=${TOKEN_COOKIE_MAX_AGE_S}`,
    `Path=${TOKEN_COOKIE_PATH}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The cookie string that removes the token (same path, so it names the same cookie). */
export function expiredTokenCookie(secure: boolean = isHttps()): string {
  const parts = [`${TOKEN_COOKIE_NAME}=`, 'Max-Age=0', `Path=${TOKEN_COOKIE_PATH}`, 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function readToken(): string | null {
  const prefix = `${TOKEN_COOKIE_NAME}=`;
  const cookies = attempt(() => document.cookie, '');
  for (const part of cookies.split(';')) {
    const cookie = part.trim();
    if (!cookie.startsWith(prefix)) continue;
    const value = attempt(() => decodeURIComponent(cookie.slice(prefix.length)), '');
    return value || null;
  }
  return null;
}

function setCookie(cookie: string): void {
  attempt(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from Firefox; the session must be readable at once.
    document.cookie = cookie;
  }, undefined);
}

export function writeToken(token: string): void {
  setCookie(tokenCookie(token));
}

// ---- localStorage and sessionStorage -------------------------------------------------------

export function readLocal(key: LocalKey): string | null {
  return attempt(() => window.localStorage.getItem(key), null);
}

export function writeLocal(key: LocalKey, value: string): void {
  attempt(() => window.localStorage.setItem(key, value), undefined);
}

export function removeLocal(key: LocalKey): void {
  attempt(() => window.localStorage.removeItem(key), undefined);
}

export function readSession(key: SessionKey): string | null {
  return attempt(() => window.sessionStorage.getItem(key), null);
}

/**
 * Session storage holds only a signed-in user's places (product.md §3 page, limit, scrollPos…): with
 * no token cookie the write is dropped. Logout clears all storage (product.md §4), and a page left
 * by that logout (the dashboard saves its scroll position as it unmounts) must not write its
 * place back after it (decision 021).
 */
export function writeSession(key: SessionKey, value: string): void {
  if (!readToken()) return;
  attempt(() => window.sessionStorage.setItem(key, value), undefined);
}

/** @internal The storage tests clear a key with it (decision 081). */
export function removeSession(key: SessionKey): void {
  attempt(() => window.sessionStorage.removeItem(key), undefined);
}

/** A whole number of 0 or more kept in session storage (page, limit, scrollPos…), else null. */
export function readSessionCount(key: SessionKey): number | null {
  const raw = readSession(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

export function writeSessionCount(key: SessionKey, value: number): void {
  writeSession(key, String(Math.max(0, Math.round(value))));
}

// ---- Typed values --------------------------------------------------------------------------

function isAccountUser(value: unknown): value is AccountUser {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.id === 'string' &&
    typeof u.email === 'string' &&
    typeof u.fullName === 'string' &&
    typeof u.phone === 'string' &&
    (u.alternateEmail === null || typeof u.alternateEmail === 'string') &&
    // Saved before accounts had one (decision 020): read as none.
    (u.gender === undefined || u.gender === null || u.gender === 'MALE' || u.gender === 'FEMALE') &&
    // Saved before accounts had one (decision 070): read as English.
    (u.language === undefined || isLanguage(u.language))
  );
}

/** The signed-in user saved at login (product.md §3: email, alternateEmail, fullName, phone). */
export function readUser(): AccountUser | null {
  const raw = readLocal(STORAGE_KEYS.user);
  if (!raw) return null;
  const value = attempt<unknown>(() => JSON.parse(raw), null);
  return isAccountUser(value)
    ? { ...value, gender: value.gender ?? null, language: value.language ?? DEFAULT_LANGUAGE }
    : null;
}

export function writeUser(user: AccountUser): void {
  writeLocal(STORAGE_KEYS.user, JSON.stringify(user));
}

/** The active single (product.md §3 `childId`). */
export function readChildId(): string | null {
  return readLocal(STORAGE_KEYS.childId);
}

export function writeChildId(childId: string): void {
  writeLocal(STORAGE_KEYS.childId, childId);
}

export function removeChildId(): void {
  removeLocal(STORAGE_KEYS.childId);
}

/** The desktop sidebar is expanded unless it was collapsed (product.md §3 `isOpen`). */
export function readSidebarOpen(): boolean {
  return readLocal(STORAGE_KEYS.isOpen) !== 'false';
}

export function writeSidebarOpen(isOpen: boolean): void {
  writeLocal(STORAGE_KEYS.isOpen, String(isOpen));
}

/** The /get-started draft (product.md §2: saved about every second, restored, cleared on success). */
export function readSetupDraft(): Record<string, unknown> | null {
  const raw = readLocal(STORAGE_KEYS.profileSetupForm);
  if (!raw) return null;
  const value = attempt<unknown>(() => JSON.parse(raw), null);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function writeSetupDraft(draft: Record<string, unknown>): void {
  writeLocal(STORAGE_KEYS.profileSetupForm, JSON.stringify(draft));
}

export function removeSetupDraft(): void {
  removeLocal(STORAGE_KEYS.profileSetupForm);
}

/** The password-reset token typed at /reset-password step 1 or carried by the e-mailed link. */
export function readResetToken(): string | null {
  return readLocal(STORAGE_KEYS.resetPwdToken);
}

export function writeResetToken(token: string): void {
  writeLocal(STORAGE_KEYS.resetPwdToken, token);
}

export function removeResetToken(): void {
  removeLocal(STORAGE_KEYS.resetPwdToken);
}

/** Logout (product.md §4): the token cookie and every local and session storage key go. */
export function clearSession(): void {
  setCookie(expiredTokenCookie());
  // The browser's own id is not the user's data: it stays, so signing in again here is not
  // reported as a new browser.
  // Nor is the language chosen on it (decision 070).
  const keep = [STORAGE_KEYS.deviceId, STORAGE_KEYS.language].map(
    (key) => [key, readLocal(key)] as const,
  );
  attempt(() => window.localStorage.clear(), undefined);
  attempt(() => window.sessionStorage.clear(), undefined);
  for (const [key, value] of keep) if (value) writeLocal(key, value);
}

/** This browser's random id (made on first use), or null where storage is unavailable. */
export function deviceId(): string | null {
  const saved = readLocal(STORAGE_KEYS.deviceId);
  if (saved) return saved;
  const made = globalThis.crypto?.randomUUID?.();
  if (!made) return null;
  writeLocal(STORAGE_KEYS.deviceId, made);
  return readLocal(STORAGE_KEYS.deviceId);
}
