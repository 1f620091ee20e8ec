import {
  GENOTYPE_FILE_MAX_BYTES,
  GENOTYPE_FILE_MESSAGES,
  GenotypeCheckResponse,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, genotypeEvidence } from '../../db/schema';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';
import { EXE, HTML, JPEG, PDF, PNG, upload } from './genotype-test-files';

// Decision 083, the genotype checked: the family's side — what a lab result may be, whose single
// it may be for, and what the family sees.

describe('genotype evidence: the upload', () => {
  let h: SafetyHarness;

  beforeAll(async () => {
    h = await createSafetyHarness();
  });
  afterAll(() => h.close());

  const rows = (childId: string) =>
    h.database.db.select().from(genotypeEvidence).where(eq(genotypeEvidence.childId, childId));
  const checkOf = async (token: string, childId: string) => {
    const res = await h.get(`/api/v1/parent/child/${childId}/genotype-evidence`, token);
    expect(res.statusCode, res.body).toBe(200);
    return GenotypeCheckResponse.parse(res.json()).data;
  };

  it('takes a PDF, a JPEG and a PNG, each known by its bytes, one waiting file per single', async () => {
    const family = await h.family('FEMALE');
    expect((await checkOf(family.token, family.single.id)).state).toBe('none');
    // The declared type does not decide: a PNG sent as a PDF is stored as a PNG.
    for (const [file, declared, stored] of [
      [PDF, 'application/pdf', 'application/pdf'],
      [JPEG, 'image/jpeg', 'image/jpeg'],
      [PNG, 'application/pdf', 'image/png'],
    ] as const) {
      h.clock.advance(60_000);
      const res = await upload(h, family.token, family.single.id, file, declared);
      expect(res.statusCode, res.body).toBe(200);
      const check = GenotypeCheckResponse.parse(res.json()).data;
      expect(check).toMatchObject({ state: 'pending', fileType: stored, size: file.length });
      expect(check.genotype).toBe(family.single.genotype);
      // A new upload replaced the one waiting: one row, these bytes.
      const stored_ = await rows(family.single.id);
      expect(stored_).toHaveLength(1);
      expect(stored_[0]?.file?.equals(file)).toBe(true);
      expect(stored_[0]?.contentType).toBe(stored);
    }
  });

  it('refuses what is not a PDF, JPEG or PNG whatever its declared type, with a clear 400', async () => {
    const family = await h.family('MALE');
    for (const [file, declared] of [
      [EXE, 'image/png'],
      [EXE, 'application/pdf'],
      [HTML, 'image/jpeg'],
      [HTML, 'text/html'],
      [Buffer.from('{"a":1}'), 'application/json'],
      [PNG.subarray(0, 4), 'image/png'],
    ] as const) {
      const res = await upload(h, family.token, family.single.id, Buffer.from(file), declared);
      expect(res.statusCode, `${declared}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message: GENOTYPE_FILE_MESSAGES.fileType,
        messageId: 'genotype.fileType',
      });
    }
    const empty = await h.app.inject({
      method: 'POST',
      url: `/api/v1/parent/child/${family.single.id}/genotype-evidence`,
      headers: { authorization: `Bearer ${family.token}` },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(GENOTYPE_FILE_MESSAGES.fileMissing);
    expect(await rows(family.single.id)).toEqual([]);
  });

  it('takes 5 MB exactly and refuses a byte more with 413', async () => {
    const family = await h.family('FEMALE');
    const atLimit = Buffer.alloc(GENOTYPE_FILE_MAX_BYTES, 0x20);
    PNG.copy(atLimit, 0, 0, 16);
    expect((await upload(h, family.token, family.single.id, atLimit)).statusCode).toBe(200);
    const over = Buffer.alloc(GENOTYPE_FILE_MAX_BYTES + 1, 0x20);
    PNG.copy(over, 0, 0, 16);
    const res = await upload(h, family.token, family.single.id, over);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: GENOTYPE_FILE_MESSAGES.fileTooLarge,
      messageId: 'genotype.fileTooLarge',
    });
    // The file at the limit still waits.
    expect((await rows(family.single.id))[0]?.size).toBe(GENOTYPE_FILE_MAX_BYTES);
  });

  it("answers 404 for another family's single (and for ids that name nothing), storing nothing", async () => {
    const mine = await h.family('MALE');
    const theirs = await h.family('FEMALE');
    for (const id of [theirs.single.id, crypto.randomUUID(), 'not-an-id']) {
      const res = await upload(h, mine.token, id, PNG);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      const read = await h.get(`/api/v1/parent/child/${id}/genotype-evidence`, mine.token);
      expect(read.statusCode).toBe(404);
    }
    // Even a bad file for their single answers 404 first: nothing tells their ids apart.
    expect((await upload(h, mine.token, theirs.single.id, EXE)).statusCode).toBe(404);
    expect(await rows(theirs.single.id)).toEqual([]);
    const noToken = await h.app.inject({
      method: 'POST',
      url: `/api/v1/parent/child/${mine.single.id}/genotype-evidence`,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(noToken.statusCode).toBe(401);
  });

  it('refuses a new file once the genotype is checked (409)', async () => {
    const family = await h.family('FEMALE');
    await h.database.db
      .update(children)
      .set({ genotypeCheckedAt: h.clock.now() })
      .where(eq(children.id, family.single.id));
    const res = await upload(h, family.token, family.single.id, PNG);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(GENOTYPE_FILE_MESSAGES.alreadyChecked);
    expect((await checkOf(family.token, family.single.id)).state).toBe('checked');
  });

  it('a changed genotype voids the check and drops the file waiting for the old one', async () => {
    const family = await h.family('MALE', { single: { genotype: 'AS' } });
    const other = await h.family('FEMALE');
    expect((await upload(h, family.token, family.single.id, PNG)).statusCode).toBe(200);
    expect((await upload(h, other.token, other.single.id, PNG)).statusCode).toBe(200);
    // The guardian's edit cannot change it (read-only, product.md §3): support can, and any
    // path that does goes through the database's rule (migration's children_genotype_void).
    const edit = await h.put(`/api/v1/parent/child/${family.single.id}`, family.token, {
      genotype: 'AA',
    });
    expect(edit.statusCode).toBe(400);
    await h.database.db
      .update(children)
      .set({ genotypeCheckedAt: h.clock.now() })
      .where(eq(children.id, family.single.id));
    await h.database.db
      .update(children)
      .set({ genotype: 'AA' })
      .where(eq(children.id, family.single.id));
    const [row] = await h.database.db
      .select({ checkedAt: children.genotypeCheckedAt })
      .from(children)
      .where(eq(children.id, family.single.id));
    expect(row?.checkedAt).toBeNull();
    expect(await rows(family.single.id)).toEqual([]);
    expect((await checkOf(family.token, family.single.id)).state).toBe('none');
    // Another single's file is untouched; an edit that keeps the genotype keeps the check.
    expect(await rows(other.single.id)).toHaveLength(1);
    await h.database.db
      .update(children)
      .set({ genotypeCheckedAt: h.clock.now() })
      .where(eq(children.id, other.single.id));
    const kept = await h.put(`/api/v1/parent/child/${other.single.id}`, other.token, {
      about: 'Calm, kind and fond of long walks with her family.',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await checkOf(other.token, other.single.id)).state).toBe('checked');
  });
});
