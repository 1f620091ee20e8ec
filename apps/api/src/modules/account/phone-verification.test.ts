// The guardian's phone (decision 083): the texted code's rules, read from development's /dev/sms.
import { AccountResponse, PHONE_MESSAGES, PhoneCodeSentResponse } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCodes, users } from '../../db/schema';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';

const URL = '/api/v1/account/phone/verification';
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const toArabicIndic = (digits: string) =>
  digits.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)] ?? d);
let numberSequence = 100;
/** A fresh Nigerian number per account, so the per-number cap is met only where a test means it. */
function freshNumber() {
  numberSequence += 1;
  return `+23480312${String(numberSequence).padStart(5, '0')}`;
}

describe('the phone check (decision 083)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness({
      limits: {
        phoneCodesPerAccount: { max: 3, windowSeconds: 86_400 },
        phoneCodesPerNumber: { max: 4, windowSeconds: 86_400 },
      },
    });
  });
  afterAll(() => h.close());

  /** The newest text to `to` in the dev outbox, and the code it carries. */
  async function latestCode(to: string): Promise<string> {
    const res = await h.call('GET', '/dev/sms');
    expect(res.statusCode).toBe(200);
    const text = res.json().messages.find((m: { to: string }) => m.to === to)?.text as string;
    const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
    if (!code) throw new Error(`no code texted to ${to}`);
    return code;
  }
  const account = async (token: string) =>
    AccountResponse.parse((await h.call('GET', '/api/v1/account', { token })).json()).data;
  const send = (token: string) => h.call('POST', URL, { token });
  const confirm = (token: string, code: string) => h.call('PUT', URL, { token, body: { code } });
  const wait = (seconds: number) => h.clock.advance(seconds * 1000);

  it('texts a code to the account’s phone and confirms it, in any digits', async () => {
    const phoneNumber = freshNumber();
    const { token } = await h.register({ phoneNumber, language: 'ha' });
    expect(await account(token)).toMatchObject({
      phoneVerified: false,
      phoneVerification: 'available',
    });
    const sent = await send(token);
    expect(sent.statusCode).toBe(200);
    expect(PhoneCodeSentResponse.parse(sent.json())).toEqual({
      message: PHONE_MESSAGES.codeSent,
      data: { resendAfterSeconds: 60, expiresInSeconds: 600 },
    });
    // Queued in the outbox and delivered by the mail poller (the dev sender keeps the words).
    await h.flushMail();
    const dev = (await h.call('GET', '/dev/sms')).json().messages[0];
    expect(dev).toMatchObject({ to: phoneNumber, status: 'sent' });
    expect(dev.text).toMatch(/^Waliyy: lambar tabbatar/); // the account's language
    const code = await latestCode(phoneNumber);
    // Only a keyed hash is kept.
    const rows = await h.database.db.select().from(phoneCodes);
    expect(rows.some((r) => r.codeHash.includes(code))).toBe(false);

    const ok = await confirm(token, toArabicIndic(code));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(PHONE_MESSAGES.verified);
    expect((await account(token)).phoneVerified).toBe(true);
    // Confirmed already: no more texts.
    expect((await send(token)).statusCode).toBe(409);
    expect((await confirm(token, code)).json().message).toBe(PHONE_MESSAGES.alreadyVerified);
  });

  it('refuses a malformed code with a clear 400', async () => {
    const { token } = await h.register({ phoneNumber: freshNumber() });
    for (const code of ['', '12345', '1234567', 'abcdef']) {
      const res = await confirm(token, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('burns the code after five wrong tries', async () => {
    const phoneNumber = freshNumber();
    const { token } = await h.register({ phoneNumber });
    await send(token);
    const code = await latestCode(phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await confirm(token, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.code).toBe(PHONE_MESSAGES.codeInvalid);
    }
    expect((await confirm(token, code)).statusCode).toBe(400);
    expect((await account(token)).phoneVerified).toBe(false);
  });

  it('lets a code live ten minutes', async () => {
    const phoneNumber = freshNumber();
    const { token } = await h.register({ phoneNumber });
    await send(token);
    const code = await latestCode(phoneNumber);
    wait(601);
    expect((await confirm(token, code)).statusCode).toBe(400);
    expect((await account(token)).phoneVerified).toBe(false);
  });

  it('makes the account wait before another code, which voids the one before', async () => {
    const phoneNumber = freshNumber();
    const { token } = await h.register({ phoneNumber });
    await send(token);
    const first = await latestCode(phoneNumber);
    wait(30);
    const early = await send(token);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: PHONE_MESSAGES.resendWait,
    });
    expect(early.headers['retry-after']).toBe('30');
    wait(30);
    expect((await send(token)).statusCode).toBe(200);
    const second = await latestCode(phoneNumber);
    if (first !== second) expect((await confirm(token, first)).statusCode).toBe(400);
    expect((await confirm(token, second)).statusCode).toBe(200);
  });

  it('texts one account only so many codes a day', async () => {
    const phoneNumber = freshNumber();
    const { token } = await h.register({ phoneNumber });
    for (let i = 0; i < 3; i += 1) {
      expect((await send(token)).statusCode).toBe(200);
      wait(61);
    }
    const refused = await send(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PHONE_MESSAGES.accountLimit);
    // Its latest code still works.
    expect((await confirm(token, await latestCode(phoneNumber))).statusCode).toBe(200);
  });

  it('texts one number only so many codes a day, whichever accounts ask', async () => {
    const phoneNumber = freshNumber();
    const accounts = [];
    for (let i = 0; i < 3; i += 1) accounts.push((await h.register({ phoneNumber })).token);
    const [a, b, c] = accounts as [string, string, string];
    expect((await send(a)).statusCode).toBe(200);
    expect((await send(b)).statusCode).toBe(200);
    wait(61);
    expect((await send(a)).statusCode).toBe(200);
    expect((await send(b)).statusCode).toBe(200);
    const refused = await send(c);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PHONE_MESSAGES.numberLimit);
  });

  it('unverifies a changed number and voids the codes texted to the old one', async () => {
    const phoneNumber = freshNumber();
    const { token } = await h.register({ phoneNumber });
    await send(token);
    await confirm(token, await latestCode(phoneNumber));
    const [{ id }] = (await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, phoneNumber))) as [{ id: string }];
    const setPhone = (phone: string) =>
      h.database.db.update(users).set({ phone }).where(eq(users.id, id));
    // Any other change keeps the confirmation.
    await h.database.db.update(users).set({ lastName: 'Bello' }).where(eq(users.id, id));
    expect((await account(token)).phoneVerified).toBe(true);

    const other = freshNumber();
    await setPhone(other);
    expect((await account(token)).phoneVerified).toBe(false);
    // A code texted to the new number, then the number changed again: the code is void.
    wait(61);
    await send(token);
    const code = await latestCode(other);
    await setPhone(freshNumber());
    expect((await confirm(token, code)).statusCode).toBe(400);
    expect((await account(token)).phoneVerified).toBe(false);
  });
});
