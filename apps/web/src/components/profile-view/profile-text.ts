import type { Compatibility, PublicProfile } from '@waliyy/contract/discovery';
import type { Option } from '@waliyy/contract/options';
import type { GenderParam } from '../../i18n/gender';
import { t } from '../../i18n/translate';
import { optionLabel } from '../../lib/option-label';

// The wording of the profile view (product.md §2 'profile view'), kept apart from the markup so the
// rules can be read — and tested — in one place.

/**
 * Every field the three tabs and the header show: one's own single or someone else's (whose
 * checks, decision 083, come with it; one's own are walked through in Settings).
 */
export type ProfileDetails = Omit<PublicProfile, 'compatibility' | 'verification'> &
  Partial<Pick<PublicProfile, 'verification'>>;

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
  if (period === NOT_PRACTICING || NOT_PRACTISING_WORDS.test(period)) {
    return t('profile.practice.notPractising');
  }
  if (YEAR.test(period)) return t('profile.practice.inYear', { year: period });
  // The phrases are English words the family wrote: another language says them after a colon.
  if (PHRASE.test(period)) {
    const phrase = period.charAt(0).toLowerCase() + period.slice(1);
    if (phrase.startsWith('my ')) return t('profile.practice.inPhrase', { phrase });
    if (phrase.startsWith('since ')) return t('profile.practice.sincePhrase', { phrase });
    return t('profile.practice.phrase', { phrase });
  }
  return t('profile.practice.inMy', { period });
}

/** product.md §2 Me: 'No Addictions' when there are none. */
export function addictionsText(hasAddictions: boolean, gender: GenderParam = 'other'): string {
  return hasAddictions ? t('profile.addictions.has', { gender }) : t('profile.addictions.none');
}

export function yesNo(value: boolean): string {
  return value ? t('profile.yes') : t('profile.no');
}

/** Metres with at most two decimals: 1.65 m, 1.7 m. */
export function heightText(metres: number): string {
  return t('profile.height', { metres: String(Number(metres.toFixed(2))) });
}

export function weightText(kg: number): string {
  return t('profile.weight', { kg: String(Number(kg.toFixed(1))) });
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
  return displayId.trim() || t('profile.anonymousName');
}

/**
 * How the two sides' preferences are met, said truthfully when a side stated none. With
 * `isOwnMissing` the page says 'You have not set preferences yet.' (and offers /filter) before `text`.
 * `gender` is the viewed single's: Arabic and Hausa say 'she meets', 'her preferences' (decision 076).
 */
export function preferenceSummary(
  c: Compatibility,
  gender: GenderParam = 'other',
): { isOwnMissing: boolean; text: string } {
  const hasTheirs = c.theirPreferences > 0;
  if (c.yourPreferences > 0) {
    const counts = { theyMeet: c.theyMeet, count: c.yourPreferences };
    return {
      isOwnMissing: false,
      text: hasTheirs
        ? t('profile.why.bothSet', { ...counts, youMeet: c.youMeet, gender })
        : t('profile.why.theirsMissing', { ...counts, gender }),
    };
  }
  return {
    isOwnMissing: true,
    text: hasTheirs
      ? t('profile.why.ownMissing', { youMeet: c.youMeet, count: c.theirPreferences, gender })
      : t('profile.why.bothMissing', { gender }),
  };
}
