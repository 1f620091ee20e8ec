import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabase } from './db/embedded-database';
import { auditLog, users } from './db/schema';
import { deployBuildAlone } from './test/built-api';
import { createGuardian } from './test/factories';
import { migratedDataDir } from './test/script-process';

/**
 * Decision 026: the first staff account on a deployed build. The build is copied out of the
 * repository with only the production dependencies beside it (`npm ls --omit=dev`), and
 * `node dist/cli.js admin:grant|admin:revoke` runs there against an embedded database.
 */
describe('the built command line, with production dependencies only', () => {
  let deployed: ReturnType<typeof deployBuildAlone>;
  let dataDir: string;
  const emails: string[] = [];

  const open = () =>
    openAppDatabase({ databaseUrl: undefined, dataDir, command: 'test', maxConnections: 1 });

  beforeAll(async () => {
    deployed = deployBuildAlone();
    dataDir = migratedDataDir();
    const database = await open();
    try {
      for (let i = 0; i < 2; i += 1) emails.push((await createGuardian(database.db)).email);
    } finally {
      await database.close();
    }
  }, 60_000);
  afterAll(() => deployed?.remove());

  /** Runs the shipped CLI as an operator would, with nothing but PATH, HOME and DATA_DIR. */
  const cli = (...args: string[]) => {
    const script = path.join(deployed.dist, 'cli.js');
    const run = spawnSync(process.execPath, ['--preserve-symlinks', script, ...args], {
      cwd: deployed.root,
      env: { PATH: process.env.PATH ?? '', HOME: deployed.root, DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    return { code: run.status, output: `${run.stdout}${run.stderr}` };
  };

  /** Each account's role, and the actions the audit log has from the command line. */
  const state = async () => {
    const database = await open();
    try {
      const rows = await database.db.select({ email: users.email, role: users.role }).from(users);
      const entries = await database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.actorLabel, 'cli'));
      return {
        roles: Object.fromEntries(rows.map((r) => [r.email, r.role])),
        audited: entries.map((e) => e.action).sort(),
      };
    } finally {
      await database.close();
    }
  };

  it('ships no dev dependency and nothing of the source tree', () => {
    const modules = path.join(deployed.root, 'node_modules');
    for (const dev of ['tsx', 'esbuild', 'drizzle-kit', 'vitest', 'typescript', '@waliyy']) {
      expect(existsSync(path.join(modules, dev)), dev).toBe(false);
    }
    expect(existsSync(path.join(modules, 'fastify'))).toBe(true);
    expect(existsSync(path.join(deployed.root, 'src'))).toBe(false);
  });

  it('grants, then revokes, and keeps the last admin', async () => {
    const [first = '', second = ''] = emails;
    expect(cli('admin:grant', first)).toEqual({ code: 0, output: `${first} is now an admin.\n` });
    expect(cli('admin:grant', second.toUpperCase()).code).toBe(0);
    expect((await state()).roles).toEqual({ [first]: 'admin', [second]: 'admin' });

    expect(cli('admin:revoke', second)).toEqual({
      code: 0,
      output: `${second} is no longer an admin.\n`,
    });
    const last = cli('admin:revoke', first);
    expect(last.code).toBe(1);
    expect(last.output).toContain('is the last admin that can sign in');
    expect(await state()).toEqual({
      roles: { [first]: 'admin', [second]: 'guardian' },
      audited: ['account.grant_admin', 'account.grant_admin', 'account.revoke_admin'],
    });
  }, 60_000);

  it('prints its usage for an unknown command or a missing e-mail (exit 2)', () => {
    for (const args of [[], ['admin:grant'], ['admin:delete', 'a@example.com']]) {
      const run = cli(...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.output).toContain('Usage: node apps/api/dist/cli.js');
    }
  });
});
