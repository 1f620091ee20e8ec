import { describe, expect, it } from 'vitest';
import { startApiProcess } from './test/api-process';
import { migratedDataDir } from './test/script-process';

/** The real server started as an operator would in production, with no payment keys (decision 065). */
describe('the server process in production', () => {
  it('closes payments instead of a sandbox, loads no demo data on auto, and logs no query string', async () => {
    // Already migrated (the first start's migration is main.test.ts's subject): still empty.
    const dataDir = migratedDataDir();
    const env = {
      NODE_ENV: 'production',
      APP_URL: 'https://waliyy.example',
      // Nothing is queued in this test, so nothing is sent.
      SMTP_URL: 'smtp://127.0.0.1:1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    };
    const server = await startApiProcess({ name: 'production', env });
    try {
      const sandbox = await fetch(`${server.url}/api/v1/payment/sandbox/WLY-anything`);
      expect(sandbox.status).toBe(404);
      const plans = (await (await fetch(`${server.url}/api/v1/plans/`)).json()) as {
        data: { currency: string; providers: string[] }[];
      };
      expect(plans.data.map((p) => [p.currency, p.providers])).toEqual([
        ['NGN', []],
        ['USD', []],
        ['GBP', []],
      ]);
      await (await fetch(`${server.url}/reset-password?token=tok-5e1f0a77c3`)).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const log = server.output();
      expect(log).toContain('PAYMENTS ARE NOT OPEN in NGN, USD, GBP');
      expect(log).not.toContain('SANDBOX');
      expect(log).not.toContain('demo data loaded');
      expect(log).toContain('"path":"/reset-password"');
      expect(log).not.toContain('tok-5e1f0a77c3');
    } finally {
      await server.stop();
    }

    // Only DEMO_DATA=on loads the demo families in production, and says so loudly.
    const demo = await startApiProcess({
      name: 'production-demo',
      env: { ...env, DEMO_DATA: 'on' },
    });
    try {
      expect(demo.output()).toContain('demo data loaded');
      expect(demo.output()).toContain('DEMO_DATA=on in production');
    } finally {
      await demo.stop();
    }
  }, 90_000);
});
