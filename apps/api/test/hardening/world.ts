import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { likes, matches, orders, reports } from '../../src/db/schema';
import type { ChildRow } from '../../src/modules/children/children.repository';
import type { Account } from '../../src/test/discovery-fixtures';
import { type Family, privateOf } from '../../src/test/likes-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../src/test/safety-fixtures';
import { type CollectedRoute, collectRoutes } from './routes';

/** B's singles are born in November of years nobody else uses, so their birth dates can be scanned. */
const B_MONTH = 11;
const B_AGES = [31, 33, 35];

/**
 * Two families and their neighbours, with something of every kind on B's side: A (the caller)
 * has a man and a woman; B has a matched woman (with C), a man who received a like (from D),
 * a woman who liked F and was liked by A, a preference, a paid plan and a pending order, a
 * report and a block (of E).
 */
export type World = {
  h: SafetyHarness;
  app: FastifyInstance;
  routes: CollectedRoute[];
  admin: Account;
  a: {
    family: Family;
    man: ChildRow;
    woman: ChildRow;
    pendingOrderId: string;
    pendingReference: string;
  };
  b: {
    family: Family;
    matchedWoman: ChildRow;
    man: ChildRow;
    woman: ChildRow;
    matchId: string;
    /** D's pending like to B's man. */
    receivedLikeId: string;
    /** B's woman's pending like to F. */
    givenLikeId: string;
    paidOrderId: string;
    pendingOrderId: string;
    pendingReference: string;
    reportId: string;
    /** The profile B blocked (E's single). */
    blockedProfileId: string;
    /** Strings that must never reach A: names, e-mail, phone, birth dates. */
    secrets: string[];
  };
  c: Family;
  d: Family;
  e: Family;
  f: Family;
  planIds: string[];
};

let sequence = 0;
const letters = (prefix: string) => {
  sequence += 1;
  let n = sequence * 7919 + Math.floor(Math.random() * 100_000);
  let out = '';
  while (n > 0) {
    out += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  }
  return `${prefix}${out}`;
};

const expectStatus = (label: string, res: LightMyRequestResponse, status = 200) => {
  if (res.statusCode !== status) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  return res;
};

export async function createWorld(): Promise<World> {
  const { built: h, routes } = await collectRoutes(() => createSafetyHarness());
  const { db } = h.database;
  const admin = await h.admin();

  const a = await h.family('MALE');
  const aWoman = await h.single(a.userId, {
    gender: 'FEMALE',
    firstName: letters('Ahint'),
    lastName: letters('Afam'),
  });
  // B's women name walis (decision 061): as private as B's own contact until a match.
  const wali = (tag: string) => ({
    waliName: `${letters(`W${tag}`)} ${letters('Wfam')}`,
    waliEmail: `${letters(`w${tag}`)}@example.com`,
    waliPhoneNumber: `+4477009${String(10_000 + Math.floor(Math.random() * 89_999))}`,
  });
  const b = await h.family('FEMALE', {
    single: { age: B_AGES[0], monthOfBirth: B_MONTH, ...wali('matched') },
  });
  const bMan = await h.single(b.userId, {
    gender: 'MALE',
    firstName: letters('Bumar'),
    lastName: letters('Bfam'),
    age: B_AGES[1],
    monthOfBirth: B_MONTH,
  });
  const bWoman = await h.single(b.userId, {
    gender: 'FEMALE',
    firstName: letters('Bzainab'),
    lastName: letters('Bfam'),
    age: B_AGES[2],
    monthOfBirth: B_MONTH,
    ...wali('zainab'),
  });
  await h.preference(b.single.id, { minAge: 25 });
  await h.preference(a.single.id, { minAge: 20 });
  const c = await h.family('MALE');
  const d = await h.family('FEMALE');
  const e = await h.family('MALE', { plan: false });
  const f = await h.family('MALE');

  // C and B's woman match; D likes B's man; B's other woman likes F; A's man likes her.
  const cLike = expectStatus('C likes B', await h.like(c, b.single));
  const likeToB = cLike.json().data.like._id as string;
  expectStatus('B accepts C', await h.respond(b, likeToB, 'accept'));
  expectStatus('D likes B', await h.like(d, bMan));
  const bWomanFamily = { ...b, single: bWoman };
  expectStatus('B likes F', await h.like(bWomanFamily, f.single));
  expectStatus('A likes B', await h.like(a, bWoman));
  expectStatus(
    'B reports F',
    await h.call('POST', '/api/v1/report', b.token, {
      profile: f.single.id,
      reason: 'other',
      childId: bWoman.id,
    }),
  );
  expectStatus(
    'B blocks E',
    await h.call('POST', '/api/v1/block', b.token, { profile: e.single.id }),
  );

  const plansBody = (await h.app.inject('/api/v1/plans')).json() as { data: { _id: string }[] };
  const planIds = plansBody.data.map((p) => p._id);
  const pending = async (who: Account) => {
    const res = expectStatus(
      'make-payment',
      await h.call('POST', `/api/v1/payment/make-payment/${planIds[0]}`, who.token),
    );
    const data = res.json().data as { id: string; data: { reference: string } };
    return { id: data.id, reference: data.data.reference };
  };
  const aPending = await pending(a);
  const bPending = await pending(b);

  const one = async <T>(rows: Promise<T[]>, label: string): Promise<T> => {
    const [row] = await rows;
    if (!row) throw new Error(`world: no ${label}`);
    return row;
  };
  const like = (from: string, to: string) =>
    one(
      db
        .select({ id: likes.id })
        .from(likes)
        .where(and(eq(likes.initiatorId, from), eq(likes.receiverId, to))),
      'like',
    );
  const match = await one(
    db.select({ id: matches.id }).from(matches).where(eq(matches.womanId, b.single.id)),
    'match',
  );
  const paid = await one(
    db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, b.userId), eq(orders.status, 'succeeded'))),
    'paid order',
  );
  const report = await one(
    db.select({ id: reports.id }).from(reports).where(eq(reports.reporterUserId, b.userId)),
    'report',
  );
  const singles = [b.single, bMan, bWoman];
  if (!b.single.waliName || !bWoman.waliName) throw new Error("world: B's women name no wali");
  const secrets = [
    ...privateOf(b),
    ...[bMan, bWoman].flatMap((s) => [s.firstName, s.lastName]),
    ...singles
      .flatMap((s) => [s.waliName, s.waliEmail, s.waliPhoneNumber])
      .filter((v) => v !== null),
    ...singles.map((s) => `"yearOfBirth":${s.yearOfBirth}`),
    `"monthOfBirth":${B_MONTH}`,
  ];

  return {
    h,
    app: h.app,
    routes,
    admin,
    a: {
      family: a,
      man: a.single,
      woman: aWoman,
      pendingOrderId: aPending.id,
      pendingReference: aPending.reference,
    },
    b: {
      family: b,
      matchedWoman: b.single,
      man: bMan,
      woman: bWoman,
      matchId: match.id,
      receivedLikeId: (await like(d.single.id, bMan.id)).id,
      givenLikeId: (await like(bWoman.id, f.single.id)).id,
      paidOrderId: paid.id,
      pendingOrderId: bPending.id,
      pendingReference: bPending.reference,
      reportId: report.id,
      blockedProfileId: e.single.id,
      secrets,
    },
    c,
    d,
    e,
    f,
    planIds,
  };
}

/** The secrets of `secrets` found in a response body (none expected). */
export const leaksIn = (body: string, secrets: string[]) =>
  secrets.filter((s) => s && body.includes(s));
