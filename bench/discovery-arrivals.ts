// The "arrivals" scenario of bench:api (decision 071): the recommendations page at the
// fixed rate while singles join and change. Half the arrivals are new singles — copies, under a
// new id and display id, of candidates already in the bench singles' lists, so they belong in
// those lists and every read that follows must take them in — and half are edits of such
// candidates (each is scored again). Arrivals are written evenly spaced from this process on its
// own connection; their own cost (one statement and its trigger) is timed beside the page's.
import { setTimeout as sleep } from 'node:timers/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { percentile } from './discovery-common';
import { type OpenLoopRequest, type OpenLoopResult, openLoop } from './open-loop';

export type ArrivalsRun = {
  perHour: number;
  seconds: number;
  /** Stored lists in the database during the run (the work of an arrival must not grow with it). */
  storedLists: number;
  joined: number;
  edited: number;
  /** The arrival's own statement (insert or update, with its trigger), ms. */
  arrivalMs: { p50: number; p99: number; max: number };
  /** The recommendations page at the fixed rate meanwhile. */
  page: OpenLoopResult;
  /** Entries in stored lists that name a single who joined during the run, and how many lists. */
  takenIn: { entries: number; lists: number };
  targetP99Ms: number;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

export async function runArrivals(options: {
  database: Database;
  api: string;
  rate: number;
  seconds: number;
  perHour: number;
  /** Singles already in the bench singles' lists (the arrivals are copies and edits of them). */
  candidates: string[];
  next: () => OpenLoopRequest;
}): Promise<ArrivalsRun> {
  const { db } = options.database;
  const rows = async <T>(query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const run = `WY-ARRIVE-${Date.now().toString(36)}`;
  // Every column of a single but its identity, timestamps and stamp: a copy is a new single.
  const columns = (
    await rows<{ name: string }>(sql`
      select column_name as name from information_schema.columns
      where table_name = 'children' and table_schema = current_schema()
        and column_name not in ('id', 'display_id', 'created_at', 'updated_at', 'arrived_xid')
      order by ordinal_position`)
  ).map((c) => sql.identifier(c.name));
  const copied = sql.join(columns, sql`, `);
  const [{ lists } = { lists: 0 }] = await rows<{ lists: number }>(
    sql`select count(*)::int as lists from recommendation_lists`,
  );

  const spacing = 3_600_000 / Math.max(options.perHour, 1);
  const times: number[] = [];
  let joined = 0;
  let edited = 0;
  let stop = false;
  const writer = (async () => {
    let due = performance.now();
    for (let i = 0; !stop && options.perHour > 0; i += 1) {
      due += spacing;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (stop) break;
      const candidate = options.candidates[Math.floor(i / 2) % options.candidates.length]!;
      const start = performance.now();
      if (i % 2 === 0) {
        await db.execute(sql`
          insert into children (${copied}, display_id, created_at, updated_at)
          select ${copied}, ${`${run}-${i}`}, now(), now() from children where id = ${candidate}`);
        joined += 1;
      } else {
        await db.execute(sql`update children set updated_at = now() where id = ${candidate}`);
        edited += 1;
      }
      times.push(performance.now() - start);
    }
  })();
  const page = await openLoop({
    origin: options.api,
    rate: options.rate,
    seconds: options.seconds,
    next: options.next,
    windowSeconds: 10,
  });
  stop = true;
  await writer;

  const [takenIn = { entries: 0, lists: 0 }] = await rows<{ entries: number; lists: number }>(sql`
    select count(*)::int as entries, count(distinct r.child_id)::int as lists
    from recommendations r join children c on c.id = r.candidate_id
    where c.display_id like ${`${run}-%`}`);
  // The copies go: the bench database stays as seeded.
  await db.execute(sql`delete from children where display_id like ${`${run}-%`}`);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    perHour: options.perHour,
    seconds: options.seconds,
    storedLists: lists,
    joined,
    edited,
    arrivalMs: {
      p50: round1(percentile(sorted, 50)),
      p99: round1(percentile(sorted, 99)),
      max: round1(sorted.at(-1) ?? 0),
    },
    page,
    takenIn,
    targetP99Ms: 50,
  };
}

/** The scenario's lines in the bench's table. */
export function printArrivals(runs: ArrivalsRun[], rate: number): void {
  for (const r of runs) {
    const verdict = r.page.p99 <= r.targetP99Ms ? 'met' : 'MISSED';
    const windows = r.page.windows.map((w) => w.p99).join(', ');
    console.log(
      `arrivals ${r.perHour}/h for ${r.seconds} s (p99 per 10 s: ${windows}; worst loop delay of the generator ${r.page.generatorMaxLag} ms) (${r.joined} joined, ${r.edited} edited; ${r.storedLists} stored lists): recommendations @${rate}/s p50 ${r.page.p50} / p99 ${r.page.p99} ms (max ${r.page.max}; target ≤ ${r.targetP99Ms}) ${verdict}; an arrival's own write p50 ${r.arrivalMs.p50} / p99 ${r.arrivalMs.p99} ms; newcomers taken into ${r.takenIn.lists} lists (${r.takenIn.entries} entries)`,
    );
  }
}
