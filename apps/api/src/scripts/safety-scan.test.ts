import { existsSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import type { ChildCreateBody } from '@waliyy/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../db/embedded-database';
import { children, reports } from '../db/schema';
import { newDisplayId } from '../lib/display-id';
import { rowFromBody } from '../modules/children/children.mapper';
import { childBody } from '../test/children-fixtures';
import { createGuardian } from '../test/factories';
import { copyOfDataDir, LISTENING, migratedDataDir, runOnDataDir } from '../test/script-process';

// `npm run safety:scan` as a real process (decision 019; decisions 066, 067): it opens the embedded
// database the way admin:grant does — refused beside a running server, writing nothing — and
// prints what it found and a summary. The scan itself is tested in safety/contact-scan.test.ts.

const JWT_SECRET = 'scan-test-secret-that-is-long-enough-for-hs256';
const SCAN = 'src/scripts/safety-scan.ts';

/** One of the app's commands on `dataDir`, as a real process. */
const run = (script: string, dataDir: string, args: string[] = []) =>
  runOnDataDir(script, dataDir, { args, jwtSecret: JWT_SECRET });

/** Every report in the embedded database (opened once the processes are done with it). */
async function reportsIn(dataDir: string) {
  const database = await openEmbeddedDatabase(dataDir, 'test');
  try {
    return await database.db.select().from(reports);
  } finally {
    await database.close();
  }
}

/** A migrated embedded database with a clean single and one with a phone number, copied per test. */
let template: string;
let refusedId: string;
beforeAll(async () => {
  template = migratedDataDir();
  const database = await openEmbeddedDatabase(template, 'test');
  const guardian = await createGuardian(database.db);
  const row = (overrides: Record<string, unknown>) =>
    rowFromBody(childBody(overrides) as unknown as ChildCreateBody, guardian.id, newDisplayId());
  const [, refused] = await database.db
    .insert(children)
    .values([row({}), row({ about: 'Calm and kind. My number is 08031234567.' })])
    .returning();
  refusedId = refused?.displayId ?? '';
  await database.close();
});
const freshDataDir = () => copyOfDataDir(template);

describe('npm run safety:scan', () => {
  it('refuses beside a running server and files nothing; once it stops, files, then files nothing new', async () => {
    const dataDir = freshDataDir();
    const server = run('src/main.ts', dataDir);
    await server.said(LISTENING);

    const refused = run(SCAN, dataDir);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(
      `The embedded database in ${dataDir} is in use by the Waliyy server (pid ${server.pid}, started `,
    );
    expect(refused.output()).not.toContain('Profiles scanned');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await reportsIn(dataDir)).toEqual([]);

    const first = run(SCAN, dataDir);
    expect(await first.exited, first.output()).toBe(0);
    expect(first.output()).toContain(`${refusedId}  about: phone "`);
    expect(first.output()).toContain('(report filed)');
    expect(first.output()).toContain('Profiles scanned: 2; refused by the contact detector: 1.');
    expect(first.output()).toContain(
      'Reports filed: 1; already open: 0; already handled by staff: 0.',
    );
    expect(first.output()).toMatch(/Took \d+\.\d s\./);
    expect(existsSync(path.join(dataDir, 'lock'))).toBe(false);

    const second = run(SCAN, dataDir);
    expect(await second.exited, second.output()).toBe(0);
    expect(second.output()).toContain('(report already open)');
    expect(second.output()).toContain(
      'Reports filed: 0; already open: 1; already handled by staff: 0.',
    );
    const filed = await reportsIn(dataDir);
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({ source: 'scan', reportedDisplayId: refusedId });
  }, 120_000);

  it('lists without filing on --dry-run, and refuses an unknown argument', async () => {
    const dataDir = freshDataDir();
    const dry = run(SCAN, dataDir, ['--', '--dry-run']);
    expect(await dry.exited, dry.output()).toBe(0);
    expect(dry.output()).toContain(`${refusedId}  about: phone "`);
    expect(dry.output()).toContain('(would file a report)');
    expect(dry.output()).toContain('Dry run, nothing filed: 1 would be filed; already open: 0');
    expect(await reportsIn(dataDir)).toEqual([]);

    const wrong = run(SCAN, dataDir, ['--dryrun']);
    expect(await wrong.exited).toBe(2);
    expect(wrong.output()).toContain('Usage: npm run safety:scan [-- --dry-run]');
  }, 60_000);

  it('is named in the refusal another command gets while it holds DATA_DIR', async () => {
    const dataDir = freshDataDir();
    // This test process is alive, so a lock naming it as the scan is a live holder.
    writeFileSync(
      path.join(dataDir, 'lock'),
      JSON.stringify({
        pid: process.pid,
        command: 'safety:scan',
        host: hostname(),
        startedAt: 'now',
      }),
    );
    const grant = run('src/scripts/admin-grant.ts', dataDir, ['nobody@example.com']);
    expect(await grant.exited).toBe(1);
    expect(grant.output()).toContain(`is in use by \`npm run safety:scan\` (pid ${process.pid},`);
  }, 60_000);
});
