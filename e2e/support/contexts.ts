import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Disposable,
  type Page,
} from '@playwright/test';

// Browser contexts kept for a whole worker and handed out empty (decision 080, "One context per
// worker"): a fresh context fetches and compiles the app's chunks again, which cost 37 % more
// Chromium CPU per page load than a kept one. A context is handed out with no pages, cookies,
// local storage, IndexedDB, routes, init scripts, bindings or permissions, online and with no
// extra headers; only its HTTP cache and compiled code carry over from the tests before.
//
// What cannot be undone makes the context a single test's: a clock (installed into every page
// and never taken out), a geolocation, HTTP credentials, WebSocket routes or changed default
// timeouts. Such a context is closed when its test ends and the next test gets a new one.

type Kept = {
  /** The context's own close, which `close` replaces with a return to the pool. */
  realClose: BrowserContext['close'];
  /** What the test added to the context that a Disposable takes out again. */
  added: Disposable[];
  /** Something that cannot be undone was done: the context is closed, not kept. */
  tainted: boolean;
  /** The origins its pages' frames have been on: the ones whose storage emptying must clear. */
  origins: Set<string>;
};

// One pool per worker process (a worker runs one test at a time): free contexts by their options.
const free = new Map<string, BrowserContext[]>();
const kept = new WeakMap<BrowserContext, Kept>();
/** The contexts the running test holds, returned to the pool when it ends. */
const lent = new Set<BrowserContext>();
/**
 * The running test's context options (its project's and its `test.use`'s). Playwright fills a
 * context's missing options with them, so a kept context is looked up by options filled the same
 * way: a context made for one test's locale is never handed to a test of another locale.
 */
let testOptions: BrowserContextOptions = {};

/** Options that put state into a new context, which emptying it would take away. */
const STATEFUL: (keyof BrowserContextOptions)[] = [
  'storageState',
  'extraHTTPHeaders',
  'permissions',
  'offline',
  'geolocation',
  'httpCredentials',
];

/** The options as a key: the same options, whatever their order, share contexts. */
function keyOf(options: BrowserContextOptions): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, v === undefined ? '(unset)' : sorted(v)]),
        )
      : value;
  return JSON.stringify(sorted(options));
}

/** Makes `close` return the context to the pool, and notes what the test adds to it. */
function keep(context: BrowserContext, key: string) {
  const state: Kept = {
    realClose: context.close.bind(context),
    added: [],
    tainted: false,
    origins: new Set(),
  };
  kept.set(context, state);
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      const origin = originOf(frame.url());
      if (origin) state.origins.add(origin);
    }),
  );
  context.close = async () => release(context, key);
  const addInitScript = context.addInitScript.bind(context);
  context.addInitScript = (async (...args: Parameters<typeof addInitScript>) => {
    const added = await addInitScript(...args);
    state.added.push(added);
    return added;
  }) as typeof context.addInitScript;
  const exposeBinding = context.exposeBinding.bind(context);
  context.exposeBinding = (async (...args: Parameters<typeof exposeBinding>) => {
    const added = await exposeBinding(...args);
    state.added.push(added);
    return added;
  }) as typeof context.exposeBinding;
  const exposeFunction = context.exposeFunction.bind(context);
  context.exposeFunction = (async (...args: Parameters<typeof exposeFunction>) => {
    const added = await exposeFunction(...args);
    state.added.push(added);
    return added;
  }) as typeof context.exposeFunction;
  const taint = <T extends object>(owner: T, names: (keyof T)[]) => {
    for (const name of names) {
      const original = owner[name];
      if (typeof original !== 'function') continue;
      owner[name] = ((...args: unknown[]) => {
        state.tainted = true;
        return original.apply(owner, args);
      }) as T[keyof T];
    }
  };
  taint(context, [
    'setGeolocation',
    'setHTTPCredentials',
    'routeWebSocket',
    'setDefaultTimeout',
    'setDefaultNavigationTimeout',
  ]);
  taint(context.clock, [
    'install',
    'setFixedTime',
    'setSystemTime',
    'pauseAt',
    'runFor',
    'fastForward',
    'resume',
  ]);
}

/**
 * A context with these options, empty: one kept from an earlier test when there is one, else a
 * new one. Its `close()` gives it back; whatever the test leaves open is given back when it ends.
 */
export async function openContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { storageState, ...asked } = options;
  // As Playwright does: an option the caller names, even as undefined, beats the test's.
  const shape: BrowserContextOptions = { ...testOptions };
  for (const [name, value] of Object.entries(asked)) Object.assign(shape, { [name]: value });
  delete shape.storageState;
  const key = keyOf(shape);
  let context = free.get(key)?.pop();
  if (!context) {
    context = await browser.newContext(shape);
    keep(context, key);
    const state = kept.get(context);
    // Online (Playwright's default `offline: false`) is what emptying restores; anything else is not.
    if (state)
      state.tainted = STATEFUL.some((name) => shape[name] !== undefined && shape[name] !== false);
  }
  lent.add(context);
  if (storageState !== undefined) await context.setStorageState(storageState);
  return context;
}

/** The origin of an http(s) address, or undefined (about:blank, data:). */
function originOf(url: string): string | undefined {
  return /^https?:/.test(url) ? new URL(url).origin : undefined;
}

/** The address a page is moved to before its origin's storage is cleared: answered blank here. */
const BLANK = '/__context-pool-blank';

/**
 * Moves the page to a blank page of its own origin and empties that origin's local and session
 * storage there; the origin, or undefined when the page is on none or could not be moved.
 */
async function emptyStorageThrough(page: Page, done: Set<string>): Promise<string | undefined> {
  const origin = originOf(page.url());
  if (!origin || done.has(origin)) return undefined;
  try {
    await page.route(`${origin}${BLANK}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
    );
    await page.goto(`${origin}${BLANK}`);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    return origin;
  } catch {
    return undefined;
  }
}

/** Empties the context and keeps it for the next test, or closes it when it cannot be emptied. */
async function release(context: BrowserContext, key: string) {
  if (!lent.delete(context)) return;
  const state = kept.get(context);
  if (!state) return;
  try {
    if (state.tainted) throw new Error('changed in a way that cannot be undone');
    // Each origin's storage is cleared through a page of the test's that is still on it: moved
    // first to a blank page of the same origin (so no script of the app's runs any more), then
    // its local and session storage emptied. Playwright's own `setStorageState` would open and
    // navigate a hidden page per origin, a renderer each time; it is the fallback when an origin
    // the context has been on has no page left open.
    const cleared = new Set<string>();
    for (const page of context.pages()) {
      const origin = await emptyStorageThrough(page, cleared);
      if (origin) cleared.add(origin);
    }
    await Promise.all(context.pages().map((page) => page.close()));
    await Promise.all(state.added.splice(0).map((added) => added.dispose()));
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearPermissions();
    await context.setOffline(false);
    await context.setExtraHTTPHeaders({});
    await context.clearCookies();
    if ([...state.origins].some((origin) => !cleared.has(origin))) {
      await context.setStorageState({ cookies: [], origins: [] });
    }
    state.origins.clear();
    const list = free.get(key) ?? [];
    list.push(context);
    free.set(key, list);
  } catch {
    await state.realClose().catch(() => undefined);
  }
}

/**
 * Playwright's `test`, with `context` (and so `page`) taken from the worker's pool, shaped by the
 * project and the test's `test.use` as Playwright's own would be.
 */
export const test = base.extend<{ testContextOptions: BrowserContextOptions }>({
  testContextOptions: [
    async (
      {
        viewport,
        isMobile,
        hasTouch,
        locale,
        baseURL,
        javaScriptEnabled,
        colorScheme,
        reducedMotion,
        timezoneId,
        userAgent,
        deviceScaleFactor,
        serviceWorkers,
        extraHTTPHeaders,
        permissions,
        offline,
        geolocation,
        httpCredentials,
        storageState,
      },
      use,
    ) => {
      testOptions = {
        viewport,
        isMobile,
        hasTouch,
        locale,
        baseURL,
        javaScriptEnabled,
        colorScheme,
        reducedMotion,
        timezoneId,
        userAgent,
        deviceScaleFactor,
        serviceWorkers,
        extraHTTPHeaders,
        permissions,
        offline,
        geolocation,
        httpCredentials,
        storageState,
      };
      await use(testOptions);
      // Whatever the test left open goes back (or is closed) before the next test begins.
      for (const context of [...lent]) await context.close();
    },
    { auto: true },
  ],
  context: async ({ browser, testContextOptions }, use) => {
    await use(await openContext(browser, testContextOptions));
  },
});
