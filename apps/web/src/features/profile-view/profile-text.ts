import type { Compatibility, PublicProfile } from '@waliyy/contract/discovery';
import type { Option } from '@waliyy/contract/options';
import { optionLabel } from '../../lib/option-label';

// The wording of the profile view (product.md §2 'profile view'), kept apart from the markup so the
// rules can be read — and tested — in one place.

/** Every field the three tabs and the header show: one's own single or someone else's. */
export type ProfileDetails = Omit<PublicProfile, 'compatibility'>;

/** The value stored for someone who has not started practising (product.md §2). */
export const NOT_PRACTICING = 'NOT_PRACTICING';

/** The label of an option value; a value the list does not know is shown as it came. */
export function optionText(list: readonly Option[], value: string): string {
  return optionLabel(list, value) ?? value;
}

const NOT_PRACTISING_WORDS = /^not practi[cs]ing$/i;
const YEAR = /^\d{4}$/;
/** Written as a phrase of its own: 'since childhood', 'in 2015', 'my teenage years'. */
const PHRASE = /^(since|in|at|from|during|when|after|before|around|about|my)\b/i;

/**
 * product.md §2 My Deen: 'I am not practicing', or 'I started practising in my' plus the period.
 * The field is free text ('When did you start practising?'), so a year or a written phrase
 * keeps its own wording instead of reading 'in my since childhood'.
 */
export function startedPractisingText(value: string): string {
  const period = value.trim();
  if (period === NOT_PRACTICING || NOT_PRACTISING_WORDS.test(period)) return 'I am not practicing';
  if (YEAR.test(period)) return `I started practising in ${period}`;
  if (PHRASE.test(period)) {
    const phrase = period.charAt(0).toLowerCase() + period.slice(1);
    if (phrase.startsWith('my ')) return `I started practising in ${phrase}`;
    if (phrase.startsWith('since ')) return `I have been practising ${phrase}`;
    return `I started practising ${phrase}`;
  }
  return `I started practising in my ${period}`;
}

/** product.md §2 Me: 'No Addictions' when there are none. */
export function addictionsText(hasAddictions: boolean): string {
  return hasAddictions ? 'Has an addiction' : 'No Addictions';
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/** Metres with at most two decimals: 1.65 m, 1.7 m. */
export function heightText(metres: number): string {
  return `${Number(metres.toFixed(2))} m`;
}

export function weightText(kg: number): string {
  return `${Number(kg.toFixed(1))} kg`;
}

/** product.md §2: 'Willing to relocate to' appears only when willing and a plan was written. */
export function relocationText(
  profile: Pick<ProfileDetails, 'isWillingToRelocate' | 'relocationPlans'>,
): string | null {
  const plan = profile.relocationPlans?.trim();
  return profile.isWillingToRelocate && plan ? plan : null;
}

/** The name on someone else's profile: never a first name (decision 027). */
export function publicName(displayId: string): string {
  return displayId.trim() || 'Waliyy User';
}

const preferences = (n: number) => `${n} preference${n === 1 ? '' : 's'}`;

export const NO_OWN_PREFERENCES = 'You have not set preferences yet.';

/**
 * How the two sides' preferences are met, said truthfully when a side stated none. With
 * `isOwnMissing` the page says NO_OWN_PREFERENCES (and offers /filter) before `text`.
 */
export function preferenceSummary(c: Compatibility): { isOwnMissing: boolean; text: string } {
  const hasTheirs = c.theirPreferences > 0;
  if (c.yourPreferences > 0) {
    const theirs = hasTheirs
      ? `you meet ${c.youMeet} of theirs`
      : 'they have not set preferences yet';
    return {
      isOwnMissing: false,
      text: `Meets ${c.theyMeet} of your ${preferences(c.yourPreferences)}; ${theirs}.`,
    };
  }
  return {
    isOwnMissing: true,
    text: hasTheirs
      ? `You meet ${c.youMeet} of their ${preferences(c.theirPreferences)}.`
      : 'They have not set preferences yet either.',
  };
}
