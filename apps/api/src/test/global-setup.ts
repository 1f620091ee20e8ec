import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrate, migrationsFolder } from '../db/migrate';
import { postgresTemplate } from './postgres-template';
import { bundleScripts } from './script-bundles';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tar) that each test file starts from. */
    pgliteTemplate: string | null;
    /** On PostgreSQL: the migrated, empty template database each test file copies. */
    postgresTemplate: string | null;
    /** A migrated, empty DATA_DIR (the embedded database as the app keeps it), to copy. */
    embeddedDataDir: string;
    /** The folder of the scripts the tests start as processes, bundled (script-bundles.ts). */
    scriptBundles: string;
  }
}

/**
 * Booting PGlite runs initdb (~3–5 s on this machine); loading a dump takes under a second.
 * So the suite migrates one database once, dumps it, and every test file loads the dump.
 * On PostgreSQL, the same: one migrated template database, which each file copies. The tests
 * that start the app on a DATA_DIR copy one made from the dump. All are keyed by the
 * migrations' content, so a schema change makes new ones; they are kept for the next run.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = path.join(folder, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  const key = hash.digest('hex').slice(0, 16);
  const dump = await pgliteDump(key);
  project.provide('embeddedDataDir', await embeddedDataDir(key, dump));
  const serverUrl = process.env.TEST_DATABASE_URL;
  project.provide('pgliteTemplate', serverUrl ? null : dump);
  project.provide('postgresTemplate', serverUrl ? await postgresTemplate(serverUrl, key) : null);
  const bundles = await bundleScripts();
  project.provide('scriptBundles', bundles.dir);
  return bundles.remove;
}

/** The migrated PGlite database, dumped (tar), made once per schema. */
async function pgliteDump(key: string): Promise<string> {
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
  return file;
}

/**
 * A DATA_DIR holding the dump as the app's embedded database (DATA_DIR/pglite), made once per
 * schema beside a run's own copy, then moved into place (a run that loses the race drops its own).
 */
async function embeddedDataDir(key: string, dump: string): Promise<string> {
  const dir = path.join(tmpdir(), `waliyy-data-dir-${key}`);
  if (existsSync(dir)) return dir;
  const building = mkdtempSync(`${dir}-partial-`);
  const client = new PGlite(path.join(building, 'pglite'), {
    loadDataDir: new Blob([readFileSync(dump)]),
  });
  await client.close();
  try {
    renameSync(building, dir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}
