import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

/**
 * A migrated, empty database on the PostgreSQL server at `serverUrl`, marked as a template, that
 * each test file copies (`create database … template …`) instead of migrating its own: made once
 * per schema (`key` is the migrations' hash) and kept on the server for the next run.
 *
 * It is built under a name of its own, marked as a template, then renamed into place, so a
 * database named `waliyy_template_<key>` is always whole; when two runs build it at once, the
 * second rename fails and that run drops its own copy. A copy needs no other connection to the
 * template: nothing connects to it once it is built.
 */
export async function postgresTemplate(serverUrl: string, key: string): Promise<string> {
  const name = `waliyy_template_${key}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const ready = await admin.query(
      'select 1 from pg_database where datname = $1 and datistemplate',
      [name],
    );
    if (ready.rowCount) return name;

    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${building}`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({
        kind: 'postgres',
        url: url.toString(),
        maxConnections: 1,
      });
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} is_template true`);
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } catch (error) {
      await admin.query(`alter database ${building} is_template false`).catch(() => {});
      await admin.query(`drop database if exists ${building} with (force)`);
      // Another run put its own template in place first: use that one.
      if ((error as { code?: string }).code === '42P04') return name;
      throw error;
    }
  } finally {
    await admin.end();
  }
}
