// Moderation: reports grouped per profile, edited-out text kept for staff, a dismissal.
import { AuditResponse, CHILD_MESSAGES, REDACTED_TEXT } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../test/discovery-fixtures';
import { moderationSteps } from '../../test/moderation-steps';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';

const INSULT = 'Families from the north are all liars and thieves, stay away';

/**
 * Moderation keeps its evidence (decision 025): reports grouped per profile and handled
 * together, every reporter told (a dismissal as 'no rule was broken'), edited-out text kept for
 * staff only and refused when the family puts it back, a warning, and the history around a report.
 */
describe('moderation keeps its evidence (decision 025)', () => {
  let h: SafetyHarness;
  let admin: Account;
  const { report, queue, detail, putSingle } = moderationSteps(() => ({ h, admin }));

  beforeAll(async () => {
    h = await createSafetyHarness();
    admin = await h.admin();
  });
  afterAll(() => h.close());

  it('groups two reports on one profile; editing out text resolves both, keeps the text for staff, tells the family and each reporter, and refuses the text put back', async () => {
    const reported = await h.family('MALE', { plan: false, single: { about: INSULT } });
    const first = await h.family('FEMALE', { plan: false });
    const second = await h.family('FEMALE', { plan: false });
    const a = await report(first, reported, 'inappropriate_content', 'Insults in About');
    h.clock.advance(60_000);
    const b = await report(second, reported, 'harassment');

    // One row for the profile, with both reasons; either id opens the same group.
    const rows = (await queue()).reports.filter(
      (r) => r.reported.displayId === reported.single.displayId,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: a,
      reportCount: 2,
      reasons: ['harassment', 'inappropriate_content'],
      lastReportedAt: h.clock.now().toISOString(),
    });
    const byB = await detail(b);
    expect(byB.id).toBe(b);
    expect(byB.reports.map((r) => r.id)).toEqual([a, b]);
    expect(byB.publicProfile).toMatchObject({
      displayId: reported.single.displayId,
      about: INSULT,
    });
    expect(byB.publicProfile).not.toHaveProperty('firstName');

    const act = await h.adminCall('PUT', `/reports/${b}`, admin, {
      action: 'redact',
      fields: ['about'],
      reportIds: [a, b],
      reason: 'Insults a whole region',
    });
    expect(act.statusCode, act.body).toBe(200);
    expect(act.json().message).toBe(
      'The 2 reports on this profile are handled; all 2 reporters have been told.',
    );
    expect((await queue()).reports.map((r) => r.id)).not.toContain(a);
    const handled = (await queue('actioned')).reports.find((r) => r.id === a);
    expect(handled).toMatchObject({ reportCount: 2, action: 'redact' });
    const again = await h.adminCall('PUT', `/reports/${a}`, admin, {
      action: 'dismiss',
      reportIds: [a, b],
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);

    // The profile reads the notice; the text is kept, for staff only.
    const own = (await h.get(`/api/v1/parent/child/${reported.single.id}`, reported.token)).json();
    expect(own.data.about).toBe(REDACTED_TEXT);
    expect(JSON.stringify(own)).not.toContain(INSULT);
    const seen = await h.get(
      `/api/v1/recommendation/${reported.single.id}?childId=${first.single.id}`,
      first.token,
    );
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.body).not.toContain(INSULT);
    const evidence = await detail(a);
    expect(evidence.status).toBe('actioned');
    expect(evidence.reports.map((r) => r.id)).toEqual([a, b]);
    expect(evidence.removedTexts).toEqual([
      expect.objectContaining({
        field: 'about',
        text: INSULT,
        reportId: b,
        removedBy: admin.email,
      }),
    ]);
    const audit = AuditResponse.parse(
      (await h.adminCall('GET', '/audit?limit=100', admin)).json(),
    ).data.entries.find((e) => e.action === 'report.redact' && e.targetId === b);
    expect(audit?.details).toMatchObject({
      reportIds: [a, b],
      fields: ['about'],
      removedTexts: { about: INSULT },
    });

    // The family: what was removed and why; each reporter once, that action was taken.
    const familyMail = (await h.mailTo(reported.email)).at(-1);
    expect(familyMail?.subject).toBe(
      `We removed text from the profile ${reported.single.displayId}`,
    );
    expect(familyMail?.text).toContain(`About: “${INSULT}”`);
    expect(familyMail?.text).toContain('Why: Insults a whole region');
    expect(familyMail?.text).not.toContain(first.email);
    for (const reporter of [first, second]) {
      const mails = await h.mailTo(reporter.email);
      expect(mails.map((m) => m.subject)).toEqual(['Your report has been handled']);
      expect(mails[0]?.text).toContain('taken the action it called for');
      expect(mails[0]?.text).not.toContain(INSULT);
    }

    // The same text back — whole, in another case and spacing, or inside more — is refused.
    for (const about of [
      INSULT,
      '  FAMILIES from the North are all liars   and thieves... stay away!',
      `I am kind. ${INSULT.toUpperCase()}. I pray on time.`,
    ]) {
      const back = await putSingle(reported, { about });
      expect(back.statusCode, about).toBe(400);
      expect(back.json()).toMatchObject({
        code: 'VALIDATION',
        message: CHILD_MESSAGES.removedText,
        errors: { about: CHILD_MESSAGES.removedText },
      });
    }
    // In another field too (decision 51): every field other families read is held against it.
    const other = await putSingle(reported, {
      about: 'Calm, kind and honest; I love my family.',
      aboutDressing: INSULT,
    });
    expect(other.statusCode, other.body).toBe(400);
    expect(other.json().errors).toEqual({ aboutDressing: CHILD_MESSAGES.removedText });
    const rewritten = await putSingle(reported, { about: 'Families from the north are welcome' });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
  });

  it('a dismissal tells each reporter it was reviewed and no rule was broken', async () => {
    const reported = await h.family('FEMALE', { plan: false });
    const first = await h.family('MALE', { plan: false });
    const second = await h.family('MALE', { plan: false });
    const a = await report(first, reported, 'fake_profile');
    const b = await report(second, reported, 'other', 'Looks odd');
    const res = await h.adminCall('PUT', `/reports/${a}`, admin, {
      action: 'dismiss',
      reportIds: [a, b],
      reason: 'The profile is genuine',
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const reporter of [first, second]) {
      const mails = await h.mailTo(reporter.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Your report has been reviewed');
      expect(mails[0]?.text).toContain('found that no rule was broken');
      expect(mails[0]?.text).not.toContain('action');
    }
    expect(await h.mailTo(reported.email)).toEqual([]);
    const dismissed = (await queue('dismissed')).reports.filter(
      (r) => r.reported.displayId === reported.single.displayId,
    );
    expect(dismissed).toEqual([
      expect.objectContaining({ reportCount: 2, status: 'dismissed', action: 'dismiss' }),
    ]);
  });
});
