import {
  ADMIN_MESSAGES,
  AdminReportResponse,
  AuditResponse,
  ExploreResponse,
  NonRespondersResponse,
  REDACTED_TEXT,
  ReportResponse,
  ReportsResponse,
  SAFETY_MESSAGES,
} from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likeNonResponses, likes } from '../../db/schema';
import type { Account } from '../../test/discovery-fixtures';
import type { Family } from '../../test/likes-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';

describe('reports, the queue and non-responders (decision 012)', () => {
  let h: SafetyHarness;
  let admin: Account;

  const report = (who: Family, body: Record<string, unknown>) =>
    h.call('POST', '/api/v1/report', who.token, body);
  const queue = async (status = 'open') =>
    ReportsResponse.parse((await h.adminCall('GET', `/reports?status=${status}`, admin)).json())
      .data;

  beforeAll(async () => {
    h = await createSafetyHarness();
    admin = await h.admin();
  });
  afterAll(() => h.close());

  it('validates a report and refuses an own single or another account’s childId', async () => {
    const reporter = await h.family('FEMALE', { plan: false });
    const other = await h.family('MALE', { plan: false });
    const badReason = await report(reporter, { profile: other.single.id, reason: 'rude' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toBe(SAFETY_MESSAGES.reason);
    const longNote = await report(reporter, {
      profile: other.single.id,
      reason: 'other',
      note: 'x'.repeat(1001),
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().message).toBe(SAFETY_MESSAGES.note);
    const own = await report(reporter, { profile: reporter.single.id, reason: 'other' });
    expect(own.statusCode).toBe(404);
    const notMine = await report(reporter, {
      profile: other.single.id,
      reason: 'other',
      childId: other.single.id,
    });
    expect(notMine.statusCode).toBe(404);
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/api/v1/report',
      payload: { profile: other.single.id, reason: 'other' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('queues a report (a repeat answers the same one); staff suspend from the queue; the reporter is told', async () => {
    const reporter = await h.family('FEMALE', { plan: false });
    const reported = await h.family('MALE', { plan: false });
    const first = await report(reporter, {
      profile: reported.single.id,
      reason: 'contact_details',
      note: 'Put his number in the about text',
      childId: reporter.single.id,
    });
    expect(first.statusCode, first.body).toBe(200);
    const receipt = ReportResponse.parse(first.json());
    expect(receipt).toMatchObject({ message: SAFETY_MESSAGES.reported, data: { isNew: true } });
    const again = ReportResponse.parse(
      (await report(reporter, { profile: reported.single.id, reason: 'other' })).json(),
    );
    expect(again.data).toEqual({ _id: receipt.data._id, isNew: false });

    const open = await queue();
    const entry = open.reports.find((r) => r.id === receipt.data._id);
    expect(entry).toMatchObject({
      reason: 'contact_details',
      note: 'Put his number in the about text',
      status: 'open',
      source: 'family',
      findings: [],
      reporter: { id: reporter.userId, email: reporter.email },
      reported: {
        childId: reported.single.id,
        displayId: reported.single.displayId,
        account: { id: reported.userId, email: reported.email, suspendedAt: null },
      },
    });
    const detail = AdminReportResponse.parse(
      (await h.adminCall('GET', `/reports/${receipt.data._id}`, admin)).json(),
    ).data;
    expect(detail.profile?.firstName).toBe(reported.single.firstName);

    const explore = async () =>
      ExploreResponse.parse(
        (
          await h.get(`/api/v1/parent?childId=${reporter.single.id}&limit=100`, reporter.token)
        ).json(),
      ).data.children.map((c) => c.id);
    expect(await explore()).toContain(reported.single.id);

    const act = await h.adminCall('PUT', `/reports/${receipt.data._id}`, admin, {
      action: 'suspend',
      reportIds: [receipt.data._id],
      reason: 'Contact details in the profile',
    });
    expect(act.statusCode, act.body).toBe(200);
    expect(act.json().message).toBe(ADMIN_MESSAGES.reportHandled);
    expect((await h.get('/api/v1/account', reported.token)).json().code).toBe('ACCOUNT_SUSPENDED');
    expect(await explore()).not.toContain(reported.single.id);
    const mail = (await h.mailTo(reporter.email)).at(-1);
    expect(mail?.subject).toBe('Your report has been handled');
    expect(mail?.text).toContain(reported.single.displayId);
    expect(mail?.text).not.toContain(reported.single.firstName);

    expect((await queue()).reports.map((r) => r.id)).not.toContain(receipt.data._id);
    expect((await queue('actioned')).reports[0]).toMatchObject({
      id: receipt.data._id,
      action: 'suspend',
      resolution: 'Contact details in the profile',
    });
    const twice = await h.adminCall('PUT', `/reports/${receipt.data._id}`, admin, {
      action: 'dismiss',
      reportIds: [receipt.data._id],
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('edits out the offending text, or dismisses; lists open reports oldest first', async () => {
    const reporter = await h.family('FEMALE', { plan: false });
    const a = await h.family('MALE', { plan: false });
    const b = await h.family('MALE', { plan: false });
    const first = ReportResponse.parse(
      (await report(reporter, { profile: a.single.id, reason: 'inappropriate_content' })).json(),
    ).data._id;
    h.clock.advance(1000);
    const second = ReportResponse.parse(
      (await report(reporter, { profile: b.single.id, reason: 'fake_profile' })).json(),
    ).data._id;
    const ids = (await queue()).reports.map((r) => r.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));

    const noFields = await h.adminCall('PUT', `/reports/${first}`, admin, {
      action: 'redact',
      reportIds: [first],
      reason: 'Rude words',
    });
    expect(noFields.statusCode).toBe(400);
    expect(noFields.json().message).toBe(ADMIN_MESSAGES.fields);
    const redact = await h.adminCall('PUT', `/reports/${first}`, admin, {
      action: 'redact',
      fields: ['about', 'relocationPlans'],
      reportIds: [first],
      reason: 'Rude words',
    });
    expect(redact.statusCode, redact.body).toBe(200);
    const profile = (await h.get(`/api/v1/parent/child/${a.single.id}`, a.token)).json().data;
    expect(profile.about).toBe(REDACTED_TEXT);
    expect(profile.relocationPlans).toBeNull();
    expect(profile.aboutDressing).toBe(a.single.aboutDressing);
    expect((await h.get('/api/v1/account', a.token)).statusCode).toBe(200);

    const dismiss = await h.adminCall('PUT', `/reports/${second}`, admin, {
      action: 'dismiss',
      reportIds: [second],
      reason: 'Looks genuine',
    });
    expect(dismiss.statusCode).toBe(200);
    expect((await queue('dismissed')).reports.map((r) => r.id)).toContain(second);
    // Acted on: 'handled'; dismissed: 'reviewed', no rule broken (decision 025).
    expect((await h.mailTo(reporter.email)).map((m) => m.subject)).toEqual([
      'Your report has been handled',
      'Your report has been reviewed',
    ]);

    const audit = AuditResponse.parse((await h.adminCall('GET', '/audit?limit=100', admin)).json())
      .data.entries;
    const redaction = audit.find((e) => e.action === 'report.redact');
    expect(redaction).toMatchObject({
      actor: { label: admin.email },
      targetType: 'report',
      targetId: first,
      reason: 'Rude words',
      details: { fields: ['about', 'relocationPlans'] },
    });
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['report.suspend', 'report.dismiss']),
    );
  });

  it('lists accounts with unanswered likes and e-mails them a warning', async () => {
    const liker = await h.family('MALE', { plan: false });
    const silent = await h.family('FEMALE', { plan: false });
    const now = h.clock.now();
    const rows = await h.database.db
      .insert(likes)
      .values(
        [0, 1].map(() => ({
          initiatorId: liker.single.id,
          receiverId: silent.single.id,
          status: 'expired' as const,
          closedAt: now,
        })),
      )
      .returning({ id: likes.id });
    await h.database.db.insert(likeNonResponses).values(
      rows.map((r) => ({
        userId: silent.userId,
        childId: silent.single.id,
        likeId: r.id,
        expiredAt: now,
      })),
    );
    const list = NonRespondersResponse.parse(
      (await h.adminCall('GET', '/non-responders?page=1', admin)).json(),
    ).data;
    expect(list.accounts[0]).toMatchObject({
      accountId: silent.userId,
      email: silent.email,
      count: 2,
      warnedAt: null,
    });

    const warn = await h.adminCall('POST', `/non-responders/${silent.userId}/warn`, admin, {
      reason: 'Two likes expired unanswered',
    });
    expect(warn.statusCode, warn.body).toBe(200);
    const mail = (await h.mailTo(silent.email)).at(-1);
    expect(mail?.subject).toBe('Please answer the families who like your singles');
    expect(mail?.text).toContain('2 interests');
    const after = NonRespondersResponse.parse(
      (await h.adminCall('GET', '/non-responders', admin)).json(),
    ).data;
    expect(after.accounts[0]?.warnedAt).toBe(h.clock.now().toISOString());
    const none = await h.adminCall('POST', `/non-responders/${liker.userId}/warn`, admin, {
      reason: 'Nothing to warn about',
    });
    expect(none.statusCode).toBe(404);
  });
});
