import { randomUUID } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { PreferenceBody } from '@waliyy/contract/preferences';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { generateDemoFamilies, seededRandom } from '../../src/db/demo/generate';
import { children, preferences, users } from '../../src/db/schema';
import { newDisplayId } from '../../src/lib/display-id';
import type { ChildRow } from '../../src/modules/children/children.repository';
import { valuesFromBody } from '../../src/modules/preferences/preferences.mapper';
import type { Account } from '../../src/test/discovery-fixtures';
import { createGuardian } from '../../src/test/factories';
import { createSafetyHarness, type SafetyHarness } from '../../src/test/safety-fixtures';
import { relate } from './crowd-relations';
import { createLeakScanner, type LeakScanner, secretSource, type Wali } from './leak-scanner';
import { type CollectedRoute, collectRoutes } from './routes';

const CROWD_SEED = 20_260_901;

export type CrowdSingle = Pick<ChildRow, 'id' | 'userId' | 'gender' | 'genotype' | 'displayId'>;
/** A seeded account: its guardian's details and its singles (the crowd never logs in). */
export type CrowdAccount = {
  label: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  singles: CrowdSingle[];
};
/** An ordinary guardian with a plan who calls the routes; its own details are not secrets to it. */
export type Caller = Account & { label: string; singles: ChildRow[] };

export type Crowd = {
  h: SafetyHarness;
  app: FastifyInstance;
  routes: CollectedRoute[];
  /** The registered route ("METHOD /url") that answered the last request, then forgets it. */
  takeRoute(): string | null;
  scanner: LeakScanner;
  accounts: CrowdAccount[];
  singles: CrowdSingle[];
  /** Hidden from everyone: paused singles and the singles of suspended accounts. */
  hidden: Set<string>;
  /** Per caller: the crowd accounts it blocked or that blocked it (hidden both ways). */
  blocked: Map<string, Set<string>>;
  /** Visible crowd singles with no like, match or block with either caller. */
  strangers: CrowdSingle[];
  /** M: a guardian with two men; manB is matched with `matchedWoman` (he gets her guardian's contact). */
  m: Caller & { manA: ChildRow; manB: ChildRow; matchedWoman: CrowdSingle };
  /** W: a guardian with two women; womanB is matched with `matchedMan` (she gets no contact). */
  w: Caller & { womanA: ChildRow; womanB: ChildRow; matchedMan: CrowdSingle };
  /** The account of a crowd single. */
  accountOf(singleId: string): CrowdAccount;
  /** The walis the crowd's women name (most of them; `matchedWoman` always). */
  walis: Map<string, Wali>;
};

/** A route key as collectRoutes spells it (no trailing slash). */
const routeKey = (request: FastifyRequest) => {
  const url = request.routeOptions.url;
  if (!url) return null;
  return `${request.method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;
};

/**
 * The app (with the route collector and a hook that notes which registered route answered
 * each request), 1,000 seeded singles in families of 1–4 with unique private details, and two
 * callers with plans, likes both ways, matches and blocks among the crowd.
 */
export async function createCrowd(profiles = 1000): Promise<Crowd> {
  let lastRoute: string | null = null;
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRequest', async (request) => {
      lastRoute = routeKey(request);
    });
  };
  const { built: h, routes } = await collectRoutes(async () => {
    subscribe('fastify.initialization', onInit);
    try {
      return await createSafetyHarness();
    } finally {
      unsubscribe('fastify.initialization', onInit);
    }
  });
  const { db } = h.database;
  const now = h.clock.now();
  const make = secretSource(CROWD_SEED);
  const scanner = createLeakScanner();

  // ---- The crowd: the demo generator's varied singles (genotypes, ages, places, preferences),
  // regrouped into families of 1–4 with private details nobody else has.
  const pool = generateDemoFamilies(Math.ceil(profiles / 1.6), now, CROWD_SEED).flatMap((f) =>
    f.singles.map((single, k) => ({ single, preference: f.preferences[k]! })),
  );
  if (pool.length < profiles) throw new Error('crowd: the generator made too few singles');
  const r = seededRandom(CROWD_SEED + 1);
  const accounts: CrowdAccount[] = [];
  const childRows: (typeof children.$inferInsert)[] = [];
  const preferenceRows: (typeof preferences.$inferInsert)[] = [];
  const names: Parameters<LeakScanner['addAccount']>[2] = [];
  const walis = new Map<string, Wali>();
  const wali = (): Wali => ({
    waliName: `${make.name()} ${make.name()}`,
    waliEmail: make.email(),
    waliPhoneNumber: make.phone(),
  });
  for (let next = 0; next < profiles; ) {
    const size = Math.min(1 + r.int(4), profiles - next);
    const account: CrowdAccount = {
      label: `crowd account ${accounts.length + 1}`,
      userId: randomUUID(),
      email: make.email(),
      firstName: make.name(),
      lastName: make.name(),
      phone: make.phone(),
      singles: [],
    };
    for (let k = 0; k < size; k++, next++) {
      const { single, preference } = pool[next]!;
      const id = randomUUID();
      const firstName = make.name();
      const lastName = make.name();
      const createdAt = new Date(now.getTime() - (profiles - next) * 60_000);
      const row = { ...single, id, userId: account.userId, displayId: newDisplayId() };
      // Most women name a wali (decision 061); every third account's leave it to the guardian.
      const named = single.gender === 'FEMALE' && accounts.length % 3 !== 2 ? wali() : null;
      if (named) walis.set(id, named);
      childRows.push({ ...row, ...named, firstName, lastName, createdAt, updatedAt: createdAt });
      preferenceRows.push({ ...valuesFromBody(PreferenceBody.parse(preference)), childId: id });
      account.singles.push(row as CrowdSingle);
      names.push({ id, displayId: row.displayId, firstName, lastName });
    }
    scanner.addAccount(account.label, account, names.splice(0));
    for (const s of account.singles) {
      const named = walis.get(s.id);
      if (named) scanner.addWali(account.label, s.displayId, named);
    }
    accounts.push(account);
  }
  // The first account through the fixture factory, the rest with its precomputed hash
  // (decision 053); a crowd account logs in only to see its own answers.
  const [first, ...rest] = accounts.map((a) => ({
    id: a.userId,
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    emailVerifiedAt: now,
  }));
  const { passwordHash } = await createGuardian(db, first);
  await db.insert(users).values(rest.map((row) => ({ ...row, passwordHash })));
  for (let i = 0; i < childRows.length; i += 200) {
    await db.insert(children).values(childRows.slice(i, i + 200));
  }
  for (let i = 0; i < preferenceRows.length; i += 400) {
    await db.insert(preferences).values(preferenceRows.slice(i, i + 400));
  }
  const singles = accounts.flatMap((a) => a.singles);
  const byId = new Map(accounts.flatMap((a) => a.singles.map((s) => [s.id, a] as const)));
  const accountOf = (singleId: string) => {
    const account = byId.get(singleId);
    if (!account) throw new Error(`crowd: no account for ${singleId}`);
    return account;
  };

  // ---- The callers: guardians with a plan (the likes and match routes answer them).
  const caller = async (
    label: string,
    list: { gender: 'MALE' | 'FEMALE'; genotype: string; wali?: Wali }[],
  ) => {
    const details = { firstName: make.name(), lastName: make.name(), phone: make.phone() };
    const account = await h.account({ ...details, email: make.email() });
    await h.grantPlan(account);
    const rows = await h.singles(
      account.userId,
      list.map(({ wali: named, ...s }, k) => ({
        ...s,
        ...named,
        firstName: make.name(),
        lastName: make.name(),
        age: 27 + 3 * k,
      })),
    );
    scanner.addAccount(label, { ...details, ...account }, rows);
    list.forEach((s, k) => {
      if (s.wali) scanner.addWali(label, rows[k]!.displayId, s.wali);
    });
    return { ...account, label, singles: rows };
  };
  const m = await caller('caller M', [
    { gender: 'MALE', genotype: 'AA' },
    { gender: 'MALE', genotype: 'AS' },
  ]);
  const w = await caller('caller W', [
    { gender: 'FEMALE', genotype: 'AA', wali: wali() },
    { gender: 'FEMALE', genotype: 'SS' },
  ]);
  const [manA, manB] = m.singles as [ChildRow, ChildRow];
  const [womanA, womanB] = w.singles as [ChildRow, ChildRow];

  // ---- Hidden: every 40th single paused, every 60th account suspended (both flags, as
  // visibility.ts sets them).
  const paused = singles.filter((_, i) => i % 40 === 39).map((s) => s.id);
  const suspended = accounts.filter((_, i) => i % 60 === 59);
  const suspendedSingles = suspended.flatMap((a) => a.singles.map((s) => s.id));
  const suspendedIds = suspended.map((a) => a.userId);
  await db
    .update(children)
    .set({ pausedAt: now, listed: false })
    .where(inArray(children.id, paused));
  await db.update(users).set({ suspendedAt: now }).where(inArray(users.id, suspendedIds));
  await db.update(children).set({ listed: false }).where(inArray(children.id, suspendedSingles));
  const hidden = new Set([...paused, ...suspendedSingles]);

  const { matchedWoman, matchedMan, blocked, strangers } = await relate(db, now, {
    shown: singles.filter((s) => !hidden.has(s.id)),
    m,
    w,
    walis,
  });

  return {
    h,
    app: h.app,
    routes,
    takeRoute() {
      const route = lastRoute;
      lastRoute = null;
      return route;
    },
    scanner,
    accounts,
    singles,
    hidden,
    blocked,
    strangers,
    m: { ...m, manA, manB, matchedWoman },
    w: { ...w, womanA, womanB, matchedMan },
    accountOf,
    walis,
  };
}
