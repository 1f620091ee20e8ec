/**
 * The hardening bench's mixed load (decision 014): families logging in, browsing recommendations,
 * opening profiles, liking, and the other side reading its received likes and accepting. Each
 * call of `next()` is the next request of the stream, drawn from MIX (exact per 100 requests, in
 * a shuffled order), built from what earlier answers left behind:
 *  - a login's token replaces its account's session for the requests that follow;
 *  - a like is sent by a single with no match to a profile it may see (opposite gender, safe
 *    genotype, another family), never twice for the same two singles (one live like per pair);
 *  - the receiving family reads its received likes, and only a like it has SEEN there is
 *    accepted, by a single with no match, from a liker with no match and no like in flight
 *    (so an accept never races another transition of the same single: 0 errors is meaningful).
 * When nothing is ready for an accept (no seen like yet), a received-likes read goes instead;
 * `issued` counts what was actually sent.
 */
import {
  type LikeActionResponse,
  type LoginData,
  type ReceivedLikesResponse,
  safeGenotypesFor,
} from '@waliyy/contract';
import type { OpenLoopRequest } from './open-loop';

export type Single = {
  id: string;
  userId: string;
  gender: 'MALE' | 'FEMALE';
  genotype: string;
};

export type ScenarioWorld = {
  /** A valid bearer token per account (sessions signed at setup, replaced by each login). */
  tokens: Map<string, string>;
  /** Accounts that log in with `password` (the real argon2 cost on each login). */
  logins: { email: string }[];
  password: string;
  /** Singles whose recommendation lists are built: they browse. */
  browsers: Single[];
  /** Profiles on each browser's list (its first pages): what it opens. */
  candidates: Map<string, string[]>;
  /** Singles of accounts with a plan and a session: they like and are liked, and accept. */
  pool: Single[];
};

export type Kind = 'login' | 'recommendations' | 'profile' | 'received' | 'like' | 'accept';

/** Per 100 requests: mostly reads, a few writes, a login now and then. */
export const MIX: Record<Kind, number> = {
  login: 2,
  recommendations: 42,
  profile: 34,
  received: 14,
  like: 6,
  accept: 2,
};

/** The pages families read: mostly the first, some the next few (pages of 9, decision 048). */
const PAGES = [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 4, 5];

/** A small deterministic PRNG (mulberry32): the same stream on every run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type PendingLike = { id: string; from: Single; to: Single; asked: boolean; reads: number };

export function createMixedScenario(world: ScenarioWorld, seed = 9) {
  const random = prng(seed);
  const pickFrom = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const shuffle = <T>(list: T[]) => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  };

  const slotsOf = (mix: Record<Kind, number>) =>
    Object.entries(mix).flatMap(([kind, n]) => Array<Kind>(n).fill(kind as Kind));
  let slots = slotsOf(MIX);
  let deck: Kind[] = [];
  const issued: Record<Kind, number> = {
    login: 0,
    recommendations: 0,
    profile: 0,
    received: 0,
    like: 0,
    accept: 0,
  };
  const outcomes = { likesMade: 0, likesSeen: 0, matchesMade: 0, logins: 0, substituted: 0 };

  // ---- Who may like whom ----
  const byKey = new Map<string, Single[]>();
  for (const s of world.pool) {
    const key = `${s.gender}:${s.genotype}`;
    byKey.set(key, [...(byKey.get(key) ?? []), s]);
  }
  /** For each gender and genotype of a liker: the groups it may like, by size. */
  const targetsOf = (s: Single) => {
    const other = s.gender === 'MALE' ? 'FEMALE' : 'MALE';
    return safeGenotypesFor(s.genotype)
      .map((g) => byKey.get(`${other}:${g}`) ?? [])
      .filter((group) => group.length > 0);
  };
  const initiators = shuffle([...world.pool]);
  let cursor = 0;
  const matched = new Set<string>();
  /** Likes in flight per liker: such a single is not matched meanwhile. */
  const liking = new Map<string, number>();
  const pairs = new Set<string>();
  const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  /** Pending likes not yet read by their receiver, oldest first. */
  const unseen: PendingLike[] = [];
  /** Likes the receiver has seen in its list, oldest first: what it may accept. */
  const seen: PendingLike[] = [];

  const auth = (userId: string) => {
    const token = world.tokens.get(userId);
    if (!token) throw new Error(`no session for account ${userId}`);
    return { authorization: `Bearer ${token}` };
  };
  const json = (userId: string) => ({ ...auth(userId), 'content-type': 'application/json' });

  const login = (): OpenLoopRequest => {
    const account = world.logins[issued.login % world.logins.length]!;
    return {
      kind: 'login',
      method: 'POST',
      path: '/api/v1/auth/login',
      // A stable device per account: its first login is its first device (no e-mail), and
      // later ones are a known browser, as for a family signing in again.
      headers: { 'content-type': 'application/json', 'x-device-id': `bench:${account.email}` },
      body: JSON.stringify({ email: account.email, password: world.password }),
      onResponse: (status, body) => {
        if (status !== 200) return;
        const { data } = JSON.parse(body) as { data: LoginData };
        world.tokens.set(data.user.id, data.token);
        outcomes.logins++;
      },
    };
  };

  const recommendations = (): OpenLoopRequest => {
    const single = pickFrom(world.browsers);
    return {
      kind: 'recommendations',
      path: `/api/v1/parent/child/${single.id}/recommendations?page=${pickFrom(PAGES)}&limit=9&include=close`,
      headers: auth(single.userId),
    };
  };

  const browsersWithCandidates = world.browsers.filter(
    (s) => (world.candidates.get(s.id)?.length ?? 0) > 0,
  );
  const profile = (): OpenLoopRequest => {
    const single = pickFrom(browsersWithCandidates);
    const other = pickFrom(world.candidates.get(single.id)!);
    return {
      kind: 'profile',
      path: `/api/v1/recommendation/${other}?childId=${single.id}`,
      headers: auth(single.userId),
    };
  };

  const received = (): OpenLoopRequest => {
    const next = unseen.find((like) => !like.asked);
    const single = next?.to ?? pickFrom(world.pool);
    if (next) next.asked = true;
    const mine = unseen.filter((like) => like.to.id === single.id);
    return {
      kind: 'received',
      path: `/api/v1/match/like/child/${single.id}?type=received&page=1&limit=9`,
      headers: auth(single.userId),
      onResponse: (status, body) => {
        if (status !== 200 || mine.length === 0) return;
        const shown = new Set(
          // The contract's own type, so a change of shape fails the typecheck, not the run.
          (JSON.parse(body) as ReceivedLikesResponse).data.map((l) => l._id),
        );
        for (const like of mine) {
          const at = unseen.indexOf(like);
          if (at < 0) continue;
          if (shown.has(like.id)) {
            unseen.splice(at, 1);
            seen.push(like);
            outcomes.likesSeen++;
          } else if (++like.reads < 3) {
            // Not on page 1 (more than 9 newer likes): read again later, behind the others.
            unseen.splice(at, 1);
            unseen.push(like);
            like.asked = false;
          } else {
            unseen.splice(at, 1); // never seen: it stays pending, as unanswered likes do
          }
        }
      },
    };
  };

  const like = (): OpenLoopRequest | null => {
    for (let tries = 0; tries < initiators.length; tries++) {
      const from = initiators[cursor++ % initiators.length]!;
      if (matched.has(from.id)) continue;
      const groups = targetsOf(from);
      if (groups.length === 0) continue;
      for (let t = 0; t < 20; t++) {
        const to = pickFrom(pickFrom(groups));
        const key = pairKey(from.id, to.id);
        if (to.userId === from.userId || pairs.has(key)) continue;
        pairs.add(key);
        liking.set(from.id, (liking.get(from.id) ?? 0) + 1);
        return {
          kind: 'like',
          method: 'POST',
          path: `/api/v1/match/like/child/${from.id}`,
          headers: json(from.userId),
          body: JSON.stringify({ profile: to.id }),
          onResponse: (status, body) => {
            liking.set(from.id, liking.get(from.id)! - 1);
            if (status !== 200) return;
            const { data } = JSON.parse(body) as LikeActionResponse;
            unseen.push({ id: data.like._id, from, to, asked: false, reads: 0 });
            outcomes.likesMade++;
          },
        };
      }
    }
    return null; // every single is matched or has liked everyone it may: the pool is spent
  };

  const accept = (): OpenLoopRequest | null => {
    for (let i = 0; i < seen.length; i++) {
      const like = seen[i]!;
      if (matched.has(like.from.id) || matched.has(like.to.id)) {
        seen.splice(i--, 1); // one of them matched since: this like can never be accepted
        continue;
      }
      if (liking.get(like.from.id) || liking.get(like.to.id)) continue;
      seen.splice(i, 1);
      matched.add(like.from.id);
      matched.add(like.to.id);
      return {
        kind: 'accept',
        method: 'PUT',
        path: `/api/v1/match/like/child/${like.to.id}`,
        headers: json(like.to.userId),
        body: JSON.stringify({ like: like.id, reaction: 'accept' }),
        onResponse: (status) => {
          if (status === 200) outcomes.matchesMade++;
        },
      };
    }
    return null;
  };

  const build: Record<Kind, () => OpenLoopRequest | null> = {
    login,
    recommendations,
    profile,
    received,
    like,
    accept,
  };

  return {
    next(): OpenLoopRequest {
      if (deck.length === 0) deck = shuffle([...slots]);
      const kind = deck.pop()!;
      let request = build[kind]();
      if (!request) {
        outcomes.substituted++; // nothing to accept yet, or no like left to give
        request = received();
      }
      issued[(request.kind ?? kind) as Kind]++;
      return request;
    },
    /** From now on, draw from `mix` instead of MIX (one kind alone: mixed-costs.ts). */
    useMix(mix: Record<Kind, number>) {
      slots = slotsOf(mix);
      deck = [];
    },
    /** What was sent, per kind (an accept with nothing to accept went as a received read). */
    issued: () => ({ ...issued }),
    outcomes: () => ({
      ...outcomes,
      pendingUnseen: unseen.length,
      seenNotAccepted: seen.length,
      matchedSingles: matched.size,
      poolSingles: world.pool.length,
    }),
  };
}
export type MixedScenario = ReturnType<typeof createMixedScenario>;
