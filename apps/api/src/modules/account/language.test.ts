import { AccountData, AUTH_MESSAGES, AUTH_RESULT_MESSAGES, LoginData } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness, signUpInput } from '../../test/auth-harness';
import { otpFrom, resetCodeFrom } from '../../test/smtp';

/**
 * Decision 070: the account's language, chosen at sign-up (or taken from the browser's
 * Accept-Language), changed from the settings, returned with the user, and the language its
 * e-mails are written in.
 */
describe('the account language', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  const loginData = async (email: string, password: string) => {
    const res = await h.call('POST', '/api/v1/auth/login', { body: { email, password } });
    expect(res.statusCode, res.body).toBe(200);
    return LoginData.parse(res.json().data);
  };
  const setLanguage = (token: string | undefined, language: unknown) =>
    h.call('PUT', '/api/v1/account/language', {
      body: { language },
      ...(token ? { token } : {}),
    });

  it('is stored from the sign-up body, written into the code e-mail, and returned at login', async () => {
    const input = await h.signUp({ language: 'ha' });
    const mail = h.smtp.latestTo(input.email);
    const code = otpFrom(mail) as string;
    expect(code).toMatch(/^\d{6}$/);
    // Hausa, with the code in large type in the body and never in the subject (decision 072).
    expect(mail?.subject).toBe('Lambar tabbatarwarku ta Waliyy');
    expect(mail?.subject).not.toContain(code);
    expect(mail?.text).toContain('Mun gode da shiga Waliyy.');
    expect(mail?.text).toContain(`    ${code}\n`);
    expect(mail?.html).toContain('<html lang="ha">');

    const verified = await h.call('PUT', '/api/v1/auth/verify-email', {
      body: { otp: code, email: input.email },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const data = await loginData(input.email, input.password);
    expect(data.user.language).toBe('ha');
    const account = await h.call('GET', '/api/v1/account', { token: data.token });
    expect(AccountData.parse(account.json().data).language).toBe('ha');
  });

  it('is the first supported language of Accept-Language when the body names none', async () => {
    const input = signUpInput();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: { 'accept-language': 'fr-FR;q=0.9,yo-NG,en;q=0.8' },
      payload: input,
    });
    expect(res.statusCode, res.body).toBe(201);
    await h.flushMail();
    const mail = h.smtp.latestTo(input.email);
    expect(mail?.html).toContain('<html lang="yo">');
    await h.call('PUT', '/api/v1/auth/verify-email', {
      body: { otp: otpFrom(mail), email: input.email },
    });
    expect((await loginData(input.email, input.password)).user.language).toBe('yo');
  });

  it('refuses a language the product does not speak, at sign-up, on the field', async () => {
    const res = await h.call('POST', '/api/v1/auth/signup', {
      body: signUpInput({ language: 'fr' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { language: AUTH_MESSAGES.languageInvalid },
    });
  });

  it('changes with PUT /account/language, which answers the updated user', async () => {
    const { input, token } = await h.register();
    const res = await setLanguage(token, 'ar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: AUTH_RESULT_MESSAGES.languageSaved,
      data: { email: input.email, language: 'ar' },
    });
    expect((await loginData(input.email, input.password)).user.language).toBe('ar');

    const refused = await setLanguage(token, 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { language: AUTH_MESSAGES.languageInvalid },
    });
    expect((await setLanguage(undefined, 'ha')).statusCode).toBe(401);
    expect((await loginData(input.email, input.password)).user.language).toBe('ar');
  });

  it('writes the reset e-mail in the account language: Hausa words, the code and link as they are', async () => {
    const { input } = await h.register({ language: 'ha' });
    await h.call('PUT', '/api/v1/auth/forgot-password', { body: { email: input.email } });
    await h.flushMail();
    const mail = h.smtp.latestTo(input.email);
    expect(mail?.subject).toBe('Sabunta kalmar sirrinku ta Waliyy');
    expect(mail?.text).toContain('Assalamu alaikum, Aminu');
    expect(mail?.text).toContain('Ku rubuta wannan lamba mai lambobi 6');
    expect(resetCodeFrom(mail)).toMatch(/^\d{6}$/);
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Z0-9]{12}/);
  });
});
