import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { createGuardian } from '../test/factories';
import { requestForLog } from './logger';

type Line = {
  level: number;
  msg?: string;
  reqId?: string;
  method?: string;
  route?: string;
  path?: string;
  status?: number;
  ms?: number;
  accountId?: string;
  code?: string;
  req?: Record<string, unknown>;
  staffAction?: Record<string, unknown>;
};

const INFO = 30;
const DEBUG = 20;

/** A built web app of one page and one hashed asset. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'waliyy-log-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1);');
  return root;
}

describe('request log lines (decision 026)', () => {
  for (const mode of ['production', 'development'] as const) {
    describe(`in ${mode}`, () => {
      const lines: Line[] = [];
      const raw: string[] = [];
      let ctx: TestContext;
      beforeAll(async () => {
        ctx = await createTestApp({
          webDist: fakeBuild(),
          config: {
            isProduction: mode === 'production',
            APP_URL: 'https://waliyy.example',
            SMTP_URL: 'smtp://127.0.0.1:1',
          },
          logger: {
            level: 'debug',
            stream: {
              write: (line: string) => {
                raw.push(line);
                lines.push(JSON.parse(line));
              },
            },
          },
        });
      });
      afterAll(() => ctx.app.close());
      const requestLines = () => lines.filter((l) => l.route !== undefined);

      it('log the path, never the query string (reset tokens, searched e-mails and phones)', async () => {
        const secrets = ['tok-8f3a1c9e7b', 'hauwa.musa@example.com', '08031234567', '493021'];
        lines.length = 0;
        for (const url of [
          `/reset-password?token=${secrets[0]}`,
          `/api/v1/admin/accounts?q=${encodeURIComponent(secrets[1] ?? '')}&page=1`,
          `/api/v1/admin/accounts?q=${secrets[2]}`,
          `/confirm-payment?reference=WLY-1&token=${secrets[0]}`,
          `/verify-otp?code=${secrets[3]}&email=${secrets[1]}`,
          // The alternative address's e-mailed link (decision 062): its redirect's too.
          `/api/v1/account/alternate-email/confirm?token=${secrets[0]}`,
        ]) {
          await ctx.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
        }
        expect(requestLines().map((l) => [l.method, l.path, l.status])).toEqual([
          ['GET', '/reset-password', 200],
          ['GET', '/api/v1/admin/accounts', 401],
          ['GET', '/api/v1/admin/accounts', 401],
          ['GET', '/confirm-payment', 200],
          ['GET', '/verify-otp', 200],
          ['GET', '/api/v1/account/alternate-email/confirm', 303],
        ]);
        const everything = raw.join('\n');
        for (const secret of [...secrets, encodeURIComponent(secrets[1] ?? '')]) {
          expect(everything).not.toContain(secret);
        }
        expect(everything).not.toContain('?');
      });

      it('write one line per request: method, route pattern, status, time, account and request id', async () => {
        const guardian = await createGuardian(ctx.database.db);
        const login = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: guardian.email, password: guardian.password },
        });
        const token = login.json().data.token as string;
        lines.length = 0;
        const id = crypto.randomUUID();
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/parent/child/${id}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(404);
        expect(lines).toHaveLength(1);
        const [line] = lines;
        expect(line).toMatchObject({
          level: INFO,
          method: 'GET',
          route: '/api/v1/parent/child/:id',
          path: `/api/v1/parent/child/${id}`,
          status: 404,
          accountId: guardian.id,
          code: 'NOT_FOUND',
          msg: `GET /api/v1/parent/child/${id} 404 ${line?.ms}ms`,
        });
        expect(line?.ms).toBeGreaterThanOrEqual(0);
        expect(line?.reqId).toMatch(/^[0-9a-f-]{36}$/);
        // No second "incoming request" / "request completed" pair.
        expect(raw.join('\n')).not.toMatch(/incoming request|request completed/);
      });

      it('log the web app’s files at debug, pages and the API at info', async () => {
        lines.length = 0;
        await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
        await ctx.app.inject({ method: 'GET', url: '/dashboard' });
        await ctx.app.inject({ method: 'GET', url: '/healthz' });
        expect(requestLines().map((l) => [l.route, l.status, l.level])).toEqual([
          ['static', 200, DEBUG],
          ['page', 200, INFO],
          ['not_found', 404, INFO],
        ]);
      });
    });
  }

  it('cuts at the first "?" and keeps a path without one as it is', () => {
    expect(requestForLog({ method: 'GET', url: '/a/b?x=1?y=2' }).path).toBe('/a/b');
    expect(requestForLog({ method: 'POST', url: '/api/v1/auth/login' }).path).toBe(
      '/api/v1/auth/login',
    );
  });
});
