import { ADMIN_MESSAGES, AdminReportResponse, ReportsResponse } from '@waliyy/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, reports } from '../../db/schema';
import type { Account } from '../../test/discovery-fixtures';
import type { Family } from '../../test/likes-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';
import { type ScanOptions, type ScanRefusal, scanStoredProfiles } from './contact-scan';

// `npm run safety:scan` (decisions 019 and 067): stored profiles the detector refuses are filed
// in the staff queue, once, and never edited. Real database, the scan's own module; the script
// around it is started as a process in scripts/safety-scan.test.ts.

const PHONE = '08031234567';
const EMAIL = 'maryam.b@gmail.com';

describe('the safety scan of stored profiles', () => {
  let h: SafetyHarness;
  let admin: Account;
  let clean: Family[];
  let phone: Family;
  let guardianName: Family;
  let speaker: Family;

  /** Small pages, so that the keyset paging is walked across several of them. */
  const scan = async (options: Partial<ScanOptions> = {}) => {
    const refusals: ScanRefusal[] = [];
    const summary = await scanStoredProfiles(h.database.db, {
      now: () => h.clock.now(),
      batchSize: 2,
      onRefused: (refusal) => refusals.push(refusal),
      ...options,
    });
    return { summary, refusals };
  };
  const reportRows = () => h.database.db.select().from(reports).orderBy(asc(reports.childId));
  const profiles = () => h.database.db.select().from(children).orderBy(asc(children.id));
  const scanReportOn = (family: Family) =>
    h.database.db.select().from(reports).where(eq(reports.childId, family.single.id));
  const queue = async (status = 'open') =>
    ReportsResponse.parse(
      (await h.adminCall('GET', `/reports?status=${status}&limit=100`, admin)).json(),
    ).data.reports;

  beforeAll(async () => {
    h = await createSafetyHarness();
    admin = await h.admin();
    clean = [
      await h.family('FEMALE', { plan: false }),
      await h.family('MALE', { plan: false }),
      await h.family('FEMALE', { plan: false }),
    ];
    phone = await h.family('FEMALE', {
      plan: false,
      single: { about: `Calm and family-minded. My number is ${PHONE}.` },
    });
    guardianName = await h.family('MALE', { plan: false });
    // The account holder's surname, which the Terms check at set-up did not look for.
    const holderLast = guardianName.names[1] ?? '';
    await h.database.db
      .update(children)
      .set({ profession: `Pharmacist at ${holderLast} Pharmacy` })
      .where(eq(children.id, guardianName.single.id));
    speaker = await h.family('FEMALE', {
      plan: false,
      single: { speakersListenedTo: ['Mufti Menk', EMAIL] },
    });
  });
  afterAll(() => h.close());

  it('files one report per refused single, with what was found where, and edits nothing', async () => {
    const before = await profiles();
    const { summary, refusals } = await scan();
    expect(summary).toEqual({
      scanned: 6,
      refused: 3,
      filed: 3,
      wouldFile: 0,
      alreadyOpen: 0,
      alreadyHandled: 0,
    });
    expect(refusals.map((r) => r.childId).sort()).toEqual(
      [phone, guardianName, speaker].map((f) => f.single.id).sort(),
    );
    expect(new Set(refusals.map((r) => r.outcome))).toEqual(new Set(['filed']));

    const rows = await reportRows();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row).toMatchObject({
        source: 'scan',
        reason: 'contact_details',
        status: 'open',
        reporterUserId: null,
        reporterChildId: null,
        note: null,
        createdAt: h.clock.now(),
      });
    }
    const [phoneReport] = await scanReportOn(phone);
    expect(phoneReport).toMatchObject({
      reportedUserId: phone.userId,
      reportedDisplayId: phone.single.displayId,
    });
    const about = phone.single.about;
    const inAbout = phoneReport?.findings?.about;
    expect(Object.keys(phoneReport?.findings ?? {})).toEqual(['about']);
    expect(inAbout?.kind).toBe('phone');
    expect(inAbout?.text).toContain(PHONE);
    expect(about.slice(inAbout?.start, inAbout?.end)).toBe(inAbout?.text);

    const [nameReport] = await scanReportOn(guardianName);
    expect(nameReport?.findings?.profession?.kind).toBe('name');
    expect(nameReport?.findings?.profession?.text).toContain(guardianName.names[1]);

    const [speakerReport] = await scanReportOn(speaker);
    expect(speakerReport?.findings?.speakersListenedTo).toMatchObject({ kind: 'email', item: 1 });
    expect(speakerReport?.findings?.speakersListenedTo?.text).toContain(EMAIL);

    for (const family of clean) expect(await scanReportOn(family)).toEqual([]);
    // Not a word of any profile changed, nor its updated-at.
    expect(await profiles()).toEqual(before);
  });

  it('files nothing new when run again while the reports are open', async () => {
    const before = await reportRows();
    const { summary, refusals } = await scan({ batchSize: 500 });
    expect(summary).toMatchObject({ scanned: 6, refused: 3, filed: 0, alreadyOpen: 3 });
    expect(new Set(refusals.map((r) => r.outcome))).toEqual(new Set(['open']));
    expect(await reportRows()).toEqual(before);
  });

  it('shows staff a scan report: no reporter, the findings; handling it e-mails no one', async () => {
    const open = await queue();
    const entry = open.find((r) => r.reported.childId === phone.single.id);
    expect(entry).toMatchObject({
      source: 'scan',
      reason: 'contact_details',
      note: null,
      reporter: null,
      reported: {
        displayId: phone.single.displayId,
        account: { id: phone.userId, email: phone.email },
      },
      findings: [{ field: 'about', kind: 'phone' }],
    });
    expect(entry?.findings[0]?.text).toContain(PHONE);
    const speakerEntry = open.find((r) => r.reported.childId === speaker.single.id);
    expect(speakerEntry?.findings).toMatchObject([
      { field: 'speakersListenedTo', kind: 'email', item: 1 },
    ]);
    const detail = AdminReportResponse.parse(
      (await h.adminCall('GET', `/reports/${entry?.id}`, admin)).json(),
    ).data;
    expect(detail).toMatchObject({ source: 'scan', profile: { about: phone.single.about } });

    await h.flushMail();
    const mailBefore = h.smtp.received.length;
    const dismiss = await h.adminCall('PUT', `/reports/${entry?.id}`, admin, {
      action: 'dismiss',
      reportIds: [entry?.id],
      reason: 'A pharmacy number, not hers',
    });
    expect(dismiss.statusCode, dismiss.body).toBe(200);
    expect(dismiss.json().message).toBe(ADMIN_MESSAGES.reportHandledNoReporter);
    await h.flushMail();
    expect(h.smtp.received.length).toBe(mailBefore);
    expect((await queue('dismissed')).map((r) => r.id)).toContain(entry?.id);
  });

  it('does not file a finding staff dismissed again, but files the single once its text finds something new', async () => {
    const again = await scan();
    expect(again.summary).toMatchObject({
      refused: 3,
      filed: 0,
      alreadyOpen: 2,
      alreadyHandled: 1,
    });
    expect(again.refusals.find((r) => r.childId === phone.single.id)?.outcome).toBe('handled');

    await h.database.db
      .update(children)
      .set({ aboutDressing: 'Write to me at maryam.b@yahoo.com' })
      .where(eq(children.id, phone.single.id));
    const changed = await scan();
    expect(changed.summary).toMatchObject({ refused: 3, filed: 1, alreadyOpen: 2 });
    const filed = (await scanReportOn(phone)).find((r) => r.status === 'open');
    expect(Object.keys(filed?.findings ?? {}).sort()).toEqual(['about', 'aboutDressing']);
  });

  it('lists without filing on a dry run', async () => {
    const late = await h.family('MALE', {
      plan: false,
      single: { relocationPlans: 'Text me on +44 7911 123456 to talk about it' },
    });
    const before = await reportRows();
    const { summary, refusals } = await scan({ isDryRun: true });
    expect(summary).toMatchObject({ scanned: 7, refused: 4, filed: 0, wouldFile: 1 });
    expect(refusals.find((r) => r.childId === late.single.id)).toMatchObject({
      displayId: late.single.displayId,
      outcome: 'would-file',
      findings: { relocationPlans: { kind: expect.any(String) } },
    });
    expect(await reportRows()).toEqual(before);
  });

  it('reports a stored profile whose fields make a phone number only together (decision 073)', async () => {
    const split = await h.family('FEMALE', { plan: false });
    await h.database.db
      .update(children)
      .set({
        profession: 'Nurse 0803',
        aboutDressing: 'Abaya 123',
        aboutEducationAndJob: 'Office 4567',
      })
      .where(eq(children.id, split.single.id));
    const { refusals } = await scan({ isDryRun: true });
    const found = refusals.find((r) => r.childId === split.single.id)?.findings;
    expect(Object.keys(found ?? {}).sort()).toEqual([
      'aboutDressing',
      'aboutEducationAndJob',
      'profession',
    ]);
    expect(found?.aboutDressing?.parts?.map((part) => part.text)).toEqual(['0803', '123', '4567']);
  });
});
