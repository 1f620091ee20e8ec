import type { Verification, VerificationCheck } from '@waliyy/contract/verification';
import { type GenderParam, genderParam } from '../i18n/gender';
import { type Translate, useT } from '../i18n/translate';

// The checks a single passed (decision 083), as small badges: an icon and a short word each,
// never colour alone. Tiny on purpose: the dashboard's cards are on `/`'s critical path.

/** Each check's icon (24-unit paths). */
const PATHS: Record<VerificationCheck, string> = {
  phone: 'M7 3h10v18H7zM11 18h2',
  single: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5 21a7 7 0 0 1 11-5.7M15 19l2 2 4-4',
  genotype: 'M8 3c0 6 8 6 8 12s-8 0-8 6M16 3c0 6-8 6-8 12s8 0 8 6M9 7h6M9 17h6',
};

/**
 * A check's short word and its accessible name. The single's own confirmation follows the
 * single's gender (decision 46: 'she confirmed it herself').
 */
export function badgeWords(check: VerificationCheck, t: Translate, gender: GenderParam) {
  switch (check) {
    case 'phone':
      return { word: t('profile.badges.phone'), name: t('profile.badges.phoneName') };
    case 'single':
      return {
        word: t('profile.badges.single', { gender }),
        name: t('profile.badges.singleName', { gender }),
      };
    case 'genotype':
      return { word: t('profile.badges.genotype'), name: t('profile.badges.genotypeName') };
  }
}

/** The checks in the order they are shown (the contract's VERIFICATION_CHECKS). */
export const VERIFICATION_ORDER = Object.keys(PATHS) as VerificationCheck[];

type BadgesProps = {
  verification: Verification;
  /** The single's gender: Hausa and Arabic say "she confirmed it herself" (decision 46). */
  gender: string;
  className?: string;
};

/** The passed checks as a list of badges; nothing at all when none is passed. */
export function VerificationBadges({ verification, gender, className = '' }: BadgesProps) {
  const t = useT();
  const passed = VERIFICATION_ORDER.filter((check) => verification[check]);
  if (passed.length === 0) return null;
  const g = genderParam(gender);
  return (
    <ul aria-label={t('profile.badges.label')} className={`flex flex-wrap gap-1.5 ${className}`}>
      {passed.map((check) => {
        const { word, name } = badgeWords(check, t, g);
        return (
          <li
            key={check}
            data-badge={check}
            className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-cream-50 px-2 py-0.5 text-xs font-semibold text-brand-900"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-3.5">
              <path
                d={PATHS[check]}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span aria-hidden="true">{word}</span>
            <span className="sr-only">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
