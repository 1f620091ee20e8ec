import {
  ageFrom,
  type Compatibility,
  cardAbout,
  type ProfileCard,
  type PublicProfile,
} from '@waliyy/contract';
import { profileFromRow } from '../children/children.mapper';
import type { ChildRow } from '../children/children.repository';
import type { CardRow } from './discovery.repository';

/** A card through the public projection (DECISIONS 1): no name, the about text cut to 20 words. */
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
 * Someone else's single as the three profile tabs show it (DECISIONS 1): no first, last or
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
