// PostgreSQL's autovacuum, stood in for when the server runs without it (decision 092).
//
// This machine's PostgreSQL is CI's test server, which runs with `autovacuum = off`
// (/etc/postgresql/15/main/conf.d/90-ci.conf). No production server does: without it, the rows
// a bench run rewrites (the recommendation lists it rebuilds, the outbox's e-mails, the likes)
// stay dead in every index scan that passes them, run after run, and nothing refreshes the
// planner's statistics of a table the bench filled. The benches then measured a database that
// slowed as they used it (decision 085's "the query halved over the day"). So they do
// autovacuum's work themselves, by its own rules and at its own pace.
import pg from 'pg';

/** autovacuum's defaults (PostgreSQL 15): when a table is due, and how hard a pass may work. */
const DEFAULTS = {
  naptimeMs: 60_000,
  vacuumThreshold: 50,
  vacuumScaleFactor: 0.2,
  insertThreshold: 1000,
  insertScaleFactor: 0.2,
  analyzeThreshold: 50,
  analyzeScaleFactor: 0.1,
  costDelayMs: 2,
  costLimit: 200,
};

/** The tables autovacuum would vacuum and analyse now, by its default thresholds. */
const DUE_TABLES = `
  select relname as name from pg_stat_user_tables
  where schemaname = 'public' and (
    n_dead_tup > ${DEFAULTS.vacuumThreshold} + ${DEFAULTS.vacuumScaleFactor} * n_live_tup
    or n_ins_since_vacuum > ${DEFAULTS.insertThreshold} + ${DEFAULTS.insertScaleFactor} * n_live_tup
    or n_mod_since_analyze > ${DEFAULTS.analyzeThreshold} + ${DEFAULTS.analyzeScaleFactor} * n_live_tup)
  order by relname`;

export type AutovacuumStandIn = {
  /** Whether the server runs autovacuum itself (then the stand-in does nothing). */
  serverRunsIt: boolean;
  /**
   * A pass: the tables due vacuumed and analysed (answers their names) — at most one a naptime,
   * as autovacuum's launcher visits a database, unless `now` (after a bench's own set-up).
   */
  pass(options?: { now?: boolean }): Promise<string[]>;
  /** From now on, a pass every naptime (60 s), as autovacuum's launcher would. */
  start(): void;
  /** Waits for a pass under way, then closes the connection. */
  stop(): Promise<void>;
};

/**
 * A connection of its own to the bench database that does autovacuum's work when the server
 * does not: each pass vacuums and analyses the tables past autovacuum's default thresholds, with
 * its default cost limits (so a pass during a load takes what an autovacuum worker would).
 */
export async function autovacuumStandIn(
  url: string,
  log: (line: string) => void,
): Promise<AutovacuumStandIn> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const setting = await client.query<{ autovacuum: string }>('show autovacuum');
  const serverRunsIt = setting.rows[0]?.autovacuum === 'on';
  await client.query(`set vacuum_cost_delay = ${DEFAULTS.costDelayMs}`);
  await client.query(`set vacuum_cost_limit = ${DEFAULTS.costLimit}`);
  if (!serverRunsIt) {
    log('this PostgreSQL runs without autovacuum: the bench does its work (bench/autovacuum.ts)');
  }

  let running: Promise<string[]> = Promise.resolve([]);
  let timer: NodeJS.Timeout | undefined;
  let lastPass = Number.NEGATIVE_INFINITY;
  const vacuumDue = async () => {
    const due = await client.query<{ name: string }>(DUE_TABLES);
    const names = due.rows.map((row) => row.name);
    for (const name of names) {
      await client.query(`vacuum (analyze) ${client.escapeIdentifier(name)}`);
    }
    if (names.length > 0) log(`autovacuum stand-in: ${names.join(', ')} vacuumed and analysed`);
    return names;
  };
  const pass = (options: { now?: boolean } = {}) => {
    const due = options.now || performance.now() - lastPass >= DEFAULTS.naptimeMs;
    if (serverRunsIt || !due) return Promise.resolve([]);
    lastPass = performance.now();
    running = running.then(vacuumDue, vacuumDue);
    return running;
  };
  return {
    serverRunsIt,
    pass,
    start() {
      if (serverRunsIt || timer) return;
      timer = setInterval(() => {
        pass({ now: true }).catch((error: Error) =>
          log(`autovacuum stand-in failed: ${error.message}`),
        );
      }, DEFAULTS.naptimeMs);
    },
    async stop() {
      clearInterval(timer);
      await running.catch(() => undefined);
      await client.end();
    },
  };
}
