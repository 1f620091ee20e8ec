import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config';
import { DEFAULT_AUTH_SETTINGS } from '../modules/auth/auth.settings';
import { createTestApp, type TestContext } from '../test/app';

/**
 * Which address the per-address limits see behind a load balancer (found reviewing decision 018): the
 * balancer at 10.0.0.1 appends the client's real address to whatever X-Forwarded-For the client
 * sent. Believing every entry (TRUST_PROXY=true) lets the client choose its address; naming the
 * balancer's address or block does not.
 */
const BALANCER = '10.0.0.1';
const REAL_CLIENT = '203.0.113.9';
const authSettings = {
  ...DEFAULT_AUTH_SETTINGS,
  limits: { ...DEFAULT_AUTH_SETTINGS.limits, forgotPerIp: { max: 2, windowSeconds: 3600 } },
};

describe('TRUST_PROXY and a forged X-Forwarded-For', () => {
  /** Three forgot-password requests, each claiming another address in front of the real one. */
  async function statusesWith(trustProxy: string) {
    const ctx: TestContext = await createTestApp({
      config: { TRUST_PROXY: parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY },
      overrides: { authSettings },
    });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 3; i += 1) {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: '/api/v1/auth/forgot-password',
          remoteAddress: BALANCER,
          headers: { 'x-forwarded-for': `6.6.6.${i}, ${REAL_CLIENT}` },
          payload: { email: `forged-${i}@example.com` },
        });
        statuses.push(res.statusCode);
      }
      return statuses;
    } finally {
      await ctx.app.close();
    }
  }

  it.each(['10.0.0.0/8', '10.0.0.1', '192.0.2.7, 10.0.0.1'])(
    'TRUST_PROXY=%s counts the real client: the forged entries share its limit',
    async (value) => {
      expect(await statusesWith(value)).toEqual([200, 200, 429]);
    },
  );

  it('TRUST_PROXY=true (the warned-against setting) lets each forged entry count afresh', async () => {
    expect(await statusesWith('true')).toEqual([200, 200, 200]);
  });

  it('refuses a value that is neither addresses nor a boolean (a bare hop count included)', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'the balancer' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(parseEnv({ TRUST_PROXY: 'fd00::/8, 10.0.0.2' }).TRUST_PROXY).toEqual([
      'fd00::/8',
      '10.0.0.2',
    ]);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(() => parseEnv({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
  });
});
