import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';

describe('sign-in and password e-mails (decision 012)', () => {
  let h: AuthHarness;

  const login = async (
    input: { email: string; password: string },
    headers: Record<string, string> = {},
  ) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: input.email, password: input.password },
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await h.flushMail();
    return res.json().data.token as string;
  };
  const newSignIns = (email: string) =>
    h.smtp.received.filter(
      (m) => m.to === email.toLowerCase() && m.subject === 'New sign-in to your Waliyy account',
    );

  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  it('e-mails a sign-in from a new browser, not the first sign-in nor a known browser', async () => {
    const { input } = await h.register();
    await h.flushMail();
    // register() signed in once (the first browser): no e-mail.
    expect(newSignIns(input.email)).toHaveLength(0);

    await login(input, { 'x-device-id': 'device-one', 'user-agent': 'Firefox/140' });
    expect(newSignIns(input.email)).toHaveLength(1);
    expect(newSignIns(input.email)[0]?.text).toContain('Firefox/140');
    await login(input, { 'x-device-id': 'device-one', 'user-agent': 'Firefox/141' });
    expect(newSignIns(input.email)).toHaveLength(1);

    // No device id: the user agent stands in for it.
    await login(input, { 'user-agent': 'Safari/18' });
    await login(input, { 'user-agent': 'Safari/18' });
    expect(newSignIns(input.email)).toHaveLength(2);
  });

  it('e-mails every password change', async () => {
    const { input, token } = await h.register();
    const res = await h.call('PUT', '/api/v1/account/change-password', {
      token,
      body: {
        oldPassword: input.password,
        newPassword: 'Another-pass-42',
        confirmPassword: 'Another-pass-42',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await h.flushMail();
    expect(h.smtp.latestTo(input.email)?.subject).toBe('Your Waliyy password was changed');
  });
});
