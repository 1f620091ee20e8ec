import type {
  AccountData,
  AccountSingle,
  AccountUser,
  ChildSummary,
  LoginData,
} from '@waliyy/contract/auth';
import { writeToken } from '../lib/storage';
import { json } from './api-mock';

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token whose payload expires `expiresInS` seconds from now (negative: past). */
export function fakeToken(expiresInS = 3600): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const exp = Math.floor(Date.now() / 1000) + expiresInS;
  const payload = base64Url(JSON.stringify({ sub: 'user-1', exp }));
  return `${header}.${payload}.signature`;
}

export const USER: AccountUser = {
  id: 'user-1',
  email: 'yusuf@example.com',
  fullName: 'Yusuf Bello',
  phone: '+2348012345678',
  alternateEmail: null,
  gender: 'MALE',
  language: 'en',
};

/** An account single: a summary, a daughter with no check passed unless said (decision 083). */
const accountSingle = (single: ChildSummary & Partial<AccountSingle>): AccountSingle => ({
  gender: 'FEMALE',
  verification: { phone: false, single: false, genotype: false },
  ...single,
});

export function account(
  overrides: Omit<Partial<AccountData>, 'children'> & {
    children?: (ChildSummary & Partial<AccountSingle>)[];
  } = {},
): AccountData {
  const { children = [], ...rest } = overrides;
  return {
    ...USER,
    alternateEmailVerified: false,
    phoneVerified: false,
    phoneVerification: 'available',
    singlesLimit: 2,
    supportEmail: 'support@waliyy.local',
    ...rest,
    children: children.map(accountSingle),
  };
}

export function loginData(overrides: Partial<LoginData> = {}): LoginData {
  return { token: fakeToken(), user: USER, children: [], ...overrides };
}

/** A stored session as login leaves it (cookie + localStorage). */
export function signIn({
  token = fakeToken(),
  childId,
}: {
  token?: string;
  childId?: string;
} = {}) {
  writeToken(token);
  localStorage.setItem('user', JSON.stringify(USER));
  if (childId) localStorage.setItem('childId', childId);
  return token;
}

/**
 * What is left in localStorage of the user's after a logout (this browser's own id and the
 * language chosen on it may stay).
 */
export function userStorageKeys(): string[] {
  return Object.keys(localStorage).filter((key) => key !== 'deviceId' && key !== 'language');
}

/**
 * The single's confirmation as a new single's page reads it (decision 083): not asked yet. For a
 * mockApi whose page shows Settings › User.
 */
export function confirmationNotAsked(childId: string) {
  return {
    [`GET /parent/child/${childId}/confirmation`]: () =>
      json(200, {
        message: 'The single’s confirmation.',
        data: {
          state: 'not_asked',
          channel: null,
          sentTo: null,
          sentAt: null,
          language: null,
          asksBeforeMatch: false,
        },
      }),
  };
}
