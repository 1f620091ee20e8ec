import {
  ageFrom,
  type Compatibility,
  cardAbout,
  type MatchablePreference,
  mustHaveFit,
  type ProfileCard,
  type PublicProfile,
  type RecommendationCard,
} from '@waliyy/contract';
import type { ChildRow } from '../children';
import { profileFromRow } from '../children';
import type { CardRow, FitRow } from './population.repository';

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
  const fit = mustHaveFit(
    preference,
    { ...fitRow, ...card, countryofResidence: card.countryOfResidence },
    now,
  );
  return {
    ...cardFromRow(card, now),
    fit: { section: misses === 0 ? 'preferred' : 'close', ...fit },
  };
}

/**
 * Someone else's single as the three profile tabs show it (decision 027): no first, last or
 * full name, birth year or month, e-mail, phone or guardian.
 */
export function publicProfileFromRow(
  row: ChildRow,
  now: Date,
  compatibility: Compatibility | null,
): PublicProfile {
  // The account's own view, with every private field taken out by name (the response schema
  // would strip them too; this keeps them out of the object in the first place).
  const {
    firstName,
    lastName,
    fullName,
    yearOfBirth,
    monthOfBirth,
    waliName,
    waliEmail,
    waliPhoneNumber,
    ...shown
  } = profileFromRow(row, now);
  return { ...shown, compatibility };
}
