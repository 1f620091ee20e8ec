import { AccountsResponse, AUDIT_ACTIONS, AuditResponse, SUPPORT_MESSAGES } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, users } from '../../db/schema';
import type { Account } from '../../test/discovery-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';

// Decision 024: support finds a family by what the family quotes (a phone number in
// either form, a single's display id or name), reads its billing, and reads the audit log.

const HOUR = 3_600_000;

describe('admin console: search, billing and the audit log', () => {
  let h: SafetyHarness;
  let admin: Account;

  beforeAll(async () => {
    h = await createSafetyHarness();
    admin = await h.admin();
  });
  afterAll(() => h.close());

  const search = async (q: string) => {
    const res = await h.adminCall('GET', `/accounts?q=${encodeURIComponent(q)}&limit=100`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return AccountsResponse.parse(res.json()).data;
  };

  it('finds an account by its phone number, international or local, with spaces or dashes', async () => {
    const family = await h.family('FEMALE', { plan: false });
    const national = family.phone.slice(4); // '+234' off: '80…'
    for (const q of [
      family.phone,
      `${family.phone.slice(0, 7)} ${family.phone.slice(7)}`,
      `0${national}`,
      `0${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`,
      `00234${national}`,
      `234${national}`,
    ]) {
      const page = await search(q);
      expect(
        page.accounts.map((a) => a.id),
        q,
      ).toEqual([family.userId]);
      expect(page.accounts[0]?.matchedSingle).toBeNull();
      expect(page.totalCount).toBe(1);
    }
    // A prefix finds it among others; a number nobody has finds nothing.
    expect((await search(family.phone.slice(0, 12))).accounts.map((a) => a.id)).toContain(
      family.userId,
    );
    expect((await search('+19995550000')).accounts).toEqual([]);
  });

  it('finds a number saved with its trunk 0 after the country code, however it is typed', async () => {
    const family = await h.family('MALE', { plan: false });
    const national = family.phone.slice(4); // '+234' off: '80…'
    await h.database.db
      .update(users)
      .set({ phone: `+2340${national}` })
      .where(eq(users.id, family.userId));
    for (const q of [`0${national}`, `+234${national}`, `+2340${national}`, `234 ${national}`]) {
      expect(
        (await search(q)).accounts.map((a) => a.id),
        q,
      ).toEqual([family.userId]);
    }
  });

  it("finds an account by a single's display id (any case, with or without WY-) and name, saying which single", async () => {
    const family = await h.family('MALE', { plan: false });
    const other = await h.single(family.userId, { gender: 'FEMALE' });
    const { displayId } = family.single;
    for (const q of [displayId, displayId.toLowerCase(), displayId.slice(3)]) {
      const page = await search(q);
      expect(
        page.accounts.map((a) => a.id),
        q,
      ).toEqual([family.userId]);
      expect(page.accounts[0]?.matchedSingle).toEqual({
        id: family.single.id,
        displayId,
        fullName: `${family.single.firstName} ${family.single.lastName}`,
      });
    }
    const singleName = `${other.firstName} ${other.lastName}`;
    for (const q of [other.firstName, singleName.toUpperCase()]) {
      const page = await search(q);
      expect(
        page.accounts.map((a) => a.id),
        q,
      ).toEqual([family.userId]);
      expect(page.accounts[0]?.matchedSingle?.id).toBe(other.id);
    }
    // Two singles and the account itself matching: one result per account.
    const both = await search(family.names[0]!.slice(0, 5));
    expect(both.accounts.filter((a) => a.id === family.userId)).toHaveLength(1);
    // E-mail and guardian name still work, and say no single matched.
    const byEmail = await search(family.email);
    expect(byEmail.accounts.map((a) => a.id)).toEqual([family.userId]);
    expect(byEmail.accounts[0]?.matchedSingle).toBeNull();
    // Paging past the end still counts the matches.
    const past = await h.adminCall(
      'GET',
      `/accounts?q=${encodeURIComponent(displayId)}&page=3&limit=1`,
      admin,
    );
    expect(AccountsResponse.parse(past.json()).data).toMatchObject({ accounts: [], totalCount: 1 });
  });

  it('filters the audit log by staff member, action, target and days, naming each target', async () => {
    const other = await h.admin();
    const family = await h.family('FEMALE', { plan: false });
    const second = await h.family('MALE', { plan: false });
    const limit = await h.adminCall('PUT', `/accounts/${family.userId}/singles-limit`, admin, {
      limit: 6,
      reason: 'Six daughters, checked',
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const suspend = await h.adminCall('PUT', `/accounts/${second.userId}/suspend`, other, {
      reason: 'Shared a phone number',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const [plan] = await h.database.db.select().from(plans).limit(1);
    const edit = await h.adminCall('PUT', `/plans/${plan!.id}`, other, {
      planDescription: 'A year of everything',
      reason: 'Clearer wording',
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const audit = async (query: string) => {
      const res = await h.adminCall('GET', `/audit?limit=100&${query}`, admin);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      return AuditResponse.parse(res.json()).data;
    };

    const byTarget = await audit(`target=${family.userId}`);
    expect(byTarget.entries.map((e) => e.action)).toEqual(['account.singles_limit']);
    expect(byTarget.entries[0]).toMatchObject({
      targetType: 'account',
      target: { label: family.email, accountId: family.userId },
      details: { limit: 6 },
      actor: { id: admin.userId, label: admin.email },
    });

    const byOther = await audit(`actor=${other.userId}`);
    expect(byOther.entries.map((e) => e.action).sort()).toEqual(['account.suspend', 'plan.update']);
    const byEmail = await audit(`actor=${encodeURIComponent(other.email.toUpperCase())}`);
    expect(byEmail.entries.map((e) => e.id).sort()).toEqual(
      byOther.entries.map((e) => e.id).sort(),
    );
    const planEntry = byOther.entries.find((e) => e.action === 'plan.update')!;
    expect(planEntry.target).toEqual({
      label: `${plan!.planName} (${plan!.currency})`,
      accountId: null,
    });
    expect(planEntry.details).toMatchObject({
      before: { planDescription: plan!.planDescription },
      after: { planDescription: 'A year of everything' },
    });

    const suspensions = await audit(`action=account.suspend&actor=${other.userId}`);
    expect(suspensions.entries.map((e) => e.targetId)).toEqual([second.userId]);
    expect(suspensions.totalCount).toBe(1);

    const today = h.clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(h.clock.now().getTime() + 24 * HOUR).toISOString().slice(0, 10);
    expect((await audit(`from=${today}&to=${today}&target=${second.userId}`)).totalCount).toBe(1);
    expect((await audit(`from=${tomorrow}&target=${second.userId}`)).totalCount).toBe(0);
    expect((await audit(`to=2000-01-01`)).entries).toEqual([]);

    // A deleted account keeps the e-mail its deletion recorded as its name.
    const gone = await h.family('FEMALE', { plan: false });
    const del = await h.adminCall('DELETE', `/accounts/${gone.userId}`, admin, {
      reason: 'Asked by the family',
    });
    expect(del.statusCode, del.body).toBe(200);
    const deleted = await audit(`target=${gone.userId}`);
    expect(deleted.entries[0]?.target).toEqual({ label: gone.email, accountId: null });

    // Every action the log holds is one the contract lists (the console names each of them).
    const everything = await audit('');
    expect(everything.entries.length).toBeGreaterThan(0);
    for (const entry of everything.entries) expect(AUDIT_ACTIONS).toContain(entry.action);

    // Past the last page the total still answers.
    const past = await h.adminCall('GET', `/audit?page=9&limit=1&actor=${other.userId}`, admin);
    expect(AuditResponse.parse(past.json()).data).toMatchObject({ entries: [], totalCount: 2 });
  });

  it('refuses bad audit filters with 400 and says why', async () => {
    const cases: [string, string][] = [
      ['actor=someone', SUPPORT_MESSAGES.actor],
      ['action=DROP%20TABLE', SUPPORT_MESSAGES.action],
      // Only the actions the API writes: the web's old name for bringing a plan back is refused.
      ['action=plan.revive', SUPPORT_MESSAGES.action],
      [`target=${'x'.repeat(65)}`, SUPPORT_MESSAGES.target],
      ['target=a%25b', SUPPORT_MESSAGES.target],
      ['from=2026-13-01', SUPPORT_MESSAGES.from],
      ['to=yesterday', SUPPORT_MESSAGES.to],
      ['from=2026-06-10&to=2026-06-01', SUPPORT_MESSAGES.range],
    ];
    for (const [query, message] of cases) {
      const res = await h.adminCall('GET', `/audit?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
  });
});
