let sequence = 0;

/** A complete, valid POST /parent/child body; override anything. */
export function childBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  const year = new Date().getUTCFullYear() - 26;
  return {
    firstName: 'Aisha',
    lastName: `Bello${String.fromCharCode(97 + (sequence % 26))}`,
    yearOfBirth: year,
    monthOfBirth: 3,
    gender: 'FEMALE',
    genotype: 'AA',
    height: 1.65,
    weight: 60,
    maritalStatus: 'SINGLE',
    hasChildren: false,
    isSmoker: false,
    isDrinker: false,
    hasAddictions: false,
    citizenship: 'Nigerian',
    state: 'Kano',
    lga: 'Fagge',
    countryofResidence: 'Nigeria',
    isMixedEthnicity: false,
    mixedEthnicityDescription: null,
    educationLevel: 'BACHELORS',
    profession: 'Pharmacist',
    employmentStatus: 'EMPLOYED',
    professionalPlans: 'I want to open a community pharmacy in the next five years.',
    isWillingToRelocate: true,
    relocationPlans: 'Open to moving within Nigeria.',
    isARevert: false,
    sect: 'SUNNI',
    belongsToIslamicOrganization: true,
    islamicOrganizationName: 'MSSN',
    speakersListenedTo: ['Mufti Menk', 'Nouman Ali Khan'],
    startedPracticingIn: 'Since childhood',
    salatPattern: 'I pray 5 times daily',
    descriptionOfIslamicPractice: 'I pray 5 times daily and I memorised 2 juz.',
    about: 'I am 25 years old, calm and family-minded.',
    aboutEducationAndJob: 'Graduated in 2020, now working at a hospital.',
    aboutDressing: 'Hijab and abaya.',
    ...overrides,
  };
}
