/**
 * `npm run safety:scan [-- --dry-run]`: runs the contact detector over every stored single's
 * Terms fields and files each one it refuses as a report in the staff queue (reason contact
 * details), never editing anyone's text (issue 21, DECISIONS 41). Running it again files
 * nothing new for a single whose scan report is still open. `--dry-run` lists and files nothing.
 * Against DATABASE_URL or the embedded database in DATA_DIR, which it refuses while another
 * process (the server) holds it (DECISIONS 40), as admin:grant does.
 */
import path from 'node:path';
import { ConfigError, parseEnv } from '../config';
import type { Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openAppDatabase } from '../db/embedded-database';
import { migrate } from '../db/migrate';
import { serializeError } from '../lib/safe-error';
import {
  type ScanRefusal,
  type ScanSummary,
  scanStoredProfiles,
} from '../modules/safety/contact-scan';

const USAGE = 'Usage: npm run safety:scan [-- --dry-run]';

/**
 * DATA_DIR as the server sees it: relative to where the command was typed (npm runs workspace
 * scripts inside apps/api, but sets INIT_CWD to the directory `npm run` was called from).
 */
const dataDirOf = (dir: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);

const OUTCOMES: Record<ScanRefusal['outcome'], string> = {
  filed: 'report filed',
  'would-file': 'would file a report',
  open: 'report already open',
  handled: 'staff handled the same finding',
};

/** "WL-AB12CD  about: phone "0803…"; speakersListenedTo[1]: email "…" (report filed)". */
function refusalLine({ displayId, findings, outcome }: ScanRefusal): string {
  const found = Object.entries(findings).map(([field, hit]) => {
    const where = hit.item === undefined ? field : `${field}[${hit.item}]`;
    // JSON quoting shows control characters and stray quotes as they are stored.
    return `${where}: ${hit.kind} ${JSON.stringify(hit.text)}`;
  });
  return `${displayId}  ${found.join('; ')} (${OUTCOMES[outcome]})`;
}

function summaryLines(summary: ScanSummary, isDryRun: boolean, seconds: number): string[] {
  const filed = isDryRun
    ? `Dry run, nothing filed: ${summary.wouldFile} would be filed`
    : `Reports filed: ${summary.filed}`;
  return [
    `Profiles scanned: ${summary.scanned}; refused by the contact detector: ${summary.refused}.`,
    `${filed}; already open: ${summary.alreadyOpen}; already handled by staff: ${summary.alreadyHandled}.`,
    `Took ${seconds.toFixed(1)} s.`,
  ];
}

async function main(): Promise<number> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const isDryRun = args.includes('--dry-run');
  if (args.some((arg) => arg !== '--dry-run')) {
    console.error(USAGE);
    return 2;
  }
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  let database: Database;
  try {
    // Beside a running server on the same DATA_DIR this refuses before touching the database:
    // reports written there would never reach the server and be lost when it stops.
    database = await openAppDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: dataDirOf(env.DATA_DIR),
      command: 'safety:scan',
      maxConnections: 1,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    await migrate(database);
    const started = performance.now();
    const summary = await scanStoredProfiles(database.db, {
      now: () => new Date(),
      isDryRun,
      onRefused: (refusal) => console.log(refusalLine(refusal)),
    });
    const seconds = (performance.now() - started) / 1000;
    for (const line of summaryLines(summary, isDryRun, seconds)) console.log(line);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('safety:scan failed:', serializeError(error).stack);
    process.exit(1);
  },
);
