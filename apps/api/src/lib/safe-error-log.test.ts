import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../db/embedded-database';
import { migrate } from '../db/migrate';
import { type ApiProcess, startApiProcess } from '../test/api-process';
import { createServerDatabase } from '../test/database';

// Decision 018, through the real server (main.ts, the logger app.ts configures): a sign-up whose
// insert the database refuses is logged with the SQL state and the constraint, and without the
// query's parameters — the e-mail, the names, the phone and the argon2 hash.

const SIGN_UP = {
  firstName: 'Zainabsecret',
  lastName: 'Adeyemisecret',
  email: 'zainab.secret@example.com',
  phoneNumber: '+2348011122233',
  password: 'Secret-horse-92',
  confirmPassword: 'Secret-horse-92',
};
/** A constraint no new row passes (NOT VALID: the rows already there are not checked). */
const REFUSE_SIGN_UPS = sql.raw(
  'alter table users add constraint issue20_refuse_sign_ups check (false) not valid',
);

describe('a database error in the server log', () => {
  let server: ApiProcess | undefined;
  let cleanup: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const env: Record<string, string> = { LOG_LEVEL: 'info', DEMO_DATA: 'off' };
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const pg = await createServerDatabase(serverUrl, { maxConnections: 1 });
      await pg.database.db.execute(REFUSE_SIGN_UPS);
      env.DATABASE_URL = pg.url;
      cleanup = pg.close;
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'waliyy-log-'));
      const database = await openEmbeddedDatabase(dataDir, 'safe-error-log test');
      await migrate(database);
      await database.db.execute(REFUSE_SIGN_UPS);
      await database.close();
      env.DATA_DIR = dataDir;
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    }
    server = await startApiProcess({ name: 'log', env });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await cleanup();
  });

  it('names the SQL state and constraint, never the parameters', async () => {
    const res = await fetch(`${server?.url}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SIGN_UP),
    });
    expect(res.status).toBe(500);
    const deadline = Date.now() + 10_000;
    while (!server?.output().includes('request failed') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const output = server?.output() ?? '';
    const line = output.split('\n').find((l) => l.includes('"msg":"request failed"')) ?? '';
    expect(line, output).not.toBe('');
    expect(JSON.parse(line).err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      query: expect.stringContaining('insert into "users"'),
      cause: { code: '23514', constraint: 'issue20_refuse_sign_ups', table: 'users' },
    });
    for (const secret of [
      SIGN_UP.email,
      SIGN_UP.firstName,
      SIGN_UP.lastName,
      SIGN_UP.phoneNumber,
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toContain('$argon2');
    expect(output).not.toContain('params');
  });
});
