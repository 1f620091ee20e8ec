// The singles as likes and matches see them: whose they are, their row locks, the other
// single's public profile and the account an e-mail about them goes to.

import { freeTextOf } from '@waliyy/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { children, users } from '../../db/schema';

/** What the rules need of a single: whose it is, its gender and genotype, its public handle. */
export const singleColumns = {
  id: children.id,
  userId: children.userId,
  gender: children.gender,
  genotype: children.genotype,
  displayId: children.displayId,
  listed: children.listed,
};

/** One of the account's own singles (someone else's: undefined, decision 030). */
export async function findOwnSingle(db: Tx, userId: string, childId: string) {
  const [row] = await db
    .select(singleColumns)
    .from(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .limit(1);
  return row;
}

export async function findSingle(db: Tx, childId: string) {
  const [row] = await db.select(singleColumns).from(children).where(eq(children.id, childId));
  return row;
}

/**
 * Locks the singles' rows until the transaction ends, always in id order, so every change that
 * touches two singles (a like, an answer, a match, a cancel, a deletion) queues behind the
 * others on the same singles and none deadlocks. NO KEY UPDATE: inserts that only reference a
 * single (a like, a recommendation) are not held up.
 */
export async function lockSingles(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: children.id })
    .from(children)
    .where(inArray(children.id, [...new Set(ids)]))
    .orderBy(asc(children.id))
    .for('no key update');
  return rows.map((r) => r.id);
}

export const other = alias(children, 'other');
export const otherCard = {
  id: other.id,
  displayId: other.displayId,
  yearOfBirth: other.yearOfBirth,
  monthOfBirth: other.monthOfBirth,
  lga: other.lga,
  countryOfResidence: other.countryOfResidence,
  about: other.about,
  profession: other.profession,
  gender: other.gender,
  // The checks passed (decision 083): the mapper turns them into booleans.
  phoneVerified: other.phoneVerified,
  singleConfirmedAt: other.singleConfirmedAt,
  genotypeCheckedAt: other.genotypeCheckedAt,
};

/**
 * The other single's public profile on a like or the match (DECISIONS.md 44): the card's columns
 * and the rest of the public projection (discovery's PublicRow), named one by one so no name,
 * e-mail, phone or wali column is ever read here (decision 027).
 */
export const otherProfile = {
  ...otherCard,
  genotype: other.genotype,
  height: other.height,
  weight: other.weight,
  maritalStatus: other.maritalStatus,
  hasChildren: other.hasChildren,
  isSmoker: other.isSmoker,
  isDrinker: other.isDrinker,
  hasAddictions: other.hasAddictions,
  citizenship: other.citizenship,
  isMixedEthnicity: other.isMixedEthnicity,
  educationLevel: other.educationLevel,
  employmentStatus: other.employmentStatus,
  isWillingToRelocate: other.isWillingToRelocate,
  isARevert: other.isARevert,
  sect: other.sect,
  belongsToIslamicOrganization: other.belongsToIslamicOrganization,
  salatPattern: other.salatPattern,
  isPolygamous: other.isPolygamous,
  // Every free text of FREE_TEXT_FIELDS (decision 079): all public.
  ...freeTextOf(other),
};

/**
 * The account holder of a single, for e-mails, with the wali the single names (decision 061):
 * the contact a match releases comes from this row (likes.release.ts contactOf).
 */
export async function findAccountOfSingle(db: Tx, childId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      /** The account's language: its e-mails are written in it (decision 070). */
      language: users.language,
      displayId: children.displayId,
      /** The single's own first name: e-mails to its own family name it (decision 021). */
      singleFirstName: children.firstName,
      waliName: children.waliName,
      waliEmail: children.waliEmail,
      waliPhoneNumber: children.waliPhoneNumber,
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.userId))
    .where(eq(children.id, childId));
  return row;
}
export type AccountOfSingle = NonNullable<Awaited<ReturnType<typeof findAccountOfSingle>>>;

export async function listOwnSingleIds(tx: Tx, userId: string) {
  const rows = await tx
    .select({ id: children.id })
    .from(children)
    .where(eq(children.userId, userId));
  return rows.map((r) => r.id);
}
