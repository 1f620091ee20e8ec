// Her consent before her contact (decision 084) in tests: her confirmation with "ask me before
// any match" from her own link, and her consent link read from her mailbox or her texts.
import { expect } from 'vitest';
import type { Family, LikesHarness } from './likes-fixtures';

const V = '/api/v1';
let sequence = 0;

function tokenIn(text: string | undefined, path: string): string {
  const match = new RegExp(`${path}#token=([A-Za-z0-9_%-]+)`).exec(text ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

export function consentSteps(h: LikesHarness) {
  const publicCall = (method: 'POST' | 'PUT', url: string, body: unknown) =>
    h.app.inject({ method, url, payload: body as object });
  const texts = async (to: string) => {
    const res = await h.app.inject({ method: 'GET', url: '/dev/sms' });
    return (res.json().messages as { to: string; text: string }[]).filter((m) => m.to === to);
  };
  return {
    publicCall,
    /**
     * Her guardian sends her the confirmation link; she agrees on it with her choice. Answers
     * her address (e-mail by default, or a fresh phone number) and her standing link's token.
     */
    async confirm(woman: Family, asksBeforeMatch: boolean, channel: 'email' | 'phone' = 'email') {
      sequence += 1;
      const address =
        channel === 'email'
          ? `her.${Date.now()}.${sequence}@example.org`
          : `+23481${String(Date.now() % 10_000_000).padStart(7, '0')}${sequence % 10}`;
      const sent = await h.call(
        'POST',
        `${V}/parent/child/${woman.single.id}/confirmation`,
        woman.token,
        {
          [channel]: address,
        },
      );
      expect(sent.statusCode, sent.body).toBe(200);
      await h.flushMail();
      const read = async () =>
        channel === 'email' ? h.smtp.latestTo(address)?.text : (await texts(address)).at(0)?.text;
      const ask = tokenIn(await read(), '/confirm-profile');
      expect(ask).toBeTruthy();
      const agreed = await publicCall('PUT', `${V}/confirm-profile`, {
        token: ask,
        agree: true,
        asksBeforeMatch,
      });
      expect(agreed.statusCode, agreed.body).toBe(200);
      await h.flushMail();
      const standing =
        channel === 'email'
          ? tokenIn(h.smtp.latestTo(address)?.text, '/confirm-profile')
          : tokenIn((await texts(address)).at(0)?.text, '/confirm-profile');
      return { address, standing };
    },
    /** Her newest consent link's token, by e-mail or text. */
    async consentToken(address: string) {
      await h.flushMail();
      if (address.includes('@')) return tokenIn(h.smtp.latestTo(address)?.text, '/consent');
      return tokenIn((await texts(address)).at(0)?.text, '/consent');
    },
    view: (token: string) => publicCall('POST', `${V}/consent/view`, { token }),
    answer: (token: string, agree: boolean) => publicCall('PUT', `${V}/consent`, { token, agree }),
    status: async (family: Family) =>
      (
        await h.call('GET', `${V}/parent/child/${family.single.id}/confirmation`, family.token)
      ).json().data,
  };
}
