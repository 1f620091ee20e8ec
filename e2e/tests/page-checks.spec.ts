import { expect } from '@playwright/test';
import { test } from '../support/contexts';
import { expectNoAxeViolations } from '../support/page-checks';
import { phoneOnly } from '../support/widths';

// The accessibility check every journey relies on must still see what it is there to see: a
// page with a planted violation fails it, and the same page without the violation passes.
// Pages drawn in place, with no app and no network: the check alone is under test.

const PAGE = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

test('the accessibility check fails on a planted violation and passes without it', async ({
  page,
}, testInfo) => {
  phoneOnly(testInfo);
  await page.setContent(PAGE('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  // Checked twice in the same document (axe already in it): still found.
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);

  await page.setContent(PAGE('<img alt="A dot" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'));
  await expectNoAxeViolations(page);
});
