import { randomUUID } from 'node:crypto';
import { ErrorBody } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './route-table';
import { EXCLUDED_PREFIXES, fillUrl, paramNames } from './routes';
import { snapshot } from './snapshot';
import { createWorld, leaksIn, type World } from './world';

/**
 * Decision 014, "Prove it": every registered route has a checked-in rule, and the rule holds —
 * another account's ids are 404 and leak nothing, staff routes refuse guardians, every
 * protected route refuses a missing token, and none of it changes a row.
 */
describe('authorisation matrix', () => {
  let w: World;

  beforeAll(async () => {
    w = await createWorld();
  }, 120_000);
  afterAll(() => w?.h.close());

  const inject = (method: string, url: string, token: string | null, body?: unknown) =>
    w.app.inject({
      method: method as 'GET',
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      ...(body === undefined ? {} : { payload: body as object }),
    });

  /** Params for a staff route: B's account, B's report, a plan. */
  const adminUrl = (url: string) =>
    fillUrl(url, {
      id: url.includes('/reports/')
        ? w.b.reportId
        : url.includes('/plans/')
          ? (w.planIds[0] ?? '')
          : w.b.family.userId,
      accountId: w.b.family.userId,
    });

  it('has a rule for every registered route, and a route for every rule', () => {
    const registered = w.routes.map((r) => r.key);
    const missing = registered.filter((key) => !(key in ROUTE_TABLE));
    const stale = Object.keys(ROUTE_TABLE).filter((key) => !registered.includes(key));
    expect(missing, `routes with no rule in route-table.ts: ${missing.join(', ')}`).toEqual([]);
    expect(stale, `rules with no route: ${stale.join(', ')}`).toEqual([]);
    // Sanity: the collector saw the app (and only skipped what it says it skips).
    expect(registered.length).toBeGreaterThan(60);
    expect(EXCLUDED_PREFIXES.every((e) => e.reason.length > 0)).toBe(true);
  });

  it('gives every own-id route at least one cross-account probe', () => {
    const bare = Object.entries(ROUTE_TABLE)
      .filter(([, rule]) => rule.rule === 'own-id' && !rule.crossAccount)
      .map(([key]) => key);
    expect(bare).toEqual([]);
  });

  it("answers 404 to A for B's ids, leaks nothing of B and changes no row", async () => {
    const before = await snapshot(w.h.database.db);
    // The snapshot really holds B's rows (a broken query would compare two empty sets).
    expect(before.users).toContain(w.b.family.userId);
    expect(before.likes).toContain(w.b.receivedLikeId);
    const failures: string[] = [];
    let probes = 0;
    for (const [key, rule] of Object.entries(ROUTE_TABLE)) {
      if (rule.rule !== 'own-id' || !rule.crossAccount) continue;
      const method = key.split(' ')[0]!;
      for (const probe of rule.crossAccount(w)) {
        probes += 1;
        const res = await inject(method, probe.url, w.a.family.token, probe.body);
        const label = `${method} ${probe.url}`;
        if (res.statusCode !== 404) failures.push(`${label}: ${res.statusCode} ${res.body}`);
        else if (!ErrorBody.safeParse(res.json()).success) failures.push(`${label}: ${res.body}`);
        const leaks = leaksIn(res.body, w.b.secrets);
        if (leaks.length > 0) failures.push(`${label} leaks ${leaks.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThanOrEqual(20);
    expect(await snapshot(w.h.database.db)).toEqual(before);
  });

  it("shows A only the public projection of B's singles in A's own reads", async () => {
    const failures: string[] = [];
    for (const [key, rule] of Object.entries(ROUTE_TABLE)) {
      if (!rule.reads) continue;
      for (const probe of rule.reads(w)) {
        const res = await inject('GET', probe.url, w.a.family.token);
        if (res.statusCode !== 200) failures.push(`${key} ${probe.url}: ${res.statusCode}`);
        const leaks = leaksIn(res.body, w.b.secrets);
        if (leaks.length > 0) failures.push(`${probe.url} leaks ${leaks.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses staff routes to a guardian (403 FORBIDDEN) and changes no row', async () => {
    const before = await snapshot(w.h.database.db);
    const failures: string[] = [];
    for (const route of w.routes) {
      if (ROUTE_TABLE[route.key]?.rule !== 'admin') continue;
      const body = route.method === 'GET' ? undefined : { reason: 'Checking the matrix' };
      const res = await inject(route.method, adminUrl(route.url), w.a.family.token, body);
      if (res.statusCode !== 403 || res.json().code !== 'FORBIDDEN') {
        failures.push(`${route.key}: ${res.statusCode} ${res.body}`);
      }
      if (leaksIn(res.body, w.b.secrets).length > 0) failures.push(`${route.key} leaks`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot(w.h.database.db)).toEqual(before);
  });

  it('answers 401 UNAUTHENTICATED without a token on every protected route', async () => {
    const before = await snapshot(w.h.database.db);
    const failures: string[] = [];
    let checked = 0;
    for (const route of w.routes) {
      const rule = ROUTE_TABLE[route.key]?.rule;
      if (!rule || rule === 'public') continue;
      checked += 1;
      const params = Object.fromEntries(paramNames(route.url).map((n) => [n, randomUUID()]));
      const url = fillUrl(route.url, params);
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      for (const token of [null, 'not-a-token', `${w.a.family.token}x`]) {
        const res = await inject(route.method, url, token, body);
        if (res.statusCode !== 401 || res.json().code !== 'UNAUTHENTICATED') {
          failures.push(`${route.key} (token ${token ? 'bad' : 'none'}): ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
    expect(await snapshot(w.h.database.db)).toEqual(before);
  });

  it('serves the public routes without a token', async () => {
    for (const url of ['/api/v1/health', '/api/v1/plans', '/api/v1/plans/']) {
      expect((await inject('GET', url, null)).statusCode, url).toBe(200);
    }
    const sandbox = await inject('GET', `/api/v1/payment/sandbox/${w.b.pendingReference}`, null);
    expect(sandbox.statusCode).toBe(200);
    expect(leaksIn(sandbox.body, w.b.secrets)).toEqual([]);
  });
});
