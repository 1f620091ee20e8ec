// The single's own confirmation (decision 083) in tests: a guardian, a single, her link.
import { expect } from 'vitest';
import type { AuthHarness } from './auth-harness';
import { childBody } from './children-fixtures';

const V = '/api/v1';
let sequence = 0;

/** A fresh address for the single (nobody's account). */
export function herAddress(tag = 'her'): string {
  sequence += 1;
  return `${tag}.${Date.now()}.${sequence}@example.org`;
}

/** The token of the last confirmation link e-mailed to `address` (the page's fragment). */
export function confirmTokenTo(h: AuthHarness, address: string): string | undefined {
  const mail = h.smtp.latestTo(address);
  const match = /\/confirm-profile#token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** A guardian with one single (`gender`: the single's). */
export async function familyWithSingle(h: AuthHarness, overrides: Record<string, unknown> = {}) {
  const { input, token } = await h.register();
  const created = await h.call('POST', `${V}/parent/child`, {
    token,
    body: childBody({ gender: 'FEMALE', ...overrides }),
  });
  expect(created.statusCode, created.body).toBe(201);
  return { input, token, childId: created.json().data as string };
}

export function confirmationSteps(h: AuthHarness) {
  return {
    send: (token: string, childId: string, body: Record<string, unknown>) =>
      h.call('POST', `${V}/parent/child/${childId}/confirmation`, { token, body }),
    status: async (token: string, childId: string) => {
      const res = await h.call('GET', `${V}/parent/child/${childId}/confirmation`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { state: string; sentTo: string | null; channel: string | null };
    },
    view: (linkToken: string) =>
      h.call('POST', `${V}/confirm-profile/view`, { body: { token: linkToken } }),
    answer: (linkToken: string, agree: boolean) =>
      h.call('PUT', `${V}/confirm-profile`, { body: { token: linkToken, agree } }),
    child: async (token: string, childId: string) =>
      (await h.call('GET', `${V}/parent/child/${childId}`, { token })).json().data,
    /** Sends her a link at a fresh address and answers its token. */
    async linkFor(token: string, childId: string, body: Record<string, unknown> = {}) {
      const email = herAddress();
      const res = await h.call('POST', `${V}/parent/child/${childId}/confirmation`, {
        token,
        body: { email, ...body },
      });
      expect(res.statusCode, res.body).toBe(200);
      await h.flushMail();
      const linkToken = confirmTokenTo(h, email);
      expect(linkToken).toBeTruthy();
      return { email, linkToken: linkToken ?? '' };
    },
  };
}
