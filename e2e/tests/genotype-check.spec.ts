import { expect } from '@playwright/test';
import { openContext, test } from '../support/contexts';
import { alsoAtDesktop, checkPage, logIn, PASSWORD, uniqueEmail } from '../support/journey';
import { readLatestMail } from '../support/mailbox';
import { watchConsole } from '../support/page-checks';
import { setUpSingle } from '../support/singles';
import { phoneOnly } from '../support/widths';

// Decision 083, the genotype checked: a guardian uploads the single's lab result from Settings,
// staff open it in the console's queue and check it, and the guardian sees it checked. The journey
// runs on the phone; each page it checks is checked at 1280 px too (decision 080).
const ADMIN = { email: 'e2e.admin@example.com', password: 'Staff-horse-9' };

/** A real 48×32 PNG: what a phone's photo of a lab result is, only smaller. */
const LAB_RESULT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAALmUlEQVR42hXUwef6jgPH8d+f06HDDjvs0KHDDjvs0GGHyWI0WYwmiyclxWiyGE0Wo0kREREREREREREREd9/4/f+vP6CBy+v1/9ylHNUcpg5qjlqOeo5nByNHM0crRzkaOfo5ujn8HMMcgxzjHJEOcY5JjmmOdIcsxzzHMscqxzrHJsc2xy7HPschxzHHKcc5xyXHNcctxz3HI8czxyvHO8cnxzfHL8c//0vTzlPJY+Zp5qnlqeex8nTyNPM08pDnnaebp5+Hj/PIM8wzyhPlGecZ5JnmifNM8szz7PMs8qzzrPJs82zy7PPc8hzzHPKc85zyXPNc8tzz/PI88zzyvPO88nzzfPL/4EEygIVAVOgKlATqAs4Ag2BpkBLAIG2QFegL+ALDASGAiOBSGAsMBGYCqQCM4G5wFJgJbAW2AhsBXYCe4GDwFHgJHAWuAhcBW4Cd4GHwFPgJfAW+Ah8BX7CH0ikLFIRMUWqIjWRuogj0hBpirREEGmLdEX6Ir7IQGQoMhKJRMYiE5GpSCoyE5mLLEVWImuRjchWZCeyFzmIHEVOImeRi8hV5CZyF3mIPEVeIm+Rj8hX5Cf+gSTKEhUJU6IqUZOoSzgSDYmmREsCibZEV6Iv4UsMJIYSI4lIYiwxkZhKpBIzibnEUmIlsZbYSGwldhJ7iYPEUeIkcZa4SFwlbhJ3iYfEU+Il8Zb4SHwlftIfqEC5QKWAWaBaoFagXsAp0CjQLNAqQIF2gW6BfgG/wKDAsMCoQFRgXGBSYFogLTArMC+wLLAqsC6wKbAtsCuwL3AocCxwKnAucClwLXArcC/wKPAs8CrwLvAp8C3wK/yBipSLVIqYRapFakXqRZwijSLNIq0iFGkX6RbpF/GLDIoMi4yKREXGRSZFpkXSIrMi8yLLIqsi6yKbItsiuyL7IocixyKnIucilyLXIrci9yKPIs8iryLvIp8i3yK/4h9IpixTkTFlqjI1mbqMI9OQacq0ZJBpy3Rl+jK+zEBmKDOSiWTGMhOZqUwqM5OZyyxlVjJrmY3MVmYns5c5yBxlTjJnmYvMVeYmc5d5yDxlXjJvmY/MV+Yn/4EUygoVBVOhqlBTqCs4Cg2FpkJLAYW2Qlehr+ArDBSGCiOFSGGsMFGYKqQKM4W5wlJhpbBW2ChsFXYKe4WDwlHhpHBWuChcFW4Kd4WHwlPhpfBW+Ch8FX7KH0ilrFJRMVWqKjWVuoqj0lBpqrRUUGmrdFX6Kr7KQGWoMlKJVMYqE5WpSqoyU5mrLFVWKmuVjcpWZaeyVzmoHFVOKmeVi8pV5aZyV3moPFVeKm+Vj8pX5af+gUqUS1RKmCWqJWol6iWcEo0SzRKtEpRol+iW6JfwSwxKDEuMSkQlxiUmJaYl0hKzEvMSyxKrEusSmxLbErsS+xKHEscSpxLnEpcS1xK3EvcSjxLPEq8S7xKfEt8Sv9IfSKOsUdEwNaoaNY26hqPR0GhqtDTQaGt0NfoavsZAY6gx0og0xhoTjalGqjHTmGssNVYaa42NxlZjp7HXOGgcNU4aZ42LxlXjpnHXeGg8NV4ab42Pxlfjp/2BdMo6FR1Tp6pT06nrODoNnaZOSwedtk5Xp6/j6wx0hjojnUhnrDPRmeqkOjOduc5SZ6Wz1tnobHV2Onudg85R56Rz1rnoXHVuOnedh85T56Xz1vnofHV++h/IoGxQMTANqgY1g7qBY9AwaBq0DDBoG3QN+ga+wcBgaDAyiAzGBhODqUFqMDOYGywNVgZrg43B1mBnsDc4GBwNTgZng4vB1eBmcDd4GDwNXgZvg4/B1+Bn/IFMyiYVE9OkalIzqZs4Jg2TpknLBJO2Sdekb+KbDEyGJiOTyGRsMjGZmqQmM5O5ydJkZbI22ZhsTXYme5ODydHkZHI2uZhcTW4md5OHydPkZfI2+Zh8TX7mH8iibFGxMC2qFjWLuoVj0bBoWrQssGhbdC36Fr7FwGJoMbKILMYWE4upRWoxs5hbLC1WFmuLjcXWYmextzhYHC1OFmeLi8XV4mZxt3hYPC1eFm+Lj8XX4mf9gWzKNhUb06ZqU7Op2zg2DZumTcsGm7ZN16Zv49sMbIY2I5vIZmwzsZnapDYzm7nN0mZls7bZ2GxtdjZ7m4PN0eZkc7a52FxtbjZ3m4fN0+Zl87b52HxtfvYfyKHsUHEwHaoONYe6g+PQcGg6tBxwaDt0HfoOvsPAYegwcogcxg4Th6lD6jBzmDssHVYOa4eNw9Zh57B3ODgcHU4OZ4eLw9Xh5nB3eDg8HV4Ob4ePw9fh5/yBXMouFRfTpepSc6m7OC4Nl6ZLywWXtkvXpe/iuwxchi4jl8hl7DJxmbqkLjOXucvSZeWydtm4bF12LnuXg8vR5eRydrm4XF1uLneXh8vT5eXydvm4fF1+7h/Io+xR8TA9qh41j7qH49HwaHq0PPBoe3Q9+h6+x8Bj6DHyiDzGHhOPqUfqMfOYeyw9Vh5rj43H1mPnsfc4eBw9Th5nj4vH1ePmcfd4eDw9Xh5vj4/H1+Pn/YGgDJV/Y6IKNaj/a4kGNKHFv7ShC33wYQBDGEEEY5jAFFKYwRyWsII1bGALO9jDAY5wgjNc4Ao3uMMDnvCCN3zgCz/+QB3KHSodzA7VDrUO9Q5Oh0aHZodWBzq0O3Q79Dv4HQYdhh1GHaIO4w6TDtMOaYdZh3mHZYdVh3WHTYdth12HfYdDh2OHU4dzh0uHa4dbh3uHR4dnh1eHd4dPh2+HX+cP1KPco9LD7FHtUetR7+H0aPRo9mj1oEe7R7dHv4ffY9Bj2GPUI+ox7jHpMe2R9pj1mPdY9lj1WPfY9Nj22PXY9zj0OPY49Tj3uPS49rj1uPd49Hj2ePV49/j0+Pb49f5APmWfio/pU/Wp+dR9HJ+GT9On5f/rqe3T9en7+D4Dn6HPyCfyGftMfKY+qc/MZ+6z9Fn5rH02Plufnc/e5+Bz9Dn5nH0uPlefm8/d5+Hz9Hn5vH0+Pl+fn/8HCigHVALMgGpALaAe4AQ0ApoBrQAC2gHdgH6AHzAIGAaMAqKAccAkYBqQBswC5gHLgFXAOmATsA3YBewDDgHHgFPAOeAScA24BdwDHgHPgFfAO+AT8A34BX+gkHJIJcQMqYbUQuohTkgjpBnSCiGkHdIN6Yf4IYOQYcgoJAoZh0xCpiFpyCxkHrIMWYWsQzYh25BdyD7kEHIMOYWcQy4h15BbyD3kEfIMeYW8Qz4h35Bf+AeKKEdUIsyIakQtoh7hRDQimhGt6N+c2hHdiH6EHzGIGEaMIqKIccQkYhqRRswi5hHLiFXEOmITsY3YRewjDhHHiFPEOeIScY24RdwjHhHPiFfEO+IT8Y34RX+gmHJMJcaMqcbUYuoxTkwjphnTiiGmHdON6cf4MYOYYcwoJooZx0xipjFpzCxmHrOMWcWsYzYx25hdzD7mEHOMOcWcYy4x15hbzD3mEfOMecW8Yz4x35hf/AdKKCdUEsyEakItoZ7gJDQSmgmtBBLaCd2EfoKfMEgYJowSooRxwiRhmpAmzBLmCcuEVcI6YZOwTdgl7BMOCceEU8I54ZJwTbgl3BMeCc+EV8I74ZPwTfglf6CUckolxUypptRS6ilOSiOlmdJK/71eO6Wb0k/xUwYpw5RRSpQyTpmkTFPSlFnKPGWZskpZp2xStim7lH3KIeWYcko5p1xSrim3lHvKI+WZ8kp5p3xSvim/9A+UUc6oZJgZ1YxaRj3DyWhkNDNaGWS0M7oZ/Qw/Y5AxzBhlRBnjjEnGNCPNmGXMM5YZq4x1xiZjm7HL2GccMo4Zp4xzxiXjmnHLuGc8Mp4Zr4x3xifjm/HL/kALygsqC8wF1QW1BfUFzoLGguaC1gIWtBd0F/QX+AsGC4YLRguiBeMFkwXTBemC2YL5guWC1YL1gs2C7YLdgv2Cw4LjgtOC84LLguuC24L7gseC54LXgveCz4Lvgt+C//4PRi73eS71DrwAAAAASUVORK5CYII=',
  'base64',
);

test('a guardian uploads a lab result, staff check it, the guardian sees it checked', async ({
  page,
  browser,
  request,
}, testInfo) => {
  phoneOnly(testInfo);
  test.setTimeout(240_000);
  const email = uniqueEmail(testInfo, 'genotype-check');
  const family = await setUpSingle(request, email, { gender: 'FEMALE', firstName: 'Hafsat' });
  const single = await request.get(`/api/v1/parent/child/${family.childId}`, {
    headers: { authorization: `Bearer ${family.token}` },
  });
  const displayId = ((await single.json()).data as { displayId: string }).displayId;

  // The guardian, in Settings › User: the section the Settings walkthrough links to.
  const problems = watchConsole(page);
  await page.goto('/login');
  await logIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await page.goto('/settings#genotype-check');
  const section = page.getByRole('region', { name: 'Genotype check' });
  await expect(section).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#genotype-check')).toBeVisible();
  await expect(section.getByRole('status')).toHaveText('Not checked yet.');

  // A program renamed lab-result.png is refused before a byte is sent: its bytes say what it is.
  const input = section.getByLabel('Lab result (PDF, JPEG or PNG, at most 5 MB)');
  await input.setInputFiles({
    name: 'lab-result.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]),
  });
  await section.getByRole('button', { name: 'Upload the lab result' }).click();
  await expect(section.getByText('The lab result must be a PDF, JPEG or PNG file.')).toBeVisible();

  await input.setInputFiles({ name: 'lab-result.png', mimeType: 'image/png', buffer: LAB_RESULT });
  await section.getByRole('button', { name: 'Upload the lab result' }).click();
  await expect(section.getByRole('status')).toContainText('Waiting for a check.');
  await expect(
    page.getByText('The lab result is uploaded. Our team will check it soon.'),
  ).toBeVisible();
  await checkPage(page, testInfo, 'genotype-check-waiting');
  await alsoAtDesktop(page, testInfo, 'genotype-check-waiting', {
    reach: (desktop) =>
      expect(
        desktop.getByRole('region', { name: 'Genotype check' }).getByRole('status'),
      ).toContainText('Waiting for a check.', { timeout: 15_000 }),
  });

  // Staff, in their own browser: the queue, the file opened, the genotype checked.
  const staffContext = await openContext(browser, { viewport: page.viewportSize() ?? undefined });
  const staff = await staffContext.newPage();
  const staffProblems = watchConsole(staff);
  await staff.goto('/login');
  await logIn(staff, ADMIN.email, ADMIN.password);
  await expect(staff).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await staff
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Verifications' })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Verifications' })).toBeVisible();
  const item = staff.getByRole('article', { name: `${displayId} · claims AA` });
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expect(item).toContainText('Woman · PNG, 3 KB');
  await item.getByRole('button', { name: `Open the file of ${displayId}` }).click();
  await expect(item.getByRole('img', { name: `Lab result sent for ${displayId}` })).toBeVisible();
  await checkPage(staff, testInfo, 'genotype-check-queue');
  await alsoAtDesktop(staff, testInfo, 'genotype-check-queue', {
    reach: async (desktop) => {
      const queued = desktop.getByRole('article', { name: `${displayId} · claims AA` });
      await queued.getByRole('button', { name: `Open the file of ${displayId}` }).click();
      await expect(
        queued.getByRole('img', { name: `Lab result sent for ${displayId}` }),
      ).toBeVisible();
    },
  });
  await item.getByRole('button', { name: `Check ${displayId}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Check the genotype of ${displayId}?` });
  await dialog.getByRole('button', { name: 'Yes, it is checked' }).click();
  await expect(
    staff.getByText('The genotype is checked and the family has been told.'),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(staffProblems()).toEqual([]);
  await staffContext.close();

  // The guardian is told, and sees it checked; nothing left to upload.
  const mail = await readLatestMail(email, { subject: /genotype/ });
  expect(mail.subject).toBe(`The genotype on the profile ${displayId} is checked`);
  await page.reload();
  await expect(section.getByRole('status')).toHaveText(
    'Checked. Other families see that the genotype is checked.',
    { timeout: 15_000 },
  );
  await expect(section.getByRole('button', { name: /Upload/ })).toHaveCount(0);
  await checkPage(page, testInfo, 'genotype-check-checked');
  await alsoAtDesktop(page, testInfo, 'genotype-check-checked', {
    reach: (desktop) =>
      expect(
        desktop.getByRole('region', { name: 'Genotype check' }).getByRole('status'),
      ).toHaveText('Checked. Other families see that the genotype is checked.', {
        timeout: 15_000,
      }),
  });
  expect(problems()).toEqual([]);
});
