import { type TestInfo, test } from '@playwright/test';

// The two widths every page is checked at (decision 014): the phone's 390 px and the desktop's
// 1280 px, one Playwright project each (playwright.config.ts).

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };

/**
 * A journey whose rules do not depend on the width runs once, on the phone (the costlier width,
 * and the one most families use; decision 080). Its pages are still checked at the desktop width,
 * inside the phone run, by `alsoAtDesktop` (support/journey.ts).
 */
export function phoneOnly(testInfo: TestInfo) {
  test.skip(
    testInfo.project.name !== 'phone',
    'one width proves the flow; its pages are checked at 1280 px inside the phone run',
  );
}
