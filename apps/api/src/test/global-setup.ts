import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrate, migrationsFolder } from '../db/migrate';
import { postgresTemplate } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tar) that each test file starts from. */
    pgliteTemplate: string | null;
    /** On PostgreSQL: the migrated, empty template database each test file copies. */
    postgresTemplate: string | null;
  }
}

/**
 * Booting PGlite runs initdb (~3–5 s on this machine); loading a dump takes under a second.
 * So the suite migrates one database once, dumps it, and every test file loads the dump.
 * On PostgreSQL, the same: one migrated template database, which each file copies.
 * Both are keyed by the migrations' content, so a schema change makes a new one.
 */
export default async function setup(project: TestProject): Promise<void> {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = path.join(folder, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  const key = hash.digest('hex').slice(0, 16);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide('pgliteTemplate', null);
    project.provide('postgresTemplate', await postgresTemplate(serverUrl, key));
    return;
  }
  project.provide('postgresTemplate', null);
  const file = path.join(tmpdir(), `waliyy-pglite-${key}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({ kind: 'pglite' });
    await migrate(database);
    if (database.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.driver.client.dumpDataDir('none');
    writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${file}.partial`, file);
    await database.close();
  }
  project.provide('pgliteTemplate', file);
}
