import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { requestForLog } from './logger';

type Line = { msg?: string; req?: Record<string, unknown> };

describe('request log lines', () => {
  for (const mode of ['production', 'development'] as const) {
    describe(`in ${mode}`, () => {
      const lines: Line[] = [];
      const raw: string[] = [];
      let ctx: TestContext;
      beforeAll(async () => {
        ctx = await createTestApp({
          config: {
            isProduction: mode === 'production',
            APP_URL: 'https://waliyy.example',
            SMTP_URL: 'smtp://127.0.0.1:1',
          },
          logger: {
            level: 'info',
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

      it('log the path, never the query string (reset tokens, searched e-mails and phones)', async () => {
        const secrets = ['tok-8f3a1c9e7b', 'hauwa.musa@example.com', '08031234567'];
        for (const url of [
          `/reset-password?token=${secrets[0]}`,
          `/api/v1/admin/accounts?q=${encodeURIComponent(secrets[1] ?? '')}&page=1`,
          `/api/v1/admin/accounts?q=${secrets[2]}`,
          `/confirm-payment?reference=WLY-1&token=${secrets[0]}`,
        ]) {
          await ctx.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
        }
        const incoming = lines.filter((l) => l.msg === 'incoming request').map((l) => l.req);
        expect(incoming).toEqual([
          expect.objectContaining({ method: 'GET', path: '/reset-password' }),
          expect.objectContaining({ method: 'GET', path: '/api/v1/admin/accounts' }),
          expect.objectContaining({ method: 'GET', path: '/api/v1/admin/accounts' }),
          expect.objectContaining({ method: 'GET', path: '/confirm-payment' }),
        ]);
        expect(incoming[0]).toMatchObject({ remoteAddress: '203.0.113.9' });
        expect(incoming.every((req) => req && !('url' in req))).toBe(true);
        const everything = raw.join('\n');
        for (const secret of [...secrets, encodeURIComponent(secrets[1] ?? '')]) {
          expect(everything).not.toContain(secret);
        }
        expect(everything).not.toContain('?');
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
