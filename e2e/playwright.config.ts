import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, type TraceMode } from '@playwright/test';
import { APP_PORT, MAIL_SINK_HTTP_PORT, MAIL_SINK_SMTP_PORT } from './support/ports';
import { DESKTOP, PHONE } from './support/widths';

const PORT = APP_PORT;
const baseURL = `http://127.0.0.1:${PORT}`;
// A fresh embedded database for every run, so tests never depend on an earlier run's rows.
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'waliyy-e2e-')), 'data');

// Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs
// headless) draws the same pages with the same Blink as the full browser, without the browser's
// own window machinery: singles + public-site on the phone, one worker, cost 93 machine CPU-s
// against the full browser's 127 (decision 080, "The headless shell"). The full browser stays
// the fallback, so a machine with only `chromium` still runs every journey.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: true,
  // Three workers on CI's two cores: with no trace recorded in a passing test the phase left
  // ~13 % of the machine idle on two (the waits of page loads and API calls); the whole suite
  // took 5.5 min on three against 6.8 on two (decision 080, "A trace only when it will be read").
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Every journey signs up, hashes passwords and renders many pages: on a busy 2-core machine
  // a short one can take 40 s. Long journeys set their own, longer limits.
  timeout: 90_000,
  // A page's first paint after a navigation waits on its chunks: under other runs' load that can
  // pass 5 s (Playwright's default), which failed steps no journey meant to time.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL,
    // A trace records every action's DOM snapshot and a stream of screenshots, in every test, to
    // keep it only for a failure: a third of the machine's CPU in a passing run (decision 080, "A
    // trace only when it will be read"). CI retries a failed test once and traces that retry;
    // a run of one's own keeps a failure's trace. E2E_TRACE sets any of Playwright's modes.
    trace:
      (process.env.E2E_TRACE as TraceMode | undefined) ??
      (process.env.CI ? 'on-first-retry' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'phone', use: PHONE },
    { name: 'desktop', use: DESKTOP },
  ],
  webServer: [
    {
      command: 'npx tsx ../apps/api/src/test/mail-sink.ts',
      url: `http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/health`,
      reuseExistingServer: false,
      // Seeding and the first start take longer on a loaded 2-core machine.
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_PORT: String(MAIL_SINK_SMTP_PORT), HTTP_PORT: String(MAIL_SINK_HTTP_PORT) },
    },
    {
      // The people the discovery journeys meet go into the fresh database first; then the
      // production build served by the API server, as `npm start` does (built beforehand).
      // The seed lives seconds: V8's baseline compiler alone for the embedded database's
      // WebAssembly spares it the optimizing recompile it would never use (decision 080, "The
      // processes the tests start"); the server the journeys use keeps Node's defaults.
      command:
        'node --liftoff-only --import tsx ../apps/api/src/test/e2e-seed.ts && node ../apps/api/dist/main.js',
      url: `${baseURL}/api/v1/health`,
      reuseExistingServer: false,
      // The seed and the first start: over a minute when other runs load the machine.
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_DATA: 'off',
        LOG_LEVEL: 'warn',
        JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
        DATABASE_URL: '',
        APP_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
        // The runner's API helpers say which family's address a sign-up comes from
        // (support/journey.ts); the browser's own requests carry none and count as 127.0.0.1.
        TRUST_PROXY: '127.0.0.1',
      },
    },
  ],
});
