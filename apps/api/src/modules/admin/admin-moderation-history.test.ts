// Moderation, continued: a warning, a group that changed meanwhile, the history around a report.
import { ADMIN_MESSAGES, AuditResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../test/discovery-fixtures';
import { moderationSteps } from '../../test/moderation-steps';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';

/**
 * Moderation keeps its evidence (decision 025): reports grouped per profile and handled
 * together, every reporter told (a dismissal as 'no rule was broken'), edited-out text kept for
 * staff only and refused when the family puts it back, a warning, and the history around a report.
 */
describe('moderation keeps its evidence (decision 025)', () => {
  let h: SafetyHarness;
  let admin: Account;
  const { report, detail } = moderationSteps(() => ({ h, admin }));

  beforeAll(async () => {
    h = await createSafetyHarness();
    admin = await h.admin();
  });
  afterAll(() => h.close());

  it('warns the family: e-mailed with the reason, the reports actioned, audited, nothing else changed', async () => {
    const reported = await h.family('FEMALE', { plan: false });
    const reporter = await h.family('MALE', { plan: false });
    const id = await report(reporter, reported, 'harassment', 'Rude messages');
    const res = await h.adminCall('PUT', `/reports/${id}`, admin, {
      action: 'warn',
      reportIds: [id],
      reason: 'Keep your words kind to other families',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The report is handled and the reporter has been told.');
    const warning = (await h.mailTo(reported.email)).at(-1);
    expect(warning?.subject).toBe(`A warning about the profile ${reported.single.displayId}`);
    expect(warning?.text).toContain('Keep your words kind to other families');
    expect(warning?.text).not.toContain(reporter.single.displayId);
    expect((await h.mailTo(reporter.email)).map((m) => m.subject)).toEqual([
      'Your report has been handled',
    ]);
    expect((await h.get('/api/v1/account', reported.token)).statusCode).toBe(200);
    const after = await detail(id);
    expect(after).toMatchObject({ status: 'actioned', action: 'warn' });
    expect(after.reported.account?.suspendedAt).toBeNull();
    const entries = AuditResponse.parse(
      (await h.adminCall('GET', '/audit?limit=100', admin)).json(),
    ).data.entries;
    expect(entries.find((e) => e.targetId === id)).toMatchObject({
      action: 'report.warn',
      reason: 'Keep your words kind to other families',
    });
    const bad = await h.adminCall('PUT', `/reports/${id}`, admin, {
      action: 'shout',
      reportIds: [id],
      reason: 'No such action',
    });
    expect(bad.statusCode).toBe(400);
    const noIds = await h.adminCall('PUT', `/reports/${id}`, admin, {
      action: 'warn',
      reason: 'Keep your words kind',
    });
    expect(noIds.statusCode).toBe(400);
    expect(noIds.json().message).toBe(ADMIN_MESSAGES.reportIds);
  });

  it('refuses to handle a group that changed since the page loaded: a report filed meanwhile is not closed unseen', async () => {
    const reported = await h.family('FEMALE', { plan: false });
    const first = await h.family('MALE', { plan: false });
    const late = await h.family('MALE', { plan: false });
    const a = await report(first, reported, 'fake_profile');
    const shown = (await detail(a)).reports.map((r) => r.id);
    expect(shown).toEqual([a]);
    // Filed after the moderator opened the page.
    h.clock.advance(60_000);
    const b = await report(late, reported, 'harassment', 'Rude messages');
    await h.flushMail();
    const mailBefore = h.smtp.received.length;

    const stale = await h.adminCall('PUT', `/reports/${a}`, admin, {
      action: 'dismiss',
      reportIds: shown,
      reason: 'The profile is genuine',
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe(ADMIN_MESSAGES.reportsChanged);
    // Nothing closed, nobody told, nothing audited.
    expect((await detail(a)).reports.map((r) => ({ id: r.id, status: r.status }))).toEqual([
      { id: a, status: 'open' },
      { id: b, status: 'open' },
    ]);
    await h.flushMail();
    expect(h.smtp.received.length).toBe(mailBefore);
    const audited = AuditResponse.parse(
      (await h.adminCall('GET', `/audit?limit=100&target=${a}`, admin)).json(),
    ).data;
    expect(audited.totalCount).toBe(0);

    // An id the group does not hold is refused too (not handled as if seen).
    const wrong = await h.adminCall('PUT', `/reports/${a}`, admin, {
      action: 'dismiss',
      reportIds: [a, b, first.single.id],
      reason: 'The profile is genuine',
    });
    expect(wrong.statusCode, wrong.body).toBe(409);

    // Reloaded, both shown: both handled, both reporters told.
    const ok = await h.adminCall('PUT', `/reports/${a}`, admin, {
      action: 'dismiss',
      reportIds: (await detail(a)).reports.map((r) => r.id),
      reason: 'The profile is genuine',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe(
      'The 2 reports on this profile are handled; all 2 reporters have been told.',
    );
  });

  it('shows the history: the family’s earlier reports and actions, the reporter’s reports, the likes between them', async () => {
    const reported = await h.family('MALE');
    const reporter = await h.family('FEMALE');
    const bystander = await h.family('FEMALE', { plan: false });
    const elsewhere = await h.family('MALE', { plan: false });

    // Earlier: the bystander reported this profile and staff dismissed it; the reporter
    // reported someone else.
    const earlier = await report(bystander, reported, 'fake_profile');
    const dismissed = await h.adminCall('PUT', `/reports/${earlier}`, admin, {
      action: 'dismiss',
      reportIds: [earlier],
      reason: 'Genuine after all',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    h.clock.advance(1000);
    const theirs = await report(reporter, elsewhere, 'other', 'Something else');
    const limit = await h.adminCall('PUT', `/accounts/${reported.userId}/singles-limit`, admin, {
      limit: 6,
      reason: 'Large family',
    });
    expect(limit.statusCode, limit.body).toBe(200);

    // The reported single liked the reporter's; she declined.
    const like = await h.like(reported, reporter.single);
    expect(like.statusCode, like.body).toBe(200);
    const likeId = like.json().data.like._id as string;
    expect((await h.respond(reporter, likeId, 'reject')).statusCode).toBe(200);

    h.clock.advance(3_600_000);
    const id = await report(reporter, reported, 'harassment', 'Kept writing after a no');
    const { history } = await detail(id);
    expect(history.reportedAccount).toEqual([
      expect.objectContaining({
        id: earlier,
        status: 'dismissed',
        action: 'dismiss',
        resolution: 'Genuine after all',
      }),
    ]);
    // Actions on the account and on the reports about it (report.* target the report).
    expect(history.accountActions).toEqual([
      expect.objectContaining({ action: 'account.singles_limit', reason: 'Large family' }),
      expect.objectContaining({ action: 'report.dismiss', reason: 'Genuine after all' }),
    ]);
    // The audit log's target filter finds both by the account's id too.
    const byAccount = AuditResponse.parse(
      (await h.adminCall('GET', `/audit?limit=100&target=${reported.userId}`, admin)).json(),
    ).data;
    expect(byAccount.entries.map((e) => [e.action, e.targetType])).toEqual([
      ['account.singles_limit', 'account'],
      ['report.dismiss', 'report'],
    ]);
    expect(history.reporters).toEqual([
      {
        reporterId: reporter.userId,
        reports: [expect.objectContaining({ id: theirs, displayId: elsewhere.single.displayId })],
      },
    ]);
    expect(history.likes).toEqual([
      expect.objectContaining({
        id: likeId,
        reporterDisplayId: reporter.single.displayId,
        direction: 'received',
        status: 'rejected',
      }),
    ]);
  });
});
