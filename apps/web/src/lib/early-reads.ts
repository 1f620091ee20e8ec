import type { Subscription } from '@waliyy/contract/billing';
import type { Language } from '@waliyy/contract/languages';
import {
  ACCOUNT_PATH,
  API_BASE,
  childPath,
  likesPath,
  matchPath,
  publicProfilePath,
  recommendationsPath,
  SUBSCRIPTION_PATH,
} from './api-paths';
import { isPlanActive } from './plan';

// The first reads of a signed-in page, started before its code has come (decision 087). The
// server sends the signed-in pages a small script of their own (src/app/early-reads-entry.ts)
// that runs as soon as it arrives — a round trip or two before the app's code has downloaded
// and drawn the page — and asks for what the page will ask for first, with the session's own
// token. apiRequest then takes the answer instead of asking again: once, for the same address
// and the same token, within a few seconds. Nothing of it is in the HTML, which stays the same
// for everyone; a visitor without a live token asks for nothing.

type EarlyRead = { token: string; startedAt: number; response: Promise<Response> };
type Registry = Map<string, EarlyRead>;

/** How long an early answer may stand in for the page's own read. */
const EARLY_READ_LIFETIME_MS = 15_000;
/** Where the script leaves its reads for the app: a symbol, so no other script meets it. */
const REGISTRY = Symbol.for('waliyy.early-reads');

function registry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  let reads = holder[REGISTRY];
  if (!reads) {
    reads = new Map();
    holder[REGISTRY] = reads;
  }
  return reads;
}

/**
 * The reads `pathname` (and `search`) makes first that its first view waits for: the account
 * (the single's name, which single is active), then the page's own. Only those: on HTTP/1.1 each
 * read holds one of the browser's six connections while the app's code still downloads. The
 * plan is read early only where it decides the page (/likes, /match).
 */
export function earlyReadsOf(
  pathname: string,
  search: string,
  childId: string | null,
): { reads: string[]; withPlan: string[] } {
  const [, first = '', id, extra] = pathname.replace(/\/+$/, '').split('/');
  const session = [ACCOUNT_PATH];
  if (extra !== undefined) return { reads: [], withPlan: [] };
  if (first === 'dashboard' && id === undefined) {
    // The list, and the single's own state: the paused notice above the list would push it down
    // if it came after it.
    const own = childId ? [recommendationsPath(childId, 1), childPath(childId)] : [];
    return { reads: [...session, ...own], withPlan: [] };
  }
  if ((first === 'likes' || first === 'match') && id === undefined) {
    // Behind the plan: asked for only once the plan is known to run (a free account is not
    // refused).
    const type = new URLSearchParams(search).get('tab') === 'liked' ? 'given' : 'received';
    const own = childId
      ? [first === 'likes' ? likesPath(childId, type, 1) : matchPath(childId)]
      : [];
    return { reads: [...session, SUBSCRIPTION_PATH], withPlan: own };
  }
  if ((first === 'recommended' || first === 'explore') && id) {
    return {
      reads: [...session, publicProfilePath(decodeURIComponent(id), childId)],
      withPlan: [],
    };
  }
  if (first === 'profile' && id) {
    return { reads: [...session, childPath(decodeURIComponent(id))], withPlan: [] };
  }
  return { reads: [], withPlan: [] };
}

function read(path: string, token: string, now: number): Promise<Response> {
  const response = fetch(`${API_BASE}${path}`, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    credentials: 'same-origin',
    // Below the page's scripts: on HTTP/1.1 a read takes one of the six connections only when no
    // script is waiting for it, so a slow answer never holds the app's code back.
    priority: 'low',
  });
  // A read nobody takes (the page was left) must not end as an unhandled rejection.
  response.catch(() => {});
  registry().set(path, { token, startedAt: now, response });
  return response;
}

/** Whether a subscription answer names a plan still running (plan.ts, the gate's own rule). */
async function hasRunningPlan(answer: Response): Promise<boolean> {
  if (!answer.ok) return false;
  return isPlanActive(((await answer.json()) as { data?: Subscription | null }).data);
}

/**
 * Starts the page's first reads with `token` (already checked live by the caller). The reads
 * behind the plan wait for the subscription's answer (a copy of it: the app reads the original).
 */
export function startEarlyReads(
  location: { pathname: string; search: string },
  token: string,
  childId: string | null,
  now: number = Date.now(),
): void {
  const { reads, withPlan } = earlyReadsOf(location.pathname, location.search, childId);
  for (const path of reads) {
    const response = read(path, token, now);
    if (path === SUBSCRIPTION_PATH && withPlan.length > 0) {
      void response
        .then((answer) => hasRunningPlan(answer.clone()))
        .then((isRunning) => {
          if (isRunning) for (const planned of withPlan) read(planned, token, Date.now());
        })
        .catch(() => {});
    }
  }
}

/**
 * Forgets every early read not yet taken: a change (any call but a GET) may make their answers
 * out of date, and the next read of them must see it.
 */
export function dropEarlyReads(): void {
  registry().clear();
}

/**
 * The answer of an early read of `path` made with `token`, taken out (the next read of it goes
 * to the server); none when there is no such read, it was made with another token (the account
 * changed since), or it is too old to stand in for a fresh one.
 */
export function takeEarlyRead(
  path: string,
  token: string,
  now: number = Date.now(),
): Promise<Response> | undefined {
  const reads = registry();
  const early = reads.get(path);
  if (!early) return undefined;
  reads.delete(path);
  if (early.token !== token || now - early.startedAt > EARLY_READ_LIFETIME_MS) return undefined;
  return early.response;
}

/**
 * `<link rel="modulepreload">` for the signed-in pages' words in `language`: the server names
 * each language's file on the script's own tag (`data-app-words-ha="/assets/ha-….js"`).
 */
export function preloadAppWords(doc: Document, language: Language): void {
  const attribute = `data-app-words-${language}`;
  const file = doc.querySelector(`script[${attribute}]`)?.getAttribute(attribute);
  if (!file) return;
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = file;
  doc.head.append(link);
}
