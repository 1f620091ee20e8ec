// The public profile seen as a single's match: the compatibility reasons both ways.
import {
  type Compatibility,
  genotypePairing,
  type MatchableProfile,
  type ProfileRelation,
  type PublicProfile,
  sideFit,
} from '@waliyy/contract';
import { profileNotFound } from '../../lib/not-found';
import { profileFromRow } from '../children';
import { preferenceFromRow } from '../preferences';
import { publicProfileFromRow } from './discovery.mapper';
import type { OwnSideRow } from './population.repository';

/** A single and its preference, as the profile view reads the profile's side. */
export type SingleWithPreference = {
  child: Parameters<typeof profileFromRow>[0];
  preference: Parameters<typeof preferenceFromRow>[0] | null;
};
/** The viewer's own side: what its single is checked on (ownSideColumns), and its preference. */
export type OwnSide = { child: OwnSideRow; preference: SingleWithPreference['preference'] };

/** The viewer's single as the other family's preferences are checked against it. */
const matchableOf = ({ countryOfResidence, ...row }: OwnSideRow): MatchableProfile => ({
  ...row,
  countryofResidence: countryOfResidence,
});

/**
 * The profile as the viewer's single's match (decision 046): whether each side meets the
 * other's preferences, the genotype pairing, and where the two stand (`relation`).
 */
export function profileAsMatch(
  mine: OwnSide,
  found: SingleWithPreference | undefined,
  relation: ProfileRelation,
  now: Date,
): PublicProfile {
  if (!found) throw profileNotFound();
  const { child: row, preference: theirs } = found;
  const single = mine.child;
  const they = sideFit(
    mine.preference ? preferenceFromRow(mine.preference) : null,
    profileFromRow(row, now),
    now,
  );
  const you = sideFit(theirs ? preferenceFromRow(theirs) : null, matchableOf(single), now);
  const compatibility: Compatibility = {
    // An at-risk pairing never gets here: the hard rules hid the profile.
    genotype:
      genotypePairing(single.genotype, row.genotype) === 'caution' ? 'caution' : 'compatible',
    theyMeet: they.met,
    yourPreferences: they.stated,
    youMeet: you.met,
    theirPreferences: you.stated,
  };
  return { ...publicProfileFromRow(row, now, compatibility), relation };
}
