/**
 * The PostgreSQL outage of decision 014, sized by its caller: faults-database-down.test.ts runs it
 * for a few seconds in CI; `npm run bench:hardening` runs it for 30 s under load. To reuse it:
 *
 *   const direct = await openDatabase({ kind: 'postgres', url });        // a database of its own
 *   const { proxy, database } = await openBehindProxy(direct);           // outage-world.ts
 *   const app = await buildApp({ config, database, ... });               // or a server on it
 *   const result = await runOutageScenario({
 *     client: injectClient(app),  // or httpClient('http://127.0.0.1:PORT')
 *     proxy, db: direct.db, outageMs: 30_000, concurrency: 20,
 *   });
 *   // result.phases: requests, statuses and p50/p95/max per phase; result.problems: rules broken
 *
 * The app must offer the sandbox checkout (no payment provider keys: the likers buy their plan
 * there) and sign-up limits loose enough for the loops' sign-ups from one address.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../src/db/client';
import type { FaultMode, FaultProxy } from '../../src/test/fault-proxy';
import {
  answerProblems,
  checkWrites,
  type Kind,
  type Phase,
  type PhaseSummary,
  phaseOf,
  type RequestRecord,
  summarise,
  type WriteLedger,
  type WriteVerdict,
} from './outage-checks';
import { createOutageWorld, type OutageFamily, type ScenarioClient } from './outage-world';

export type OutageScenarioOptions = {
  client: ScenarioClient;
  /** The fault proxy between the app and PostgreSQL. */
  proxy: Pick<FaultProxy, 'stop' | 'start'>;
  /** A connection that bypasses the proxy: fixture accounts and the consistency checks. */
  db: Db;
  outageMs: number;
  /** Loops sending requests one after another, side by side. */
  concurrency: number;
  mode?: FaultMode;
  /** Steady traffic before stop() and after start(). */
  warmupMs?: number;
  recoveryMs?: number;
  /** A loop's pause between two requests (0: as fast as answers come). */
  pauseMs?: number;
  /** No answer may take longer than this (requests must not wait forever on the pool). */
  responseBoundMs?: number;
  /** Singles each loop's liker likes and unlikes in turn. */
  likedPerLoop?: number;
  /** Runs once the proxy is stopped; the outage lasts until it ends and outageMs has passed. */
  duringOutage?: () => Promise<void>;
};

export type OutageResult = {
  records: RequestRecord[];
  phases: Record<Phase, PhaseSummary>;
  /** From start() to the first success of a request started after it. */
  recoveredAfterMs: number | undefined;
  /** From stop() to the first 503. */
  firstUnavailableAfterMs: number | undefined;
  writes: WriteVerdict;
  /** Every rule broken, as sentences (empty when the app behaved). */
  problems: string[];
};

const PHASES: Phase[] = ['before', 'cut', 'down', 'healing', 'after'];
const isOk = (status: number) => status >= 200 && status < 300;
/** A long outage gone wrong breaks rules thousands of times; the first ones say enough. */
const MAX_PROBLEMS = 50;

/**
 * A steady stream of mixed requests from `concurrency` loops (sign-ups, likes and unlikes, edits
 * of a single, reads, health) while PostgreSQL goes away for `outageMs` behind the fault proxy
 * and comes back. Answers every request's timing and status per phase, and the rules broken:
 * a 500 or a hang, a 503 without the contract's UNAVAILABLE body, a success while the database
 * was down, a failure after it came back, or a write that is not all-or-nothing.
 */
export async function runOutageScenario(options: OutageScenarioOptions): Promise<OutageResult> {
  const { client, proxy, db } = options;
  const warmupMs = options.warmupMs ?? 1_000;
  const recoveryMs = options.recoveryMs ?? 1_000;
  const pauseMs = options.pauseMs ?? 0;
  const bound = options.responseBoundMs ?? 10_000;
  const world = await createOutageWorld(client, db, {
    loops: options.concurrency,
    likedPerLoop: options.likedPerLoop ?? 3,
  });

  const records: RequestRecord[] = [];
  const ledger: WriteLedger = { signUps: [], likes: new Map(), edits: new Map() };
  /** Each sign-up's ledger entry with its record, to copy the phase once it is known. */
  const signUpRecords: [WriteLedger['signUps'][number], RequestRecord][] = [];
  const problems: string[] = [];
  let stopAt = Number.POSITIVE_INFINITY;
  let startAt = Number.POSITIVE_INFINITY;
  let finishing = false;
  const runId = Date.now().toString(36);

  async function send(loop: number, kind: Kind, request: Parameters<ScenarioClient>[0]) {
    const startedAt = performance.now();
    const res = await client(request);
    const endedAt = performance.now();
    const retryAfter = res.headers['retry-after'];
    const record: RequestRecord = {
      loop,
      kind,
      startedAt,
      endedAt,
      status: res.status,
      phase: 'before',
      body: res.body.slice(0, 500),
      retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter?.toString(),
    };
    records.push(record);
    return { record, res };
  }

  /** One loop: its own liker, the singles it likes, and the writes it must see answered. */
  async function runLoop(loop: number, liker: OutageFamily, liked: OutageFamily[]) {
    let signUps = 0;
    let likeIndex = 0;
    let isLive = false;
    let editNumber = 0;
    /** A like/unlike or an edit answered 503 is sent again (the same) until it succeeds. */
    let likeRetry = false;
    let editRetry = false;
    for (const single of liked) {
      ledger.likes.set(single.singleId, {
        initiatorId: liker.singleId,
        accountEmail: single.email,
        answeredIds: new Set(),
      });
    }

    const signUp = async () => {
      signUps += 1;
      const email = `outage-${runId}-${loop}-${signUps}@example.com`;
      const { record } = await send(loop, 'signUp', {
        method: 'POST',
        url: '/api/v1/auth/signup',
        body: {
          firstName: 'Halima',
          lastName: 'Sani',
          email,
          phoneNumber: '+2348031234567',
          password: 'Bismillah-123',
          confirmPassword: 'Bismillah-123',
        },
      });
      const entry = { email, status: record.status, phase: record.phase };
      ledger.signUps.push(entry);
      signUpRecords.push([entry, record]);
    };
    /** Likes the next single, then withdraws the like, then the next: a like + e-mail each time. */
    const likeStep = async () => {
      const target = liked[likeIndex % liked.length];
      if (!target) return;
      const kind = isLive ? 'unlike' : 'like';
      const { record, res } = await send(loop, kind, {
        method: isLive ? 'PUT' : 'POST',
        url: `/api/v1/match/${kind}/child/${liker.singleId}`,
        token: liker.token,
        body: { profile: target.singleId },
      });
      likeRetry = !isOk(record.status);
      if (likeRetry) return;
      if (kind === 'like') {
        const id = (JSON.parse(res.body) as { data: { like: { _id: string } } }).data.like._id;
        ledger.likes.get(target.singleId)?.answeredIds.add(id);
        isLive = true;
      } else {
        isLive = false;
        likeIndex += 1;
      }
    };
    const edit = async () => {
      if (!editRetry) editNumber += 1;
      const about = `A calm and kind brother, edit ${editNumber} of loop ${loop}.`;
      const { record } = await send(loop, 'edit', {
        method: 'PUT',
        url: `/api/v1/parent/child/${liker.singleId}`,
        token: liker.token,
        body: { about },
      });
      editRetry = !isOk(record.status);
      if (!editRetry) ledger.edits.set(liker.singleId, about);
    };
    const steps = [
      signUp,
      () => send(loop, 'plans', { method: 'GET', url: '/api/v1/plans/' }),
      likeStep,
      () =>
        send(loop, 'singles', {
          method: 'GET',
          url: '/api/v1/parent/children',
          token: liker.token,
        }),
      edit,
      () => send(loop, 'health', { method: 'GET', url: '/api/v1/health' }),
    ];
    const pause = () =>
      pauseMs > 0 ? sleep(pauseMs) : new Promise((resolve) => setImmediate(resolve));

    for (let step = 0; !finishing; step += 1) {
      await steps[step % steps.length]?.();
      await pause();
    }
    // Finish any write left unanswered, so none stays in doubt when the rows are checked.
    const deadline = performance.now() + bound * 2;
    while ((likeRetry || editRetry) && performance.now() < deadline) {
      if (likeRetry) await likeStep();
      if (editRetry) await edit();
      await pause();
    }
    if (likeRetry || editRetry) problems.push(`loop ${loop}: a write still fails after the outage`);
  }

  const loops = Promise.allSettled(
    world.loops.map(({ liker, liked }, i) => runLoop(i, liker, liked)),
  );
  await sleep(warmupMs);
  stopAt = performance.now();
  proxy.stop(options.mode ?? 'refuse');
  const hook = options.duringOutage?.().catch((error: unknown) => {
    problems.push(`during the outage: ${String(error)}`);
  });
  await Promise.all([sleep(options.outageMs), hook]);
  startAt = performance.now();
  proxy.start();
  await sleep(recoveryMs);
  finishing = true;
  // A request that never answers would hold its loop forever: give up on it, and say so.
  const outcomes = await Promise.race([
    loops,
    sleep(bound * 4, undefined, { ref: false }).then(() => undefined),
  ]);
  if (!outcomes) problems.push('a loop is still waiting for an answer');
  for (const outcome of outcomes ?? []) {
    if (outcome.status === 'rejected') problems.push(`a loop failed: ${String(outcome.reason)}`);
  }

  for (const record of records) record.phase = phaseOf(record, stopAt, startAt);
  for (const [entry, record] of signUpRecords) entry.phase = record.phase;
  problems.push(...answerProblems(records, bound));
  const writes = await checkWrites(db, ledger);
  problems.push(...writes.problems);
  const shown = problems.slice(0, MAX_PROBLEMS);
  if (problems.length > MAX_PROBLEMS) shown.push(`…and ${problems.length - MAX_PROBLEMS} more`);

  const firstOkAfter = records
    .filter((r) => r.phase === 'after' && isOk(r.status))
    .reduce((min, r) => Math.min(min, r.endedAt), Number.POSITIVE_INFINITY);
  const firstUnavailable = records
    .filter((r) => r.status === 503)
    .reduce((min, r) => Math.min(min, r.endedAt), Number.POSITIVE_INFINITY);
  return {
    records,
    phases: Object.fromEntries(
      PHASES.map((phase) => [phase, summarise(records.filter((r) => r.phase === phase))]),
    ) as Record<Phase, PhaseSummary>,
    recoveredAfterMs: Number.isFinite(firstOkAfter) ? firstOkAfter - startAt : undefined,
    firstUnavailableAfterMs: Number.isFinite(firstUnavailable)
      ? firstUnavailable - stopAt
      : undefined,
    writes,
    problems: shown,
  };
}
