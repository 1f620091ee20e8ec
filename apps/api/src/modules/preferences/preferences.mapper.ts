import type { Preference, PreferenceBody } from '@waliyy/contract';
import type { PreferenceRow, PreferenceValues } from './preferences.repository';

/** Wire names (product.md §3 Preference) to columns. */
export function valuesFromBody(body: PreferenceBody): PreferenceValues {
  return {
    minAge: body.minAge,
    maxAge: body.maxAge,
    genotypes: body.genotypes,
    minHeight: body.minHeight,
    maxHeight: body.maxHeight,
    minWeight: body.minWeight,
    maxWeight: body.maxWeight,
    maritalStatuses: body.maritalStatus,
    educationLevels: body.levelOfEducation,
    employmentStatuses: body.employmentStatus,
    countriesOfResidence: body.countryOfResidence,
    citizenships: body.citizenship,
    willingToRelocate: body.willingnessToRelocate,
    salatPatterns: body.patternOfSalat,
    sects: body.sect,
    hasChildren: body.hasChildren,
    isRevert: body.isRevert,
    isSmoker: body.isSmoker,
    isDrinker: body.isDrinker,
    hasAddictions: body.hasAddictions,
    verifiedPhone: body.verifiedPhone,
    verifiedSingle: body.verifiedSingle,
    verifiedGenotype: body.verifiedGenotype,
  };
}

/** A preference from its row (its id and timestamps are not part of it). */
export function preferenceFromRow(
  row: Omit<PreferenceRow, 'id' | 'createdAt' | 'updatedAt'>,
): Preference {
  return {
    childId: row.childId,
    minAge: row.minAge,
    maxAge: row.maxAge,
    genotypes: row.genotypes,
    minHeight: row.minHeight,
    maxHeight: row.maxHeight,
    minWeight: row.minWeight,
    maxWeight: row.maxWeight,
    maritalStatus: row.maritalStatuses,
    levelOfEducation: row.educationLevels,
    employmentStatus: row.employmentStatuses,
    countryOfResidence: row.countriesOfResidence,
    citizenship: row.citizenships,
    willingnessToRelocate: row.willingToRelocate,
    patternOfSalat: row.salatPatterns,
    sect: row.sects,
    hasChildren: row.hasChildren,
    isRevert: row.isRevert,
    isSmoker: row.isSmoker,
    isDrinker: row.isDrinker,
    hasAddictions: row.hasAddictions,
    verifiedPhone: row.verifiedPhone,
    verifiedSingle: row.verifiedSingle,
    verifiedGenotype: row.verifiedGenotype,
  };
}
