import {
  ageFrom,
  type Compatibility,
  cardAbout,
  type FreeTextField,
  freeTextOf,
  type MatchablePreference,
  mustHaveFit,
  type OtherSingle,
  type ProfileCard,
  type PublicProfile,
  type RecommendationCard,
  type Verification,
} from '@waliyy/contract';
import type { ChildRow } from '../children';
import type { CardRow, FitRow } from './population.repository';

/** The checks a single passed (decision 083): three booleans, never when nor by whom. */
export function verificationOf(
  row: Pick<CardRow, 'phoneVerified' | 'singleConfirmedAt' | 'genotypeCheckedAt'>,
): Verification {
  return {
    phone: row.phoneVerified,
    single: row.singleConfirmedAt !== null,
    genotype: row.genotypeCheckedAt !== null,
  };
}

/** A card through the public projection (decision 027): no name, the about text cut to 20 words. */
export function cardFromRow(row: CardRow, now: Date): ProfileCard {
  return {
    id: row.id,
    displayId: row.displayId,
    age: ageFrom(row, now),
    lga: row.lga,
    countryofResidence: row.countryOfResidence,
    about: cardAbout(row.about),
    profession: row.profession,
    gender: row.gender,
    verification: verificationOf(row),
  };
}

/**
 * A recommended card: the card and how it stands against the single's must-haves (decision 060). Its section is the list's own — `misses` as the entry was written: 0 preferred, else close
 * (held only after the preferred ones, when there were fewer than a page of those). A candidate
 * who edits his profile is merged again at the list's next read (decision 071), so the section
 * follows the profile; what it meets and misses is read as the profile stands now.
 */
export function recommendationCardFromRow(
  card: CardRow,
  fitRow: FitRow,
  misses: number,
  preference: MatchablePreference | null,
  now: Date,
): RecommendationCard {
  // Field by field, not by spreading the two rows: V8 copies a spread of one driver row into
  // another slowly (~40 µs a card here, most of a page's own work; decision 085).
  const fit = mustHaveFit(
    preference,
    {
      yearOfBirth: card.yearOfBirth,
      monthOfBirth: card.monthOfBirth,
      genotype: fitRow.genotype,
      height: fitRow.height,
      weight: fitRow.weight,
      maritalStatus: fitRow.maritalStatus,
      educationLevel: fitRow.educationLevel,
      employmentStatus: fitRow.employmentStatus,
      countryofResidence: card.countryOfResidence,
      citizenship: fitRow.citizenship,
      salatPattern: fitRow.salatPattern,
      sect: fitRow.sect,
      verification: verificationOf(card),
    },
    now,
  );
  return {
    ...cardFromRow(card, now),
    fit: { section: misses === 0 ? 'preferred' : 'close', ...fit },
  };
}

/** The columns the public projection reads (decision 027); the birth year and month give the age only. */
export type PublicRow = CardRow &
  Pick<
    ChildRow,
    | 'genotype'
    | 'height'
    | 'weight'
    | 'maritalStatus'
    | 'hasChildren'
    | 'isSmoker'
    | 'isDrinker'
    | 'hasAddictions'
    | 'citizenship'
    | 'isMixedEthnicity'
    | 'educationLevel'
    | 'employmentStatus'
    | 'isWillingToRelocate'
    | 'isARevert'
    | 'sect'
    | 'belongsToIslamicOrganization'
    | 'salatPattern'
    | 'isPolygamous'
    | FreeTextField
  >;

/**
 * Someone else's single as the three profile tabs show it (decision 027), each field picked by
 * name from public columns: no first, last or full name, birth year or month, e-mail, phone,
 * guardian or wali — a row that holds them (the profile view reads the whole row) gives none.
 */
export function publicFieldsFromRow(
  row: PublicRow,
  now: Date,
): Omit<PublicProfile, 'compatibility' | 'relation'> {
  return {
    id: row.id,
    displayId: row.displayId,
    age: ageFrom(row, now),
    gender: row.gender,
    genotype: row.genotype,
    height: row.height,
    weight: row.weight,
    maritalStatus: row.maritalStatus,
    hasChildren: row.hasChildren,
    isSmoker: row.isSmoker,
    isDrinker: row.isDrinker,
    hasAddictions: row.hasAddictions,
    citizenship: row.citizenship,
    countryofResidence: row.countryOfResidence,
    isMixedEthnicity: row.isMixedEthnicity,
    educationLevel: row.educationLevel,
    employmentStatus: row.employmentStatus,
    isWillingToRelocate: row.isWillingToRelocate,
    isARevert: row.isARevert,
    sect: row.sect,
    belongsToIslamicOrganization: row.belongsToIslamicOrganization,
    salatPattern: row.salatPattern,
    isPolygamous: row.isPolygamous,
    ...freeTextOf(row),
    verification: verificationOf(row),
  };
}

/** `GET /recommendation/{id}`: the public fields and, with the viewer's single, the compatibility. */
export function publicProfileFromRow(
  row: ChildRow,
  now: Date,
  compatibility: Compatibility | null,
): PublicProfile {
  return { ...publicFieldsFromRow(row, now), compatibility };
}

/**
 * The other single on a like or the match (DECISIONS.md 44): the card, with the card's values
 * (`about` cut), beside the rest of the public profile.
 */
export function otherSingleFromRow(row: PublicRow, now: Date): OtherSingle {
  return { ...publicFieldsFromRow(row, now), ...cardFromRow(row, now) };
}
