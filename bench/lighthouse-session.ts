// The signed-in session for Lighthouse: the demo guardian (DEMO_DATA=on) logs in through the
// API, and the session the web app keeps — the token cookie, the user and the active single in
// localStorage (apps/web/src/lib/storage.ts) — is written into the browser before Lighthouse
// loads a page. Lighthouse's storage reset clears the HTTP cache and service workers but not
// cookies or localStorage, so every run is still a cold load, of a signed-in page.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { STORAGE_KEYS, TOKEN_COOKIE_NAME } from '@waliyy/contract/constants';
import { DEMO_LOGIN } from '../apps/api/src/db/demo/generate';

export type BrowserSession = {
  token: string;
  user: unknown;
  childId: string;
  /** The first recommended single's id (/recommended/:recommended). */
  recommendedId: string;
  /** The account's language, which the signed-in pages show (decision 070). */
  language: string;
};

/**
 * Logs the demo guardian in through the API and reads the first single's recommendations once,
 * so the list exists (it is built on first read, decision 059) and /dashboard is measured as a
 * returning family sees it. With a `language` other than the account's, the account is set to
 * it first (PUT /account/language, as Settings does): the signed-in pages show the account's.
 */
export async function signInDemoGuardian(origin: string, language = 'en'): Promise<BrowserSession> {
  const login = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  if (!login.ok) throw new Error(`demo login failed: ${login.status}`);
  const { data } = (await login.json()) as {
    data: { token: string; user: { language?: string }; children: { id: string }[] };
  };
  // The daughter: the suitors the daily pages' seed makes are men, and only she can be liked by
  // them. The login lists singles oldest first, then by id, and the demo data makes both in the
  // same instant: which comes first changes from one data folder to the next.
  const childId = await daughterOf(origin, data.token, data.children);
  const chosen = await fetch(`${origin}/api/v1/account/language`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ language }),
  });
  if (!chosen.ok) throw new Error(`the demo account's language: ${chosen.status}`);
  const list = await fetch(
    `${origin}/api/v1/parent/child/${childId}/recommendations?page=1&limit=9&include=close`,
    { headers: { authorization: `Bearer ${data.token}` } },
  );
  if (!list.ok) throw new Error(`the demo single's recommendations: ${list.status}`);
  const { data: first } = (await list.json()) as { data: { recommendations: { id: string }[] } };
  const recommendedId = first.recommendations[0]?.id;
  if (!recommendedId) throw new Error('the demo single has no recommendations');
  return {
    token: data.token,
    user: { ...data.user, language },
    childId,
    recommendedId,
    language,
  };
}

/** Writes (or clears) the web app's session for the origin, as a login in the app would. */
export async function setBrowserSession(
  chromePort: number,
  origin: string,
  session: BrowserSession | null,
): Promise<void> {
  const puppeteer = await loadPuppeteer();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const tab = await browser.newPage();
    // A JSON answer of the same origin: storage is written without running the app.
    await tab.goto(`${origin}/api/v1/health`);
    // Run in the page (a string: this file is compiled without the DOM's types).
    const cookie = (value: string, maxAge: number) =>
      `${TOKEN_COOKIE_NAME}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
    const writes = session
      ? [
          `document.cookie = ${JSON.stringify(cookie(session.token, 86_400))};`,
          `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.user)}, ${JSON.stringify(JSON.stringify(session.user))});`,
          `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.childId)}, ${JSON.stringify(session.childId)});`,
          `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.language)}, ${JSON.stringify(session.language)});`,
        ]
      : [];
    await tab.evaluate(
      [
        'localStorage.clear();',
        `document.cookie = ${JSON.stringify(cookie('', 0))};`,
        ...writes,
      ].join('\n'),
    );
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

type Puppeteer = {
  connect(options: { browserURL: string }): Promise<{
    newPage(): Promise<{
      goto(url: string): Promise<unknown>;
      evaluate(script: string): Promise<unknown>;
      close(): Promise<void>;
    }>;
    disconnect(): Promise<void>;
  }>;
};

/** puppeteer-core as Lighthouse itself resolves it (a dependency of Lighthouse, not ours). */
async function loadPuppeteer(): Promise<Puppeteer> {
  const fromLighthouse = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
  const loaded = await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href);
  return (loaded.default ?? loaded) as Puppeteer;
}

/** The id of the demo guardian's daughter, read from each single's own page. */
async function daughterOf(origin: string, token: string, singles: { id: string }[]) {
  for (const { id } of singles) {
    const response = await fetch(`${origin}/api/v1/parent/child/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`the demo single ${id}: ${response.status}`);
    const { data } = (await response.json()) as { data: { gender?: string } };
    if (data.gender === 'FEMALE') return id;
  }
  throw new Error('the demo guardian has no daughter');
}
