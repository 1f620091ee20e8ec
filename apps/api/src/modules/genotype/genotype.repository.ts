import type { GenotypeFileType } from '@waliyy/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { children, genotypeEvidence, users } from '../../db/schema';

/**
 * One of the caller's singles, its row locked for the rest of the transaction: two uploads at
 * once for one single take turns, so one replaces the other rather than both waiting.
 */
export async function lockOwnChild(tx: Tx, userId: string, childId: string) {
  const [row] = await tx
    .select({
      id: children.id,
      genotype: children.genotype,
      genotypeCheckedAt: children.genotypeCheckedAt,
    })
    .from(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .limit(1)
    .for('update');
  return row;
}

/** The single's latest upload (pending, or decided with its file gone), without its bytes. */
export async function findLatest(tx: Tx, childId: string) {
  const [row] = await tx
    .select({
      status: genotypeEvidence.status,
      claimedGenotype: genotypeEvidence.claimedGenotype,
      contentType: genotypeEvidence.contentType,
      size: genotypeEvidence.size,
      reason: genotypeEvidence.reason,
      decidedAt: genotypeEvidence.decidedAt,
      createdAt: genotypeEvidence.createdAt,
    })
    .from(genotypeEvidence)
    .where(eq(genotypeEvidence.childId, childId))
    .orderBy(desc(genotypeEvidence.createdAt), desc(genotypeEvidence.id))
    .limit(1);
  return row;
}

/** A new upload replaces the one waiting (its bytes with it). */
export async function replacePending(
  tx: Tx,
  values: {
    childId: string;
    claimedGenotype: string;
    contentType: GenotypeFileType;
    file: Buffer;
    createdAt: Date;
  },
) {
  await tx
    .delete(genotypeEvidence)
    .where(
      and(eq(genotypeEvidence.childId, values.childId), eq(genotypeEvidence.status, 'pending')),
    );
  await tx.insert(genotypeEvidence).values({ ...values, size: values.file.length });
}

const pending = eq(genotypeEvidence.status, 'pending');

/** The staff queue: waiting lab results, oldest first, with the single's display id. */
export async function listPending(tx: Tx, limit: number, offset: number) {
  return tx
    .select({
      id: genotypeEvidence.id,
      childId: genotypeEvidence.childId,
      displayId: children.displayId,
      gender: children.gender,
      claimedGenotype: genotypeEvidence.claimedGenotype,
      fileType: genotypeEvidence.contentType,
      size: genotypeEvidence.size,
      uploadedAt: genotypeEvidence.createdAt,
    })
    .from(genotypeEvidence)
    .innerJoin(children, eq(children.id, genotypeEvidence.childId))
    .where(pending)
    .orderBy(asc(genotypeEvidence.createdAt), asc(genotypeEvidence.id))
    .limit(limit)
    .offset(offset);
}

export async function countPending(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(genotypeEvidence).where(pending);
  return row?.n ?? 0;
}

/** A waiting lab result with its bytes and the single's display id, or undefined. */
export async function findPendingFile(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: genotypeEvidence.id,
      childId: genotypeEvidence.childId,
      displayId: children.displayId,
      contentType: genotypeEvidence.contentType,
      file: genotypeEvidence.file,
    })
    .from(genotypeEvidence)
    .innerJoin(children, eq(children.id, genotypeEvidence.childId))
    .where(and(eq(genotypeEvidence.id, id), pending))
    .limit(1);
  return row;
}

/**
 * A waiting lab result, locked for its verdict, with what the e-mail to the family needs: the
 * single's first name, gender and display id, and the account's address and language.
 */
export async function lockPendingForVerdict(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: genotypeEvidence.id,
      childId: genotypeEvidence.childId,
      claimedGenotype: genotypeEvidence.claimedGenotype,
      displayId: children.displayId,
      singleName: children.firstName,
      gender: children.gender,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(genotypeEvidence)
    .innerJoin(children, eq(children.id, genotypeEvidence.childId))
    .innerJoin(users, eq(users.id, children.userId))
    .where(and(eq(genotypeEvidence.id, id), pending))
    .limit(1)
    .for('update', { of: genotypeEvidence });
  return row;
}

/** The verdict: kept with who gave it and when; the file deleted (decision 083). */
export async function recordVerdict(
  tx: Tx,
  id: string,
  verdict: {
    status: 'checked' | 'rejected';
    reason: string | null;
    decidedBy: string;
    decidedAt: Date;
  },
) {
  await tx
    .update(genotypeEvidence)
    .set({ ...verdict, file: null })
    .where(eq(genotypeEvidence.id, id));
}

/** The `genotype` badge, for the genotype the lab result was checked against. */
export async function markChecked(tx: Tx, childId: string, genotype: string, at: Date) {
  await tx
    .update(children)
    .set({ genotypeCheckedAt: at })
    .where(and(eq(children.id, childId), eq(children.genotype, genotype)));
}
