import {
  AccountsResponse,
  ADMIN_MESSAGES,
  AdminAccountResponse,
  AuditResponse,
  ExploreResponse,
  GrantedSubscriptionResponse,
  PlansResponse,
  SubscriptionResponse,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { childBody } from '../../test/children-fixtures';
import type { Account } from '../../test/discovery-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';
import { setAccountSuspended } from '../discovery/visibility.repository';

const ZERO = '00000000-0000-4000-8000-000000000000';
const reason = { reason: 'Checked by the team' };

/** Every admin route with a body it would accept. */
const ROUTES: ['GET' | 'PUT' | 'POST' | 'DELETE', string, unknown?][] = [
  ['GET', '/overview?from=2026-06-01&to=2026-06-15'],
  ['GET', '/accounts?q=a&page=1'],
  ['GET', `/accounts/${ZERO}`],
  ['PUT', `/accounts/${ZERO}/suspend`, reason],
  ['PUT', `/accounts/${ZERO}/reinstate`, reason],
  ['PUT', `/accounts/${ZERO}/singles-limit`, { limit: 6, ...reason }],
  ['POST', `/accounts/${ZERO}/subscription`, { planId: ZERO, ...reason }],
  ['DELETE', `/accounts/${ZERO}`, reason],
  ['GET', `/accounts/${ZERO}/billing`],
  ['POST', `/accounts/${ZERO}/revoke-admin`, reason],
  ['GET', '/reports?status=open&page=1'],
  ['GET', `/reports/${ZERO}`],
  ['PUT', `/reports/${ZERO}`, { action: 'dismiss', reportIds: [ZERO], ...reason }],
  ['GET', '/non-responders?page=1'],
  ['POST', `/non-responders/${ZERO}/warn`, reason],
  ['GET', '/plans'],
  [
    'POST',
    '/plans',
    { planName: 'Gold', amount: 5, currency: 'USD', planDescription: 'x', ...reason },
  ],
  ['PUT', `/plans/${ZERO}`, { amount: 6, ...reason }],
  ['PUT', `/plans/${ZERO}/retire`, reason],
  ['POST', `/plans/${ZERO}/restore`, reason],
  ['GET', '/audit?page=1'],
];

describe('admin console: access and accounts', () => {
  let h: SafetyHarness;
  let admin: Account;

  beforeAll(async () => {
    h = await createSafetyHarness();
    admin = await h.admin();
  });
  afterAll(() => h.close());

  it('refuses every admin route without a token (401), to a guardian (403 FORBIDDEN) and to a suspended admin (403 ACCOUNT_SUSPENDED)', async () => {
    const guardian = await h.account();
    const suspendedAdmin = await h.admin();
    await setAccountSuspended(h.database.db, suspendedAdmin.userId, true, h.clock.now());
    for (const [method, path, body] of ROUTES) {
      const anonymous = await h.adminCall(method, path, null, body);
      expect(anonymous.statusCode, `${method} ${path}`).toBe(401);
      const refused = await h.adminCall(method, path, guardian, body);
      expect(refused.statusCode, `${method} ${path}`).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: ADMIN_MESSAGES.forbidden,
      });
      const suspended = await h.adminCall(method, path, suspendedAdmin, body);
      expect(suspended.statusCode, `${method} ${path}`).toBe(403);
      expect(suspended.json().code).toBe('ACCOUNT_SUSPENDED');
    }
    // …and the same routes answer an admin (404s for the made-up ids, never 401/403).
    for (const [method, path, body] of ROUTES) {
      const res = await h.adminCall(method, path, admin, body);
      expect([200, 201, 404], `${method} ${path}: ${res.body}`).toContain(res.statusCode);
    }
  });

  it('searches accounts by e-mail or name prefix, paginated, and shows one with its singles', async () => {
    const family = await h.family('FEMALE', { plan: false });
    const byEmail = await h.adminCall('GET', `/accounts?q=${family.email.slice(0, 14)}`, admin);
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const page = AccountsResponse.parse(byEmail.json()).data;
    expect(page.accounts.map((a) => a.id)).toContain(family.userId);
    const byName = await h.adminCall('GET', `/accounts?q=${family.names[0]}`, admin);
    expect(AccountsResponse.parse(byName.json()).data.accounts.map((a) => a.id)).toEqual([
      family.userId,
    ]);
    const paged = AccountsResponse.parse(
      (await h.adminCall('GET', '/accounts?page=1&limit=2', admin)).json(),
    ).data;
    expect(paged.accounts).toHaveLength(2);
    expect(paged.totalCount).toBeGreaterThan(2);

    const res = await h.adminCall('GET', `/accounts/${family.userId}`, admin);
    const account = AdminAccountResponse.parse(res.json()).data;
    expect(account.email).toBe(family.email);
    expect(account.singles.map((s) => s.id)).toEqual([family.single.id]);
    expect(account.singles[0]).toMatchObject({ isListed: true, isPaused: false });

    // Every page query answers a limit above 100 as 100 (decisions 048, 062); 0 is refused.
    const big = await h.adminCall('GET', '/accounts?limit=500', admin);
    expect(big.statusCode).toBe(200);
    const bad = await h.adminCall('GET', '/accounts?limit=0', admin);
    expect(bad.statusCode).toBe(400);
  });

  it('suspends on the very next request (tokens and discovery) and reinstates, a paused single staying hidden', async () => {
    const family = await h.family('FEMALE', { plan: false });
    const paused = await h.single(family.userId, { gender: 'FEMALE' });
    const viewer = await h.family('MALE', { plan: false });
    const pause = await h.put(`/api/v1/parent/child/${paused.id}/pause`, family.token, {
      paused: true,
    });
    expect(pause.statusCode, pause.body).toBe(200);
    const explore = async () =>
      ExploreResponse.parse(
        (await h.get(`/api/v1/parent?childId=${viewer.single.id}&limit=100`, viewer.token)).json(),
      ).data.children.map((c) => c.id);
    expect(await explore()).toContain(family.single.id);
    expect(await explore()).not.toContain(paused.id);
    expect((await h.get('/api/v1/account', family.token)).statusCode).toBe(200);

    const missingReason = await h.adminCall('PUT', `/accounts/${family.userId}/suspend`, admin, {});
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().message).toBe(ADMIN_MESSAGES.reason);
    const suspend = await h.adminCall('PUT', `/accounts/${family.userId}/suspend`, admin, {
      reason: 'Shared a phone number',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const next = await h.get('/api/v1/account', family.token);
    expect(next.statusCode).toBe(403);
    expect(next.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(await explore()).not.toContain(family.single.id);
    expect((await h.mailTo(family.email)).at(-1)?.subject).toBe(
      'Your Waliyy account has been suspended',
    );

    const reinstate = await h.adminCall('PUT', `/accounts/${family.userId}/reinstate`, admin, {
      reason: 'Resolved with the family',
    });
    expect(reinstate.statusCode, reinstate.body).toBe(200);
    expect((await h.get('/api/v1/account', family.token)).statusCode).toBe(200);
    const after = await explore();
    expect(after).toContain(family.single.id);
    expect(after).not.toContain(paused.id);
  });

  it("refuses to suspend or delete the admin's own account", async () => {
    const res = await h.adminCall('PUT', `/accounts/${admin.userId}/suspend`, admin, reason);
    expect(res.statusCode).toBe(409);
    const del = await h.adminCall('DELETE', `/accounts/${admin.userId}`, admin, reason);
    expect(del.statusCode).toBe(409);
  });

  it('raises the singles limit beyond 4 (a fifth single can be added) and lowers it again', async () => {
    const guardian = await h.account();
    await h.database.db
      .update(users)
      .set({ singlesLimit: null })
      .where(eq(users.id, guardian.userId));
    const add = (n: number) =>
      h.post(
        '/api/v1/parent/child',
        guardian.token,
        childBody({ firstName: `Zainab${'x'.repeat(n)}` }),
      );
    expect((await add(1)).statusCode).toBe(201);
    expect((await add(2)).statusCode).toBe(201);
    const third = await add(3);
    expect(third.statusCode).toBe(403);
    expect(third.json().code).toBe('SINGLES_LIMIT');

    const invalid = await h.adminCall('PUT', `/accounts/${guardian.userId}/singles-limit`, admin, {
      limit: 0,
      ...reason,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(ADMIN_MESSAGES.limit);
    const raise = await h.adminCall('PUT', `/accounts/${guardian.userId}/singles-limit`, admin, {
      limit: 5,
      reason: 'Family of five sisters',
    });
    expect(raise.statusCode, raise.body).toBe(200);
    for (const n of [3, 4, 5]) expect((await add(n)).statusCode).toBe(201);
    expect((await add(6)).json().code).toBe('SINGLES_LIMIT');
    expect((await h.get('/api/v1/account', guardian.token)).json().data.singlesLimit).toBe(5);

    await h.adminCall('PUT', `/accounts/${guardian.userId}/singles-limit`, admin, {
      limit: null,
      ...reason,
    });
    const account = AdminAccountResponse.parse(
      (await h.adminCall('GET', `/accounts/${guardian.userId}`, admin)).json(),
    ).data;
    expect(account).toMatchObject({ singlesLimit: 2, singlesLimitOverride: null, singlesCount: 5 });
  });

  it('grants a year of a plan by hand, extending like a payment, shown as a grant', async () => {
    const guardian = await h.account();
    const plans = PlansResponse.parse((await h.app.inject('/api/v1/plans/')).json()).data;
    const ngn = plans.find((p) => p.currency === 'NGN')!;
    const grant = () =>
      h.adminCall('POST', `/accounts/${guardian.userId}/subscription`, admin, {
        planId: ngn._id,
        reason: 'Scholarship family',
      });
    const first = GrantedSubscriptionResponse.parse((await grant()).json()).data;
    expect(first.startsAt).toBe(h.clock.now().toISOString());
    expect(first.expiresAt).toBe('2027-06-15T12:00:00.000Z');
    const second = GrantedSubscriptionResponse.parse((await grant()).json()).data;
    expect(second.startsAt).toBe(first.expiresAt);

    const active = SubscriptionResponse.parse(
      (await h.get('/api/v1/subscriptions/active', guardian.token)).json(),
    ).data;
    expect(active).toMatchObject({ plan: { planName: 'Premium', amount: 0 } });
    expect(active?.expiresAt).toBe(second.expiresAt);
    const history = (await h.get('/api/v1/subscriptions', guardian.token)).json().data;
    expect(history[0].payment.provider).toBe('grant');

    const unknownPlan = await h.adminCall(
      'POST',
      `/accounts/${guardian.userId}/subscription`,
      admin,
      {
        planId: ZERO,
        ...reason,
      },
    );
    expect(unknownPlan.statusCode).toBe(404);
  });

  it('deletes an account through the account deletion, and records every action in the audit log', async () => {
    const family = await h.family('MALE', { plan: false });
    h.clock.advance(60_000);
    const del = await h.adminCall('DELETE', `/accounts/${family.userId}`, admin, {
      reason: 'Asked by e-mail to be removed',
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await h.get('/api/v1/account', family.token)).statusCode).toBe(401);
    expect((await h.adminCall('GET', `/accounts/${family.userId}`, admin)).statusCode).toBe(404);
    expect((await h.mailTo(family.email)).at(-1)?.text).toContain('Our team has deleted');

    const audit = AuditResponse.parse(
      (await h.adminCall('GET', '/audit?page=1&limit=100', admin)).json(),
    ).data;
    const actions = audit.entries.map((e) => e.action);
    for (const action of [
      'account.suspend',
      'account.reinstate',
      'account.singles_limit',
      'account.grant_subscription',
      'account.delete',
    ]) {
      expect(actions).toContain(action);
    }
    const deletion = audit.entries.find((e) => e.action === 'account.delete')!;
    expect(deletion).toMatchObject({
      actor: { id: admin.userId, label: admin.email },
      targetType: 'account',
      targetId: family.userId,
      reason: 'Asked by e-mail to be removed',
      createdAt: h.clock.now().toISOString(),
    });
    // Newest first.
    expect(audit.entries[0]?.action).toBe('account.delete');
    expect(audit.totalCount).toBe(audit.entries.length);
  });
});
