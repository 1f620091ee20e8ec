/**
 * `npm run admin:grant -- <email>`: makes an existing, verified account staff (role admin),
 * against DATABASE_URL or the embedded database in DATA_DIR, and records the grant in the audit
 * log (actor 'cli'). Refuses an unknown or unverified address with a clear message, and the
 * embedded database while another process (the server) holds DATA_DIR (DECISIONS 40).
 */
import path from 'node:path';
import { ConfigError, parseEnv } from '../config';
import type { Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openAppDatabase } from '../db/embedded-database';
import { migrate } from '../db/migrate';
import { serializeError } from '../lib/safe-error';
import { grantAdmin } from '../modules/admin/grant-admin';

/**
 * DATA_DIR as the server sees it: relative to where the command was typed (npm runs workspace
 * scripts inside apps/api, but sets INIT_CWD to the directory `npm run` was called from).
 */
const dataDirOf = (dir: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);

async function main(): Promise<number> {
  const email = process.argv.slice(2).find((arg) => arg !== '--');
  if (!email) {
    console.error('Usage: npm run admin:grant -- <email>');
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
    // a grant written there would never reach the server and be lost when it stops.
    database = await openAppDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: dataDirOf(env.DATA_DIR),
      command: 'admin:grant',
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
    const result = await grantAdmin(database.db, email, new Date());
    console.log(result.message);
    return result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('admin:grant failed:', serializeError(error).stack);
    process.exit(1);
  },
);
