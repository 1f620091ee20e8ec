/**
 * What every command line of the app does around its own work (`admin:grant`, `safety:scan`):
 * read the environment, open the database — DATABASE_URL, or the embedded one in DATA_DIR under
 * its lock, refused while another process (the server) holds it (decision 066) — migrate, run,
 * close, and exit with the code the work answers (2 for a bad configuration, 1 for a refused lock
 * or a failure, printed through the safe error serializer).
 */
import path from 'node:path';
import { ConfigError, parseEnv } from '../config';
import type { Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openAppDatabase } from '../db/embedded-database';
import { migrate } from '../db/migrate';
import { serializeError } from '../lib/safe-error';

/**
 * DATA_DIR as the server sees it: relative to where the command was typed (npm runs workspace
 * scripts inside apps/api, but sets INIT_CWD to the directory `npm run` was called from).
 */
const dataDirOf = (dir: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);

async function withAppDatabase(
  command: string,
  work: (database: Database) => Promise<number>,
): Promise<number> {
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
    // what it wrote there would never reach the server and be lost when it stops.
    database = await openAppDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: dataDirOf(env.DATA_DIR),
      command,
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
    return await work(database);
  } finally {
    await database.close();
  }
}

/**
 * Runs `work` as the command `command` and exits with its code. `usage` is checked first: a
 * message there is printed and the command exits 2 without opening anything.
 */
export function runAppCommand(
  command: string,
  work: (database: Database) => Promise<number>,
  usage: string | null = null,
): void {
  const run = usage ? Promise.resolve(usageError(usage)) : withAppDatabase(command, work);
  run.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${command} failed:`, serializeError(error).stack);
      process.exit(1);
    },
  );
}

function usageError(usage: string): number {
  console.error(usage);
  return 2;
}

/** The command's arguments, without npm's `--`. */
export const commandArgs = () => process.argv.slice(2).filter((arg) => arg !== '--');
