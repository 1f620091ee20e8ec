import { describe, expect, it } from 'vitest';
import {
  type MatchablePreference,
  type MatchableProfile,
  matchScore,
  mustHaveFit,
  preferenceChecks,
  SIDE_POINTS,
  sideFit,
} from './matching';
import { ANY_PREFERENCE } from './matching-preference';
import { isClose } from './must-haves';
import { makeChildProfile } from './testing';

const NOW = new Date('2026-11-23T12:00:00Z');

// The shared test single, born March 1998, a little taller and heavier than by default.
const profile = (over: Partial<MatchableProfile> = {}): MatchableProfile =>
  makeChildProfile({ yearOfBirth: 1998, monthOfBirth: 3, height: 1.7, weight: 70, ...over });

const pref = (over: Partial<MatchablePreference>) => ({ ...ANY_PREFERENCE, ...over });

describe('preference checks', () => {
  it('states nothing for no preference, or for one left at "any"', () => {
    expect(preferenceChecks(null, profile(), NOW)).toEqual({});
    expect(preferenceChecks(ANY_PREFERENCE, profile(), NOW)).toEqual({});
    expect(sideFit(null, profile(), NOW)).toEqual({ met: 0, stated: 0, points: SIDE_POINTS });
  });

  it('counts an age range other than the default, by age from year and month', () => {
    // Born March 1998: 28 in November 2026.
    expect(preferenceChecks(pref({ maxAge: 28 }), profile(), NOW)).toEqual({ age: true });
    expect(preferenceChecks(pref({ maxAge: 27 }), profile(), NOW)).toEqual({ age: false });
    expect(preferenceChecks(pref({ minAge: 29 }), profile(), NOW)).toEqual({ age: false });
    expect(preferenceChecks(pref({ maxAge: 28 }), profile({ monthOfBirth: 12 }), NOW)).toEqual({
      age: true,
    });
  });

  it('checks lists and ranges', () => {
    const checks = preferenceChecks(
      pref({
        genotypes: ['AA', 'AC'],
        maritalStatus: ['DIVORCED'],
        countryOfResidence: ['Nigeria'],
        minHeight: 1.75,
        maxWeight: 80,
      }),
      profile(),
      NOW,
    );
    expect(checks).toEqual({
      genotypes: true,
      maritalStatus: false,
      countryOfResidence: true,
      height: false,
      weight: true,
    });
  });

  it('treats soft booleans as decision 045 says: false prefers not, true and null are open', () => {
    expect(preferenceChecks(pref({ isSmoker: true, hasChildren: null }), profile(), NOW)).toEqual(
      {},
    );
    expect(preferenceChecks(pref({ isSmoker: false }), profile({ isSmoker: true }), NOW)).toEqual({
      isSmoker: false,
    });
    expect(preferenceChecks(pref({ isRevert: false }), profile(), NOW)).toEqual({ isRevert: true });
    expect(
      preferenceChecks(
        pref({ willingnessToRelocate: true }),
        profile({ isWillingToRelocate: false }),
        NOW,
      ),
    ).toEqual({ willingnessToRelocate: false });
    expect(preferenceChecks(pref({ willingnessToRelocate: false }), profile(), NOW)).toEqual({});
  });
});

describe('side fit and score', () => {
  it('weighs what is met against what is stated', () => {
    // sect (3) met, isDrinker (3) not, education (1) met → 4 of 7 weight.
    const fit = sideFit(
      pref({ sect: ['SUNNI'], isDrinker: false, levelOfEducation: ['BACHELORS'] }),
      profile({ isDrinker: true }),
      NOW,
    );
    expect(fit).toEqual({ met: 2, stated: 3, points: Math.floor((SIDE_POINTS * 4) / 7) });
  });

  it('adds both sides, so a candidate who also wants the single ranks higher', () => {
    const single = { profile: profile({ sect: 'SUNNI' }), preference: pref({ sect: ['SUNNI'] }) };
    const wantsSingle = { profile: profile(), preference: pref({ sect: ['SUNNI'] }) };
    const wantsOther = { profile: profile(), preference: pref({ sect: ['SHIA'] }) };
    expect(matchScore(single, wantsSingle, NOW)).toBe(2 * SIDE_POINTS);
    expect(matchScore(single, wantsOther, NOW)).toBe(SIDE_POINTS);
  });
});

describe('must-haves (decision 060)', () => {
  // Born March 1998: 28 in November 2026.
  it('lists the lists and ranges met and missed with the profile’s values; the yes/no ones never', () => {
    const fit = mustHaveFit(
      pref({
        minAge: 22,
        maxAge: 30,
        countryOfResidence: ['Ghana'],
        sect: ['SUNNI'],
        maxHeight: 1.65,
        isSmoker: false,
        willingnessToRelocate: true,
      }),
      profile({ isSmoker: true }),
      NOW,
    );
    expect(fit).toEqual({
      meets: [
        { key: 'age', value: 28 },
        { key: 'sect', value: 'SUNNI' },
      ],
      differs: [
        { key: 'countryOfResidence', value: 'Nigeria' },
        { key: 'height', value: 1.7 },
      ],
    });
  });

  it('lists the required checks (decision 083) after the others, weighing nothing in the score', () => {
    const wants = pref({ sect: ['SUNNI'], verifiedPhone: true, verifiedGenotype: true });
    const checked = { phone: false, single: true, genotype: true };
    expect(mustHaveFit(wants, { ...profile(), verification: checked }, NOW)).toEqual({
      meets: [
        { key: 'sect', value: 'SUNNI' },
        { key: 'verifiedGenotype', value: 'VERIFIED' },
      ],
      differs: [{ key: 'verifiedPhone', value: 'NOT_VERIFIED' }],
    });
    // No checks known: none passed.
    expect(mustHaveFit(wants, profile(), NOW).differs.map((d) => d.key)).toEqual([
      'verifiedPhone',
      'verifiedGenotype',
    ]);
    expect(preferenceChecks(wants, profile(), NOW)).toEqual({ sect: true });
    const them = { profile: profile(), preference: null };
    expect(matchScore({ profile: profile(), preference: wants }, them, NOW)).toBe(
      matchScore({ profile: profile(), preference: pref({ sect: ['SUNNI'] }) }, them, NOW),
    );
  });

  it('states nothing without a preference, or with one that chooses none', () => {
    expect(mustHaveFit(null, profile(), NOW)).toEqual({ meets: [], differs: [] });
    expect(mustHaveFit(ANY_PREFERENCE, profile(), NOW)).toEqual({ meets: [], differs: [] });
  });

  it('is close with one or two misses and an age at most two years out', () => {
    const narrow = pref({ minAge: 30, maxAge: 35, sect: ['SHIA'], countryOfResidence: ['Ghana'] });
    const closeOf = (over: Partial<MatchableProfile>) =>
      isClose(narrow, mustHaveFit(narrow, profile(over), NOW));
    expect(closeOf({ sect: 'SHIA', countryofResidence: 'Ghana', yearOfBirth: 1994 })).toBe(false); // meets all
    expect(closeOf({ sect: 'SHIA', countryofResidence: 'Ghana' })).toBe(true); // 28: two out
    expect(closeOf({ sect: 'SHIA', countryofResidence: 'Ghana', yearOfBirth: 1999 })).toBe(false); // 27
    expect(closeOf({ sect: 'SHIA', yearOfBirth: 1994 })).toBe(true); // country
    expect(closeOf({ yearOfBirth: 1994 })).toBe(true); // country and sect
    expect(closeOf({})).toBe(false); // age, country and sect
  });
});
