import { isCountry, isLgaOf, isNationality } from '@waliyy/contract/places';
import { PreferenceBody } from '@waliyy/contract/preferences';
import { count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Database } from '../client';
import { children, preferences, users } from '../schema';
import { DEMO_LOGIN, generateDemoFamilies } from './generate';
import { loadDemoData } from './load';

describe('demo data', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is realistic: both genders, adults, Nigerian places that exist, the diaspora', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const singles = generateDemoFamilies(30, now).flatMap((f) => f.singles);
    expect(new Set(singles.map((s) => s.gender))).toEqual(new Set(['MALE', 'FEMALE']));
    for (const single of singles) {
      expect(now.getUTCFullYear() - single.yearOfBirth).toBeGreaterThanOrEqual(18);
      expect(isLgaOf(single.state, single.lga)).toBe(true);
      expect(isCountry(single.countryOfResidence)).toBe(true);
      expect(isNationality(single.citizenship)).toBe(true);
      expect(single.about).not.toMatch(/@|\d{7,}|https?:/);
    }
    const families = generateDemoFamilies(30, now);
    for (const family of families) {
      expect(family.preferences).toHaveLength(family.singles.length);
      // Every preference passes the rules the API applies to a saved one.
      for (const preference of family.preferences) PreferenceBody.parse(preference);
    }
    const abroad = singles.filter((s) => s.countryOfResidence !== 'Nigeria');
    expect(abroad.length).toBeGreaterThan(3);
    expect(new Set(singles.map((s) => s.state)).size).toBeGreaterThan(8);
  });

  it('shows the verified-family badges on other families, never already passed for the demo login', () => {
    const [demo, ...others] = generateDemoFamilies(30, new Date('2026-06-01T00:00:00Z'));
    expect(demo?.guardian.phoneVerifiedAt).toBeNull();
    for (const single of demo?.singles ?? []) {
      expect([single.singleConfirmedAt, single.genotypeCheckedAt]).toEqual([null, null]);
    }
    const singles = others.flatMap((f) => f.singles);
    const share = (n: number, of: number) => n / of;
    const phones = others.filter((f) => f.guardian.phoneVerifiedAt).length;
    expect(share(phones, others.length)).toBeGreaterThan(0.3);
    expect(share(phones, others.length)).toBeLessThan(0.9);
    for (const key of ['singleConfirmedAt', 'genotypeCheckedAt'] as const) {
      const n = singles.filter((s) => s[key]).length;
      expect(share(n, singles.length)).toBeGreaterThan(0.15);
      expect(share(n, singles.length)).toBeLessThan(0.75);
    }
  });

  it('is the same on every machine', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(generateDemoFamilies(5, now)).toEqual(generateDemoFamilies(5, now));
  });

  it('loads once into an empty database and never again', async () => {
    const log = Fastify({ logger: { level: 'silent' } }).log;
    expect(await loadDemoData(database.db, log)).toBe(true);
    expect(await loadDemoData(database.db, log)).toBe(false);

    const [accounts] = await database.db.select({ n: count() }).from(users);
    expect(accounts?.n).toBe(30);
    const rows = await database.db.select({ displayId: children.displayId }).from(children);
    expect(new Set(rows.map((r) => r.displayId)).size).toBe(rows.length);

    // Every demo single has a full profile and its preferences.
    const [withPreferences] = await database.db
      .select({ n: count() })
      .from(children)
      .innerJoin(preferences, eq(preferences.childId, children.id));
    expect(withPreferences?.n).toBe(rows.length);

    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    expect(demo?.emailVerifiedAt).not.toBeNull();
    expect(demo?.passwordHash).toMatch(/^\$argon2id\$/);
    // The phone badge rides on the singles (copied by the database from the account).
    const [badged] = await database.db
      .select({ n: count() })
      .from(children)
      .where(eq(children.phoneVerified, true));
    expect(badged?.n).toBeGreaterThan(0);
  });
});
