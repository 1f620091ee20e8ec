import {
  ageFrom,
  type Compatibility,
  cardAbout,
  type ProfileCard,
  type PublicProfile,
} from '@waliyy/contract';
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
    state: row.state,
    lga: row.lga,
    countryofResidence: row.countryOfResidence,
    isMixedEthnicity: row.isMixedEthnicity,
    mixedEthnicityDescription: row.mixedEthnicityDescription,
    educationLevel: row.educationLevel,
    profession: row.profession,
    employmentStatus: row.employmentStatus,
    professionalPlans: row.professionalPlans,
    isWillingToRelocate: row.isWillingToRelocate,
    relocationPlans: row.relocationPlans,
    isARevert: row.isARevert,
    sect: row.sect,
    belongsToIslamicOrganization: row.belongsToIslamicOrganization,
    islamicOrganizationName: row.islamicOrganizationName,
    speakersListenedTo: row.speakersListenedTo,
    startedPracticingIn: row.startedPracticingIn,
    salatPattern: row.salatPattern,
    descriptionOfIslamicPractice: row.descriptionOfIslamicPractice,
    about: row.about,
    aboutEducationAndJob: row.aboutEducationAndJob,
    aboutDressing: row.aboutDressing,
    compatibility,
  };
}
