import { OverviewResponse } from '@waliyy/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteVisits } from '../../db/schema';
import type { Account } from '../../test/discovery-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';
import { NO_PATH, OTHER_PATHS } from './visit-path';
import { MAX_PATHS_PER_DAY } from './visits.repository';

/** Decision 020: anonymous visits per UTC day and path (decision 062). */
describe('POST /metrics/log-visit', () => {
  let h: SafetyHarness;
  let admin: Account;
  beforeAll(async () => {
    h = await createSafetyHarness();
    admin = await h.admin();
  });
  afterAll(() => h.close());

  let address = 0;
  /** A fresh client address per test, so no test spends another's limit. */
  const freshIp = () => {
    address += 1;
    return `198.51.100.${address}`;
  };
  const logVisit = (
    options: {
      body?: unknown;
      raw?: string;
      contentType?: string;
      ip?: string;
      token?: string;
      headers?: Record<string, string>;
    } = {},
  ) =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1/metrics/log-visit',
      remoteAddress: options.ip ?? '198.51.100.250',
      headers: {
        ...(options.contentType ? { 'content-type': options.contentType } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.raw !== undefined
        ? { payload: options.raw }
        : options.body === undefined
          ? {}
          : { payload: options.body as object }),
    });
  const moveTo = (date: Date) => h.clock.advance(date.getTime() - h.clock.now().getTime());
  const today = () => h.clock.now().toISOString().slice(0, 10);
  const visitsOf = async (path: string, day = today()) => {
    const rows = await h.database.db
      .select({ visits: siteVisits.visits })
      .from(siteVisits)
      .where(sql`${siteVisits.day} = ${day} and ${siteVisits.path} = ${path}`);
    return rows[0]?.visits ?? 0;
  };

  it('answers 204 with no body and counts the tidied path, however the client names it', async () => {
    const ip = freshIp();
    const before = await visitsOf('/recommendation/:id');
    for (const body of [
      { path: '/recommendation/0b9e4c1e-5d0a-4f59-9a2e-3f1f6c7d8e9a' },
      { pathname: '/recommendation/42' },
      { page: '/recommendation/64b7f0c2a1e4d3b2c1a09f8e?tab=me' },
      { url: 'https://waliyy.example/recommendation/7777' },
      { route: '/recommendation/:id', somethingElse: 'ignored' },
    ]) {
      const res = await logVisit({ body, ip });
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
    }
    expect(await visitsOf('/recommendation/:id')).toBe(before + 5);
  });

  it('counts a visit with no path: an empty object, no body, an empty JSON body, text/plain', async () => {
    const ip = freshIp();
    const before = await visitsOf(NO_PATH);
    expect((await logVisit({ body: {}, ip })).statusCode).toBe(204);
    expect((await logVisit({ ip })).statusCode).toBe(204);
    expect((await logVisit({ raw: '', contentType: 'application/json', ip })).statusCode).toBe(204);
    expect((await logVisit({ raw: 'null', contentType: 'application/json', ip })).statusCode).toBe(
      204,
    );
    // navigator.sendBeacon sends a string as text/plain.
    const beacon = await logVisit({
      raw: JSON.stringify({ path: '/pricing' }),
      contentType: 'text/plain;charset=UTF-8',
      ip,
    });
    expect(beacon.statusCode).toBe(204);
    expect(await visitsOf(NO_PATH)).toBe(before + 4);
  });

  it('refuses a body it cannot read with a 400 ErrorBody, counting nothing', async () => {
    const ip = freshIp();
    const count = async () =>
      (
        await h.database.db
          .select({ n: sql<number>`coalesce(sum(${siteVisits.visits}), 0)::int` })
          .from(siteVisits)
      )[0]?.n;
    const before = await count();
    for (const bad of [
      { body: { path: 42 } },
      { body: { page: ['/a'] } },
      { body: { path: 'a'.repeat(2049) } },
      { body: { path: '/a\u0000b' } },
      { body: { path: '/line\nbreak' } },
      { raw: '{not json', contentType: 'application/json' },
      { raw: '"/pricing"', contentType: 'application/json' },
    ]) {
      const res = await logVisit({ ...bad, ip });
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    }
    expect(await count()).toBe(before);
  });

  it('keeps the day and the path only: nothing of the address, account, cookie or browser', async () => {
    const columns = await h.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'site_visits' order by column_name`,
    );
    expect((columns as unknown as { rows: { column_name: string }[] }).rows).toEqual([
      { column_name: 'day' },
      { column_name: 'path' },
      { column_name: 'visits' },
    ]);
    const ip = '203.0.113.77';
    const res = await logVisit({
      body: { path: '/settings?email=aisha@example.com' },
      ip,
      token: admin.token,
      headers: {
        cookie: 'waliyy_token=abc; tracking=xyz',
        'user-agent': 'Mozilla/5.0 (Secret Browser 99)',
      },
    });
    expect(res.statusCode).toBe(204);
    // A token sent is not read: works as without one, even a bad one.
    expect(
      (await logVisit({ body: { path: '/settings' }, ip, token: 'not-a-token' })).statusCode,
    ).toBe(204);
    const rows = await h.database.db.select().from(siteVisits);
    const stored = JSON.stringify(rows);
    for (const secret of [ip, admin.userId, admin.token, 'aisha@example.com', 'xyz', 'Secret']) {
      expect(stored).not.toContain(secret);
    }
    expect(await visitsOf('/settings')).toBeGreaterThanOrEqual(2);
  });

  it('answers 429 past 120 a minute from one address, others unaffected, and again after', async () => {
    const ip = freshIp();
    for (let i = 0; i < 120; i += 1) {
      expect((await logVisit({ body: { path: '/limits' }, ip })).statusCode).toBe(204);
    }
    const limited = await logVisit({ body: { path: '/limits' }, ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await visitsOf('/limits')).toBe(120);
    expect((await logVisit({ body: { path: '/limits' }, ip: freshIp() })).statusCode).toBe(204);
    h.clock.advance(61_000);
    expect((await logVisit({ body: { path: '/limits' }, ip })).statusCode).toBe(204);
  });

  it(`counts a day's paths past ${MAX_PATHS_PER_DAY} under ${OTHER_PATHS}`, async () => {
    const day = '2026-01-15';
    await h.database.db.insert(siteVisits).values(
      Array.from({ length: MAX_PATHS_PER_DAY }, (_, i) => ({
        day,
        path: `/made-up-${String.fromCharCode(97 + (i % 26))}${Math.floor(i / 26)}`,
        visits: 1,
      })),
    );
    const at = h.clock.now();
    moveTo(new Date(`${day}T12:00:00Z`));
    try {
      const ip = freshIp();
      expect((await logVisit({ body: { path: '/one-more' }, ip })).statusCode).toBe(204);
      expect((await logVisit({ body: { path: '/made-up-a0' }, ip })).statusCode).toBe(204);
      expect(await visitsOf('/one-more', day)).toBe(0);
      expect(await visitsOf(OTHER_PATHS, day)).toBe(1);
      expect(await visitsOf('/made-up-a0', day)).toBe(2);
    } finally {
      moveTo(at);
    }
  });

  it('shows the day’s visits on the admin overview beside sign-ups', async () => {
    const day = '2026-02-20';
    const at = h.clock.now();
    moveTo(new Date(`${day}T23:59:00Z`));
    try {
      const ip = freshIp();
      for (const path of ['/', '/pricing', '/pricing', '/login']) {
        expect((await logVisit({ body: { path }, ip })).statusCode).toBe(204);
      }
      moveTo(new Date('2026-02-21T00:00:30Z'));
      expect((await logVisit({ body: { path: '/' }, ip })).statusCode).toBe(204);
    } finally {
      moveTo(at);
    }
    const res = await h.adminCall('GET', '/overview?from=2026-02-20&to=2026-02-21', admin);
    expect(res.statusCode, res.body).toBe(200);
    const { buckets, totals } = OverviewResponse.parse(res.json()).data;
    expect(buckets.map((d) => [d.start, d.visits])).toEqual([
      ['2026-02-20', 4],
      ['2026-02-21', 1],
    ]);
    expect(totals.visits).toBe(5);
    // Staff only, as the rest of the overview.
    const guardian = await h.account();
    const refused = await h.adminCall('GET', '/overview?from=2026-02-20&to=2026-02-21', guardian);
    expect(refused.statusCode).toBe(403);
  });
});
