import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabase, openEmbeddedDatabase } from './db/embedded-database';
import { parseHolder } from './db/lock-holder';
import { auditLog, users } from './db/schema';
import { createGuardian } from './test/factories';
import {
  copyOfDataDir,
  LISTENING,
  migratedDataDir,
  newDataDir,
  runOnDataDir,
} from './test/script-process';

// decisions 066 and 018: one owner per embedded database, with real processes — the
// server (src/main.ts) and `npm run admin:grant` (src/scripts/admin-grant.ts), each from its
// bundle (test/script-bundles.ts).

const JWT_SECRET = 'lock-test-secret-that-is-long-enough-for-hs256';

/** One of the app's commands on `dataDir`, as a real process. */
const run = (script: string, dataDir: string, args: string[] = []) =>
  runOnDataDir(script, dataDir, { args, jwtSecret: JWT_SECRET });

/** The server, once it listens; its base URL. */
async function startServer(dataDir: string) {
  const server = run('src/main.ts', dataDir);
  return { ...server, url: await server.said(LISTENING) };
}

const grant = (dataDir: string, email: string) =>
  run('src/scripts/admin-grant.ts', dataDir, [email]);
const lockOf = (dataDir: string) => path.join(dataDir, 'lock');
const holderOf = (dataDir: string) => parseHolder(readFileSync(lockOf(dataDir), 'utf8'));

/** A migrated embedded database holding one verified account, copied for each test. */
let template: string;
let email: string;
beforeAll(async () => {
  template = migratedDataDir();
  const database = await openEmbeddedDatabase(template, 'test');
  email = (await createGuardian(database.db)).email;
  await database.close();
});
const freshDataDir = () => copyOfDataDir(template);

describe('one owner per embedded database', () => {
  it('refuses a second server and admin:grant beside a running server, changing nothing', async () => {
    const dataDir = freshDataDir();
    const first = await startServer(dataDir);
    expect(holderOf(dataDir)).toMatchObject({ pid: first.pid, command: 'server' });

    const second = run('src/main.ts', dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The embedded database in ${dataDir} is in use by the Waliyy server (pid ${first.pid}, started `,
    );
    expect(second.output()).toContain(
      'Stop that server first, or point DATABASE_URL at a PostgreSQL server',
    );
    // Refused before opening the database: nothing was migrated or served.
    expect(second.output()).not.toMatch(/database ready|Server listening/);

    const cli = grant(dataDir, email);
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain(`in use by the Waliyy server (pid ${first.pid}, started `);
    expect(cli.output()).not.toContain('is now an admin');

    // The first one never noticed, and still owns the lock.
    expect((await fetch(`${first.url}/api/v1/health`)).status).toBe(200);
    expect(holderOf(dataDir)?.pid).toBe(first.pid);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(lockOf(dataDir))).toBe(false);

    // Nothing of the refused grant reached the database: no role, no audit row.
    const database = await openEmbeddedDatabase(dataDir, 'test');
    try {
      const [account] = await database.db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.email, email));
      expect(account?.role).toBe('guardian');
      expect(await database.db.select().from(auditLog)).toEqual([]);
    } finally {
      await database.close();
    }

    // With the server stopped the same command goes through (so the check above could fail).
    const granted = grant(dataDir, email);
    expect(await granted.exited, granted.output()).toBe(0);
    expect(granted.output()).toContain(`${email} is now an admin.`);
    expect(existsSync(lockOf(dataDir))).toBe(false);
  }, 120_000);

  it('lets the next server take over the lock a killed server left, and frees it on SIGTERM', async () => {
    const dataDir = freshDataDir();
    const killed = await startServer(dataDir);
    killed.child.kill('SIGKILL');
    await killed.exited;
    // Killed: the lock stays behind, naming a process that no longer exists.
    expect(holderOf(dataDir)?.pid).toBe(killed.pid);

    const next = await startServer(dataDir);
    expect(holderOf(dataDir)).toMatchObject({ pid: next.pid, command: 'server' });
    expect((await fetch(`${next.url}/api/v1/health`)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(existsSync(lockOf(dataDir))).toBe(false);
  }, 120_000);

  it('lets admin:grant take over a stale lock and release it when done', async () => {
    const dataDir = freshDataDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(
      lockOf(dataDir),
      JSON.stringify({ pid: gone.pid, command: 'server', host: hostname(), startedAt: 'then' }),
    );
    const cli = grant(dataDir, email);
    expect(await cli.exited, cli.output()).toBe(0);
    expect(cli.output()).toContain(`${email} is now an admin.`);
    expect(existsSync(lockOf(dataDir))).toBe(false);
  }, 60_000);

  it('takes no lock with DATABASE_URL: PostgreSQL handles several processes itself', async () => {
    const dataDir = newDataDir();
    // The pool connects on first use: nothing here needs the server to exist.
    const database = await openAppDatabase({
      databaseUrl: 'postgres://nobody@127.0.0.1:9/none',
      dataDir,
      command: 'server',
    });
    expect(database.kind).toBe('postgres');
    expect(existsSync(dataDir)).toBe(false);
    await database.close();
  });
});
