import {
  ageFrom,
  type ChildCreateBody,
  type ChildProfile,
  freeTextOf,
  type Gender,
} from '@waliyy/contract';
import type { ChildRow, NewChildRow } from './children.repository';

/**
 * The wire's `countryofResidence` is the column `countryOfResidence` (product.md §3 spelling). The
 * gender is the body's or the account's (the caller settles it); the wali is a woman's only and
 * `isPolygamous` a man's only (the service refuses a man's wali; a woman's isPolygamous is dropped).
 */
export function rowFromBody(
  body: ChildCreateBody,
  userId: string,
  displayId: string,
  holderGender?: Gender | null,
): NewChildRow {
  const { countryofResidence, ...rest } = body;
  const gender = body.gender ?? holderGender;
  if (!gender) throw new Error("a single needs a gender: the body's or the account's");
  const isWoman = gender === 'FEMALE';
  return {
    ...rest,
    gender,
    countryOfResidence: countryofResidence,
    isPolygamous: isWoman ? null : (body.isPolygamous ?? null),
    waliName: isWoman ? (body.waliName ?? null) : null,
    waliEmail: isWoman ? (body.waliEmail ?? null) : null,
    waliPhoneNumber: isWoman ? (body.waliPhoneNumber ?? null) : null,
    mixedEthnicityDescription: body.mixedEthnicityDescription ?? null,
    relocationPlans: body.relocationPlans ?? null,
    islamicOrganizationName: body.islamicOrganizationName ?? null,
    userId,
    displayId,
  };
}

/** The account's own view of its single: everything, plus age and fullName (product.md §3). */
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
    waliName: row.waliName,
    waliEmail: row.waliEmail,
    waliPhoneNumber: row.waliPhoneNumber,
    ...freeTextOf(row),
  };
}
