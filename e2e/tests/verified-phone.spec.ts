import { expect, test } from '@playwright/test';
import {
  checkPage,
  createVerifiedAccount,
  familyAddress,
  logIn,
  PASSWORD,
  uniqueEmail,
} from '../support/journey';
import { watchConsole } from '../support/page-checks';

// Decision 083: a guardian confirms the account's phone from Settings › Account › Your phone,
// reading the texted code from development's SMS outbox (GET /dev/sms: no provider configured).

/** What the browser logs of the wrong code's answer. */
const WRONG_CODE =
  'console: Failed to load resource: the server responded with a status of 400 (Bad Request)';

/** A Nigerian number of its own per run and width, so the per-number cap is never met. */
const freshNumber = () => `+234803${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;

test('a guardian confirms the phone with the code texted to it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail(testInfo, 'phone');
  const phoneNumber = freshNumber();
  await createVerifiedAccount(request, email, phoneNumber);
  const problems = watchConsole(page);

  // The walkthrough's link lands on the section itself.
  await page.goto('/settings?tab=account#phone');
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/settings\?tab=account/, { timeout: 15_000 });
  const section = page.locator('#phone');
  await expect(section.getByRole('heading', { name: 'Your phone' })).toBeVisible();
  await expect(section.getByText(phoneNumber)).toBeVisible();
  await expect(section.getByText('Not confirmed yet')).toBeVisible();
  await checkPage(page, testInfo, 'phone-unconfirmed');

  await section.getByRole('button', { name: 'Send me a code' }).click();
  await expect(section.getByText(/You can ask for a new code in \d+ seconds?\./)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Send me a new code' })).toBeDisabled();

  // The text, as the dev outbox holds it.
  const outbox = await request.get('/dev/sms');
  expect(outbox.ok()).toBe(true);
  const text = ((await outbox.json()).messages as { to: string; text: string }[]).find(
    (m) => m.to === phoneNumber,
  )?.text;
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  expect(code, 'a code texted to the account’s phone').toBeTruthy();

  const field = section.getByLabel('Code from the text message');
  // A wrong code is said under the field.
  await field.fill(code === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: 'Confirm my phone' }).click();
  await expect(section.getByText(/That code is not valid or has expired/)).toBeVisible();
  await checkPage(page, testInfo, 'phone-code-sent');

  await field.fill(code as string);
  await section.getByRole('button', { name: 'Confirm my phone' }).click();
  await expect(section.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(
    section.getByText(/Your phone number is confirmed\. If you change it/),
  ).toBeVisible();
  await expect(section.getByRole('button')).toHaveCount(0);
  await checkPage(page, testInfo, 'phone-confirmed');

  // GET /account says so, for every client.
  const headers = { 'x-forwarded-for': familyAddress(email) };
  const login = await request.post('/api/v1/auth/login', {
    headers,
    data: { email, password: PASSWORD },
  });
  const token = (await login.json()).data.token as string;
  const account = await request.get('/api/v1/account', {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect((await account.json()).data).toMatchObject({
    phoneVerified: true,
    phoneVerification: 'available',
  });
  // The one failed call is the wrong code's, refused on purpose.
  expect(problems()).toEqual([WRONG_CODE]);
});

test('the section reads right to left in Arabic, the number and the code left to right', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo, 'phone-ar');
  const phoneNumber = freshNumber();
  await createVerifiedAccount(request, email, phoneNumber);
  const headers = { 'x-forwarded-for': familyAddress(email) };
  const login = await request.post('/api/v1/auth/login', {
    headers,
    data: { email, password: PASSWORD },
  });
  const token = (await login.json()).data.token as string;
  const chosen = await request.put('/api/v1/account/language', {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: { language: 'ar' },
  });
  expect(chosen.ok()).toBe(true);

  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
  await page.goto('/settings?tab=account#phone');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const section = page.locator('#phone');
  await expect(section.getByRole('heading', { name: 'هاتفكم' })).toBeVisible();
  await expect(section.getByText('لم يُؤكَّد بعد')).toBeVisible();
  // The number reads +234…, not …234+.
  const number = section.getByText(phoneNumber);
  expect(await number.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  await section.getByRole('button', { name: 'أرسلوا لي رمزًا' }).click();
  await expect(section.getByLabel('الرمز الوارد في الرسالة النصية')).toBeVisible();
  await checkPage(page, testInfo, 'phone-arabic');
});
