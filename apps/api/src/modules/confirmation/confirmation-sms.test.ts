// Her link by text (decision 083): the phone channel goes through the same outbox as the phone
// check's code, readable at /dev/sms in development; production without a provider texts nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { confirmationSteps, familyWithSingle } from '../../test/confirmation-steps';

let sequence = 0;
/** A fresh Nigerian number for her (nobody's account). */
const herPhone = () =>
  `+23480${String(Date.now() % 10_000_000).padStart(7, '0')}${++sequence % 10}`;

describe("the single's link by text, in development", () => {
  let h: AuthHarness;
  let steps: ReturnType<typeof confirmationSteps>;
  beforeAll(async () => {
    h = await createAuthHarness();
    steps = confirmationSteps(h);
  });
  afterAll(() => h.close());

  /** The token of the newest text to `to` (the page's fragment), and the text. */
  async function textedTo(to: string) {
    await h.flushMail();
    const res = await h.call('GET', '/dev/sms');
    expect(res.statusCode).toBe(200);
    const text = res.json().messages.find((m: { to: string }) => m.to === to)?.text as string;
    const token = /\/confirm-profile#token=([A-Za-z0-9_%-]+)/.exec(text ?? '')?.[1];
    return { text, token: token ? decodeURIComponent(token) : '' };
  }

  it('texts her the link in her language; she agrees, and the standing link comes by text too', async () => {
    const { token, childId } = await familyWithSingle(h);
    const phone = herPhone();
    const sent = await steps.send(token, childId, { phone, language: 'yo' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await steps.status(token, childId)).toMatchObject({
      state: 'waiting',
      channel: 'phone',
      sentTo: phone,
    });
    const ask = await textedTo(phone);
    expect(ask.text).toMatch(/^Waliyy: ẹbí yín/);
    expect(ask.token.length).toBeGreaterThan(30);

    expect((await steps.answer(ask.token, true)).statusCode).toBe(200);
    expect((await steps.status(token, childId)).state).toBe('confirmed');
    const standing = await textedTo(phone);
    expect(standing.token).not.toBe(ask.token);
    expect(standing.token.length).toBeGreaterThan(30);

    // The standing link withdraws: not confirmed, the profile paused.
    expect((await steps.answer(standing.token, false)).statusCode).toBe(200);
    expect((await steps.status(token, childId)).state).toBe('declined');
    expect((await steps.child(token, childId)).isPaused).toBe(true);
  });

  it('a substantive edit after her yes texts her a new link', async () => {
    const { token, childId } = await familyWithSingle(h);
    const phone = herPhone();
    expect((await steps.send(token, childId, { phone })).statusCode).toBe(200);
    expect((await steps.answer((await textedTo(phone)).token, true)).statusCode).toBe(200);
    const standing = await textedTo(phone);

    const edit = await h.call('PUT', `/api/v1/parent/child/${childId}`, {
      token,
      body: { about: 'Patient, kind and fond of reading the Quran with her sisters.' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await steps.status(token, childId)).state).toBe('waiting');
    const again = await textedTo(phone);
    expect(again.token).not.toBe(standing.token);
    expect((await steps.view(again.token)).statusCode).toBe(200);
  });
});

describe("the single's link by text, in production without an SMS provider", () => {
  let h: AuthHarness;
  let steps: ReturnType<typeof confirmationSteps>;
  beforeAll(async () => {
    h = await createAuthHarness({ config: { isProduction: true } });
    steps = confirmationSteps(h);
  });
  afterAll(() => h.close());

  it('answers 503 SMS_UNAVAILABLE and stores nothing; e-mail still works', async () => {
    const { token, childId } = await familyWithSingle(h);
    const res = await steps.send(token, childId, { phone: herPhone() });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'SMS_UNAVAILABLE',
      messageId: 'server.confirmationSmsUnavailable',
    });
    expect(await steps.status(token, childId)).toMatchObject({ state: 'not_asked', sentTo: null });
    expect((await steps.linkFor(token, childId)).linkToken.length).toBeGreaterThan(30);
  });
});
