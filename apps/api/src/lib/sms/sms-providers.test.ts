// Texts through the real providers' HTTP, against fakes on 127.0.0.1 (decision 083): chosen by
// the number's country, delivered by the outbox's poller, a failure retried and never lost.
import { PHONE_MESSAGES } from '@waliyy/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { outbox } from '../../db/schema';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import {
  FAKE_TERMII_KEY,
  FAKE_TWILIO_SID,
  FAKE_TWILIO_TOKEN,
  type FakeSms,
  startFakeSms,
} from '../../test/fake-sms';

const URL = '/api/v1/account/phone/verification';
const NIGERIAN = '+2348035550101';
const BRITISH = '+447911123456';

let fake: FakeSms;
beforeAll(async () => {
  fake = await startFakeSms();
});
afterAll(() => fake.close());

const termii = (): Partial<AppConfig> => ({
  TERMII_BASE_URL: fake.base,
  TERMII_API_KEY: FAKE_TERMII_KEY,
});
const twilio = (): Partial<AppConfig> => ({
  TWILIO_BASE_URL: fake.base,
  TWILIO_ACCOUNT_SID: FAKE_TWILIO_SID,
  TWILIO_AUTH_TOKEN: FAKE_TWILIO_TOKEN,
  TWILIO_FROM: '+15005550006',
});

const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

describe('texts through the providers', () => {
  let h: AuthHarness;
  afterEach(async () => {
    await h?.close();
    fake.texts.length = 0;
  });

  /** Registers at `phone`, asks for a code and runs the poller once; answers the token. */
  async function codeTo(phoneNumber: string) {
    const { token } = await h.register({ phoneNumber });
    expect((await h.call('POST', URL, { token })).statusCode).toBe(200);
    await h.flushMail();
    return token;
  }

  it('texts Nigerian numbers through Termii and the others through Twilio', async () => {
    h = await createAuthHarness({ config: { ...termii(), ...twilio() } });
    const ng = await codeTo(NIGERIAN);
    await codeTo(BRITISH);
    expect(fake.texts.map((t) => [t.provider, t.to])).toEqual([
      ['termii', NIGERIAN.slice(1)],
      ['twilio', BRITISH],
    ]);
    expect(fake.texts[0]?.from).toBe('Waliyy');
    expect(fake.texts[1]?.from).toBe('+15005550006');
    expect(fake.texts[0]?.text).toMatch(
      /^Waliyy: your code to confirm this phone number is \d{6}\./,
    );
    // Once a provider has it, the outbox keeps only the number, not the words with their code.
    const rows = await h.database.db.select().from(outbox).where(eq(outbox.kind, 'sms'));
    expect(rows.map((r) => [r.status, r.payload])).toEqual([
      ['sent', { to: expect.any(String) }],
      ['sent', { to: expect.any(String) }],
    ]);
    // The texted code confirms the phone.
    const ok = await h.call('PUT', URL, { token: ng, body: { code: codeIn(fake.texts[0]?.text) } });
    expect(ok.json().message).toBe(PHONE_MESSAGES.verified);
    // No development outbox while a provider texts for real.
    expect((await h.call('GET', '/dev/sms')).statusCode).toBe(404);
  });

  it('sends every number to the one provider configured', async () => {
    h = await createAuthHarness({ config: twilio() });
    await codeTo(NIGERIAN);
    await h.close();
    h = await createAuthHarness({ config: termii() });
    await codeTo(BRITISH);
    expect(fake.texts.map((t) => t.provider)).toEqual(['twilio', 'termii']);
    expect(fake.texts[1]?.to).toBe(BRITISH.slice(1));
  });

  it('retries a text the provider failed, through the outbox, and texts it once', async () => {
    h = await createAuthHarness({ config: termii() });
    const { token } = await h.register({ phoneNumber: NIGERIAN });
    fake.failNext(2);
    await h.call('POST', URL, { token });
    await h.flushMail();
    const row = async () =>
      (await h.database.db.select().from(outbox).where(eq(outbox.kind, 'sms')))[0];
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row())?.lastError).toMatch(/termii answered 503/);
    // The error kept says nothing of the number or the words.
    expect((await row())?.lastError).not.toContain('8035550101');
    expect(fake.texts).toHaveLength(0);
    // Not due before its backoff; then due (as if the wait had passed): it fails once more…
    await h.flushMail();
    expect((await row())?.attempts).toBe(1);
    const due = () =>
      h.database.db.execute(sql`update outbox set run_at = now() where kind = 'sms'`);
    await due();
    await h.flushMail();
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2 });
    // …and then goes, once.
    await due();
    await h.flushMail();
    await due();
    await h.flushMail();
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(fake.texts).toHaveLength(1);
    const code = codeIn(fake.texts[0]?.text);
    expect((await h.call('PUT', URL, { token, body: { code } })).statusCode).toBe(200);
  });
});

describe('production without an SMS provider', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({ config: { isProduction: true } });
  });
  afterAll(() => h.close());

  it('says the check is unavailable, texts nothing, and has no /dev/sms', async () => {
    const { token } = await h.register({ phoneNumber: NIGERIAN });
    const account = (await h.call('GET', '/api/v1/account', { token })).json().data;
    expect(account).toMatchObject({ phoneVerified: false, phoneVerification: 'unavailable' });
    const res = await h.call('POST', URL, { token });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'SMS_UNAVAILABLE',
      message: PHONE_MESSAGES.unavailable,
      messageId: 'server.phoneUnavailable',
    });
    const rows = await h.database.db.select().from(outbox).where(eq(outbox.kind, 'sms'));
    expect(rows).toHaveLength(0);
    expect((await h.call('PUT', URL, { token, body: { code: '123456' } })).statusCode).toBe(400);
    expect((await h.call('GET', '/dev/sms')).statusCode).toBe(404);
  });

  it('is available in production with a provider, still without /dev/sms', async () => {
    const other = await createAuthHarness({ config: { isProduction: true, ...twilio() } });
    const { token } = await other.register({ phoneNumber: BRITISH });
    const account = (await other.call('GET', '/api/v1/account', { token })).json().data;
    expect(account.phoneVerification).toBe('available');
    expect((await other.call('GET', '/dev/sms')).statusCode).toBe(404);
    await other.close();
  });
});
