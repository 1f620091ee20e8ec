import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_SETTINGS, type PasswordSettings } from '../../lib/passwords';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';

/**
 * Decision 018: one address's burst of logins filled the password-hashing queue and other
 * people's logins got 503. The production queue (2 running, 64 waiting, 8 per client) with a
 * costlier hash than production's, so the burst is still waiting when the others arrive.
 */
const SLOW_HASH: PasswordSettings = { ...DEFAULT_PASSWORD_SETTINGS, timeCost: 12 };
const BURST = 95;
const OTHERS = 5;

const count = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>((n, r) => {
    n[r.statusCode] = (n[r.statusCode] ?? 0) + 1;
    return n;
  }, {});

/**
 * The burst from one address (unknown e-mails: each costs a dummy hash); once the gate has
 * turned one of them away (it is full for that address, or for everyone), the others come.
 */
async function burstAndOthers(h: AuthHarness, people: { email: string; password: string }[]) {
  const login = (body: object, ip: string) =>
    h.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: body, remoteAddress: ip });
  let firstRefusal: () => void = () => {};
  const refused = new Promise<void>((resolve) => {
    firstRefusal = resolve;
  });
  const burst = Array.from({ length: BURST }, (_, i) =>
    login({ email: `flood.${i}@example.com`, password: 'Flood-pass-42' }, '198.51.100.66').then(
      (res) => {
        if (res.statusCode === 429 || res.statusCode === 503) firstRefusal();
        return res;
      },
    ),
  );
  await Promise.race([refused, Promise.all(burst)]);
  const others = people.map((p, i) =>
    login({ email: p.email, password: p.password }, `203.0.113.${i + 1}`),
  );
  return { burst: await Promise.all(burst), others: await Promise.all(others) };
}

async function harnessWith(passwordSettings: PasswordSettings) {
  const h = await createAuthHarness({ overrides: { passwordSettings } });
  const people = [];
  for (let i = 0; i < OTHERS; i += 1) people.push((await h.register()).input);
  return { h, people };
}

describe('the password-hashing queue under one address burst (decision 018)', () => {
  let fair: Awaited<ReturnType<typeof harnessWith>>;
  let unfair: Awaited<ReturnType<typeof harnessWith>>;
  beforeAll(async () => {
    fair = await harnessWith(SLOW_HASH);
    // The same queue without a per-client share: what the issue found, before decision 50.
    unfair = await harnessWith({ ...SLOW_HASH, maxPerClient: Number.POSITIVE_INFINITY });
  }, 60_000);
  afterAll(async () => {
    await fair?.h.close();
    await unfair?.h.close();
  });

  it('refuses the burst past its share with 429 at once; every other login gets in', async () => {
    const { burst, others } = await burstAndOthers(fair.h, fair.people);
    expect(count(others)).toEqual({ 200: OTHERS });
    const byStatus = count(burst);
    // Never 503: the shared queue never filled. The burst's own share was checked (401).
    expect(Object.keys(byStatus).sort()).toEqual(['401', '429']);
    expect(byStatus[401]).toBeGreaterThanOrEqual(SLOW_HASH.maxPerClient);
    expect(byStatus[429]).toBeGreaterThan(BURST / 2);
    const refused = burst.find((r) => r.statusCode === 429);
    expect(refused?.json().code).toBe('RATE_LIMITED');
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it('without the per-client share, the others displace the burst instead of getting 503', async () => {
    // Before decision 50 this burst filled the queue and the others got 503. Now a full queue
    // refuses the biggest holder's newest waiting work (429) to make room for a newcomer.
    const { burst, others } = await burstAndOthers(unfair.h, unfair.people);
    expect(count(others)).toEqual({ 200: OTHERS });
    expect(count(burst)[503]).toBeUndefined();
    expect(count(burst)[429]).toBeGreaterThan(0);
  }, 60_000);
});
