import { leavesTakingNul } from '@waliyy/contract/string-leaves';
import { TEXT_MESSAGES } from '@waliyy/contract/text-chars';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { childBody } from '../../src/test/children-fixtures';
import type { Account } from '../../src/test/discovery-fixtures';
import type { Family } from '../../src/test/likes-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../src/test/safety-fixtures';
import { type CollectedRoute, collectRoutes } from './routes';
import { snapshot } from './snapshot';

// Decision 018: a NUL byte answered 500 on eight endpoints (PostgreSQL refuses it in text). The
// contract now refuses NUL in every string; these hold the routes to it, field by field.

const V = '/api/v1';
const NUL = '\u0000';

describe('NUL and control characters in requests', () => {
  let h: SafetyHarness;
  let routes: CollectedRoute[];
  let family: Family;
  let admin: Account;

  beforeAll(async () => {
    ({ built: h, routes } = await collectRoutes(() => createSafetyHarness()));
    family = await h.family('FEMALE');
    admin = await h.admin();
  }, 60_000);
  afterAll(() => h?.close());

  /** The answer must be 400 VALIDATION naming `field`, and no row may have changed. */
  async function expectRefused(
    send: () => Promise<{ statusCode: number; json(): unknown; body: string }>,
    field: string,
  ) {
    const before = await snapshot(h.database.db);
    const res = await send();
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as { code: string; errors?: Record<string, string> };
    expect(body.code).toBe('VALIDATION');
    expect(body.errors?.[field], JSON.stringify(body.errors)).toBe(TEXT_MESSAGES.controls);
    expect(await snapshot(h.database.db)).toEqual(before);
  }

  it('every string in every route’s body, query and path refuses NUL', () => {
    const parts = ['body', 'querystring', 'params'] as const;
    const open: string[] = [];
    for (const route of routes) {
      for (const part of parts) {
        const schema = route.schema?.[part] as z.ZodType | undefined;
        if (!schema) continue;
        for (const path of leavesTakingNul(schema)) open.push(`${route.key} ${part}.${path}`);
      }
    }
    expect(routes.length).toBeGreaterThan(40);
    expect(open).toEqual([]);
  });

  it('sign-up: a name with NUL', async () => {
    const body = {
      firstName: `Ai${NUL}sha`,
      lastName: 'Bello',
      email: 'nul-signup@example.com',
      phoneNumber: '+2348012345678',
      password: 'Correct-horse-9',
      confirmPassword: 'Correct-horse-9',
    };
    await expectRefused(
      () => h.app.inject({ method: 'POST', url: `${V}/auth/signup`, payload: body }),
      'firstName',
    );
    await expectRefused(
      () =>
        h.app.inject({
          method: 'POST',
          url: `${V}/auth/signup`,
          payload: { ...body, firstName: 'Aisha', lastName: `Bello${NUL}` },
        }),
      'lastName',
    );
  });

  it('creating a single: text, names and speakers with NUL', async () => {
    const create = (overrides: Record<string, unknown>) => () =>
      h.call('POST', `${V}/parent/child`, family.token, childBody(overrides));
    await expectRefused(create({ about: `Calm${NUL}` }), 'about');
    await expectRefused(create({ firstName: `${NUL}Aisha` }), 'firstName');
    await expectRefused(
      create({ speakersListenedTo: ['Mufti Menk', `Yasir${NUL}`] }),
      'speakersListenedTo.1',
    );
    await expectRefused(
      create({ speakersListenedTo: `Mufti Menk, Yasir${NUL}` }),
      'speakersListenedTo.1',
    );
  });

  it('updating a single: text, speakers and the read-only fields it echoes', async () => {
    const update = (body: Record<string, unknown>) => () =>
      h.call('PUT', `${V}/parent/child/${family.single.id}`, family.token, body);
    await expectRefused(update({ profession: `Pharma${NUL}cist` }), 'profession');
    await expectRefused(update({ speakersListenedTo: [`${NUL}`] }), 'speakersListenedTo.0');
    await expectRefused(update({ firstName: `Aisha${NUL}` }), 'firstName');
  });

  it('a report’s note with NUL', async () => {
    const other = await h.family('MALE');
    await expectRefused(
      () =>
        h.call('POST', `${V}/report`, family.token, {
          profile: other.single.id,
          reason: 'other',
          note: `Asked for${NUL} money`,
        }),
      'note',
    );
  });

  it('the sandbox checkout’s reference with NUL', async () => {
    await expectRefused(
      () => h.app.inject({ method: 'GET', url: `${V}/payment/sandbox/WLY-abc%00def` }),
      'params.reference',
    );
  });

  it('the admin search with NUL', async () => {
    await expectRefused(
      () => h.adminCall('GET', `/accounts?q=${encodeURIComponent(`a${NUL}b`)}`, admin),
      'query.q',
    );
  });

  it('login and passwords: NUL is refused, anything else in a password is kept', async () => {
    await expectRefused(
      () =>
        h.app.inject({
          method: 'POST',
          url: `${V}/auth/login`,
          payload: { email: family.email, password: `Correct${NUL}horse-9` },
        }),
      'password',
    );
  });

  it('a single’s name on two lines is refused; a line feed in its about is kept', async () => {
    const res = await h.call(
      'POST',
      `${V}/parent/child`,
      family.token,
      childBody({ lastName: 'Bello\nBcc: x@example.com' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ lastName: TEXT_MESSAGES.oneLine });

    const about = 'Calm and kind.\r\nFamily-minded.\tReads a lot.';
    const saved = await h.call('PUT', `${V}/parent/child/${family.single.id}`, family.token, {
      about,
      profession: '\u202EPharmacist\u200B',
      islamicOrganizationName: 'جمعية\u200Cالشباب',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = (
      await h.call('GET', `${V}/parent/child/${family.single.id}`, family.token)
    ).json().data;
    expect(profile.about).toBe('Calm and kind.\nFamily-minded.\tReads a lot.');
    expect(profile.profession).toBe('Pharmacist');
    expect(profile.islamicOrganizationName).toBe('جمعية\u200Cالشباب');
  });
});
