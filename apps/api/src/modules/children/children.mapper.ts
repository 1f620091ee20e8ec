import { ageFrom, type ChildCreateBody, type ChildProfile } from '@waliyy/contract';
import type { ChildRow, NewChildRow } from './children.repository';

/** The wire's `countryofResidence` is the column `countryOfResidence` (spec §3 spelling). */
export function rowFromBody(body: ChildCreateBody, userId: string, displayId: string): NewChildRow {
  const { countryofResidence, ...rest } = body;
  return {
    ...rest,
    countryOfResidence: countryofResidence,
    mixedEthnicityDescription: body.mixedEthnicityDescription ?? null,
    relocationPlans: body.relocationPlans ?? null,
    islamicOrganizationName: body.islamicOrganizationName ?? null,
    userId,
    displayId,
  };
}

/** The account's own view of its single: everything, plus age and fullName (spec §3). */
export function profileFromRow(row: ChildRow, now: Date): ChildProfile {
  return {
    id: row.id,
    displayId: row.displayId,
    age: ageFrom(row, now),
    fullName: `${row.firstName} ${row.lastName}`,
    firstName: row.firstName,
    lastName: row.lastName,
    yearOfBirth: row.yearOfBirth,
    monthOfBirth: row.monthOfBirth,
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
  };
}
