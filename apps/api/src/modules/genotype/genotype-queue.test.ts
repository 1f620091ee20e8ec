import {
  AuditResponse,
  GENOTYPE_FILE_MESSAGES,
  GenotypeCheckResponse,
  VerificationsResponse,
} from '@waliyy/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, genotypeEvidence } from '../../db/schema';
import type { Account } from '../../test/discovery-fixtures';
import type { Family } from '../../test/likes-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';
import { JPEG, PDF, PNG, upload } from './genotype-test-files';

// Decision 083, the genotype checked: the staff side — the queue, opening the file (audited),
// the verdict, at which the file is deleted and the family told.

describe('genotype evidence: the staff queue and the verdict', () => {
  let h: SafetyHarness;
  let admin: Account;

  beforeAll(async () => {
    h = await createSafetyHarness();
    admin = await h.admin();
  });
  afterAll(() => h.close());

  const queue = async (query = '') => {
    const res = await h.adminCall('GET', `/verifications${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return VerificationsResponse.parse(res.json());
  };
  const uploaded = async (family: Family, file = PNG) => {
    h.clock.advance(60_000);
    expect((await upload(h, family.token, family.single.id, file)).statusCode).toBe(200);
    const [row] = await h.database.db
      .select({ id: genotypeEvidence.id })
      .from(genotypeEvidence)
      .where(
        and(eq(genotypeEvidence.childId, family.single.id), eq(genotypeEvidence.status, 'pending')),
      );
    return row!.id;
  };
  /** The e-mails about the genotype (a family with a plan has its receipt too). */
  const genotypeMail = async (family: Family) =>
    (await h.mailTo(family.email)).filter((m) => m.subject.includes('genotype'));
  const rowOf = async (id: string) =>
    (await h.database.db.select().from(genotypeEvidence).where(eq(genotypeEvidence.id, id)))[0];

  it('lists waiting lab results oldest first, page by page, with what staff need to judge', async () => {
    const families = [await h.family('FEMALE'), await h.family('MALE'), await h.family('FEMALE')];
    const ids = [];
    for (const family of families) ids.push(await uploaded(family));
    const first = await queue('?page=1&limit=2');
    expect(first.meta).toMatchObject({ page: 1, limit: 2, totalCount: 3 });
    expect(first.data.map((item) => item.id)).toEqual(ids.slice(0, 2));
    expect(first.data[0]).toEqual({
      id: ids[0],
      childId: families[0]!.single.id,
      displayId: families[0]!.single.displayId,
      gender: 'FEMALE',
      claimedGenotype: families[0]!.single.genotype,
      fileType: 'image/png',
      size: PNG.length,
      uploadedAt: expect.any(String),
    });
    // Nothing of the family: no name, no address, no phone.
    const body = JSON.stringify(first);
    for (const secret of families.flatMap((f) => [...f.names, f.email, f.phone])) {
      expect(body).not.toContain(secret);
    }
    const second = await queue('?page=2&limit=2');
    expect(second.data.map((item) => item.id)).toEqual(ids.slice(2));
    // A replaced upload leaves the queue; its replacement joins at the end.
    const replacement = await uploaded(families[0]!, JPEG);
    expect((await queue('?limit=10')).data.map((item) => item.id)).toEqual([
      ids[1],
      ids[2],
      replacement,
    ]);
    for (const id of [ids[1]!, ids[2]!, replacement]) {
      await h.adminCall('PUT', `/verifications/${id}`, admin, { verdict: 'checked' });
    }
    expect((await queue()).data).toEqual([]);
  });

  it('is staff only: 403 for a guardian, 401 without a token, nothing opened or decided', async () => {
    const family = await h.family('MALE');
    const id = await uploaded(family);
    for (const [method, path, body] of [
      ['GET', '/verifications', undefined],
      ['GET', `/verifications/${id}/file`, undefined],
      ['PUT', `/verifications/${id}`, { verdict: 'checked' }],
    ] as const) {
      const guardian = await h.adminCall(method, path, family, body);
      expect(guardian.statusCode, path).toBe(403);
      expect(guardian.json().code).toBe('FORBIDDEN');
      expect((await h.adminCall(method, path, null, body)).statusCode).toBe(401);
    }
    expect(await rowOf(id)).toMatchObject({ status: 'pending', decidedAt: null });
    await h.adminCall('PUT', `/verifications/${id}`, admin, { verdict: 'checked' });
  });

  it('serves the file as an attachment, never cached or sniffed, and audits each opening', async () => {
    const family = await h.family('FEMALE');
    const id = await uploaded(family, PDF);
    const res = await h.adminCall('GET', `/verifications/${id}/file`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="lab-result-${family.single.displayId}.pdf"`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('no-store');
    const audit = await h.adminCall('GET', `/audit?target=${family.single.id}`, admin);
    const entries = AuditResponse.parse(audit.json()).data.entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'genotype.open_file',
      actor: { id: admin.userId },
      targetType: 'single',
      targetId: family.single.id,
    });
    expect(
      (await h.adminCall('GET', `/verifications/${crypto.randomUUID()}/file`, admin)).statusCode,
    ).toBe(404);
    await h.adminCall('PUT', `/verifications/${id}`, admin, { verdict: 'checked' });
  });

  it('checked: the badge is set, the bytes are gone, the verdict kept, the family told', async () => {
    const family = await h.family('FEMALE');
    const id = await uploaded(family);
    const res = await h.adminCall('PUT', `/verifications/${id}`, admin, { verdict: 'checked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(GENOTYPE_FILE_MESSAGES.verdictChecked);
    // The bytes are gone from the row; only the verdict, who and when remain.
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'checked',
      file: null,
      decidedBy: admin.userId,
      decidedAt: h.clock.now(),
    });
    // No bytes of this single's lab results remain anywhere in the table.
    const withBytes = await h.database.db
      .select({ id: genotypeEvidence.id })
      .from(genotypeEvidence)
      .where(and(eq(genotypeEvidence.childId, family.single.id), isNotNull(genotypeEvidence.file)));
    expect(withBytes).toEqual([]);
    const [child] = await h.database.db
      .select({ at: children.genotypeCheckedAt })
      .from(children)
      .where(eq(children.id, family.single.id));
    expect(child?.at).toEqual(h.clock.now());
    // The file cannot be opened again, nor decided twice.
    expect((await h.adminCall('GET', `/verifications/${id}/file`, admin)).statusCode).toBe(404);
    const twice = await h.adminCall('PUT', `/verifications/${id}`, admin, {
      verdict: 'rejected',
      reason: 'Blurred',
    });
    expect(twice.statusCode).toBe(404);
    const state = await h.get(
      `/api/v1/parent/child/${family.single.id}/genotype-evidence`,
      family.token,
    );
    expect(GenotypeCheckResponse.parse(state.json()).data.state).toBe('checked');
    const mail = await genotypeMail(family);
    expect(mail.map((m) => m.subject)).toEqual([
      `The genotype on the profile ${family.single.displayId} is checked`,
    ]);
    const audit = AuditResponse.parse(
      (
        await h.adminCall('GET', `/audit?target=${family.single.id}&action=genotype.checked`, admin)
      ).json(),
    ).data.entries;
    expect(audit).toHaveLength(1);
  });

  it('rejected: a reason is required, the family is told it, the bytes are gone, a new file may come', async () => {
    const family = await h.family('MALE');
    const id = await uploaded(family, JPEG);
    const bare = await h.adminCall('PUT', `/verifications/${id}`, admin, { verdict: 'rejected' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({ reason: GENOTYPE_FILE_MESSAGES.reasonRequired });
    const bad = await h.adminCall('PUT', `/verifications/${id}`, admin, { verdict: 'maybe' });
    expect(bad.statusCode).toBe(400);
    const reason = 'The result is for another name; please send the single’s own.';
    const res = await h.adminCall('PUT', `/verifications/${id}`, admin, {
      verdict: 'rejected',
      reason,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'rejected', file: null, reason });
    const [child] = await h.database.db
      .select({ at: children.genotypeCheckedAt })
      .from(children)
      .where(eq(children.id, family.single.id));
    expect(child?.at).toBeNull();
    const state = await h.get(
      `/api/v1/parent/child/${family.single.id}/genotype-evidence`,
      family.token,
    );
    expect(GenotypeCheckResponse.parse(state.json()).data).toMatchObject({
      state: 'rejected',
      reason,
    });
    const mail = await genotypeMail(family);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(
      `We could not check the genotype on the profile ${family.single.displayId}`,
    );
    expect(mail[0]?.text).toContain(reason);
    // A new upload waits again; the rejected verdict stays on record.
    const again = await uploaded(family);
    expect(again).not.toBe(id);
    expect((await queue()).data.map((item) => item.id)).toContain(again);
    expect(await rowOf(id)).toMatchObject({ status: 'rejected' });
  });
});
