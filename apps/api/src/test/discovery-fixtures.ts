import { type ChildCreateBody, PreferenceBody } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { AppDeps } from '../app';
import type { Database } from '../db/client';
import { children, preferences, users } from '../db/schema';
import { fixedClock } from '../lib/clock';
import { newDisplayId } from '../lib/display-id';
import { createMemoryRateLimiter } from '../lib/rate-limit';
import { DEFAULT_AUTH_SETTINGS } from '../modules/auth/auth.settings';
import { rowFromBody } from '../modules/children/children.mapper';
import type { ChildRow } from '../modules/children/children.repository';
import { valuesFromBody } from '../modules/preferences/preferences.mapper';
import { createTestApp, type TestContext } from './app';
import { LOOSE_LIMITS } from './auth-harness';
import { childBody } from './children-fixtures';
import { createGuardian } from './factories';

/** A fixed "now" in mid-June, so month-of-birth boundaries exist on both sides. */
export const DISCOVERY_NOW = new Date('2026-06-15T12:00:00Z');

export type Account = { userId: string; token: string; email: string };

export type DiscoveryHarness = TestContext & {
  clock: ReturnType<typeof fixedClock>;
  /** Every response body seen (the privacy checks scan them all). */
  bodies: string[];
  get(url: string, token: string): Promise<LightMyRequestResponse>;
  put(url: string, token: string, body: unknown): Promise<LightMyRequestResponse>;
  post(url: string, token: string, body: unknown): Promise<LightMyRequestResponse>;
  /** A verified account (inserted directly), logged in through the API. */
  account(overrides?: Partial<typeof users.$inferInsert>): Promise<Account>;
  /** Singles inserted directly (one statement); `age` sets the year of birth from the clock. */
  singles(
    userId: string,
    list: (Record<string, unknown> & { age?: number; createdAt?: Date })[],
  ): Promise<ChildRow[]>;
  single(
    userId: string,
    overrides?: Record<string, unknown> & { age?: number; createdAt?: Date },
  ): Promise<ChildRow>;
  /** A preference saved directly, through the contract's own parsing (as the API saves it). */
  preference(childId: string, input: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
};

/**
 * The app on a fresh database with a fixed clock and tokens that outlive a moved clock; `more`
 * adds app overrides and configuration (the likes tests' SMTP server and settings).
 */
export async function createDiscoveryHarness(
  now = DISCOVERY_NOW,
  more: {
    overrides?: AppDeps['overrides'];
    config?: Partial<AppDeps['config']>;
    /** A database to run on (default: a fresh one); the app closes it with itself. */
    database?: Database;
  } = {},
): Promise<DiscoveryHarness> {
  const clock = fixedClock(now);
  const ctx = await createTestApp({
    ...(more.database ? { database: more.database } : {}),
    overrides: {
      clock,
      rateLimiter: createMemoryRateLimiter(clock),
      authSettings: {
        ...DEFAULT_AUTH_SETTINGS,
        tokenTtlSeconds: 365 * 86_400,
        limits: LOOSE_LIMITS,
      },
      ...more.overrides,
    },
    ...(more.config ? { config: more.config } : {}),
  });
  const { db } = ctx.database;
  const bodies: string[] = [];
  const call = async (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    token: string,
    body?: unknown,
  ) => {
    const res = await ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    bodies.push(res.body);
    return res;
  };

  const toRow = (
    userId: string,
    { age, createdAt, ...overrides }: Record<string, unknown> & { age?: number; createdAt?: Date },
  ) => {
    const year = clock.now().getUTCFullYear() - (age ?? 26);
    const body = childBody({ yearOfBirth: year, ...overrides }) as unknown as ChildCreateBody;
    return {
      ...rowFromBody(body, userId, newDisplayId()),
      ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
    };
  };

  const harness: DiscoveryHarness = {
    ...ctx,
    clock,
    bodies,
    get: (url, token) => call('GET', url, token),
    put: (url, token, body) => call('PUT', url, token, body),
    post: (url, token, body) => call('POST', url, token, body),
    async account(overrides = {}) {
      const guardian = await createGuardian(db, overrides);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: guardian.email, password: guardian.password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      await db.update(users).set({ singlesLimit: 100 }).where(eq(users.id, guardian.id));
      return { userId: guardian.id, token: res.json().data.token as string, email: guardian.email };
    },
    async singles(userId, list) {
      if (list.length === 0) return [];
      return db
        .insert(children)
        .values(list.map((overrides) => toRow(userId, overrides)))
        .returning();
    },
    async single(userId, overrides = {}) {
      const [row] = await harness.singles(userId, [overrides]);
      return row!;
    },
    async preference(childId, input) {
      await db
        .insert(preferences)
        .values({ ...valuesFromBody(PreferenceBody.parse(input)), childId });
    },
    close: () => ctx.app.close(),
  };
  return harness;
}

/** The ids of a page of cards. */
export const idsOf = (cards: { id: string }[]) => cards.map((c) => c.id);
