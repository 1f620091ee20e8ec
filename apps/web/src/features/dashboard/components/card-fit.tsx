import type { RecommendationFit } from '@waliyy/contract/discovery';
import type { GenderParam } from '../../../i18n/gender';
import { richText } from '../../../i18n/rich-text';
import { useT } from '../../../i18n/translate';
import { usePlaceNames } from '../../../lib/place-names';
import { mustHaveText } from '../fit-text';

/**
 * A recommended card's fit to the single's must-haves (decisions 060 and 021): what
 * differs first on a close card ("Differs: Lives in Ghana"), then what it meets. One short
 * line each, so a card stays compact on a phone; nothing when no must-have is chosen.
 */
export function CardFit({ fit, gender }: { fit: RecommendationFit; gender: GenderParam }) {
  const t = useT();
  // Countries and nationalities in the language shown: drawn again once they arrive.
  usePlaceNames(fit.meets.length + fit.differs.length > 0);
  if (fit.meets.length === 0 && fit.differs.length === 0) return null;
  return (
    <div className="mt-3 grid gap-2 text-sm leading-snug">
      {fit.differs.length > 0 ? (
        <p className="rounded-xl border border-gold-400/60 bg-gold-200/40 px-3 py-2 text-ink [overflow-wrap:anywhere]">
          {richText(
            t('dashboard.fit.differs', {
              items: fit.differs.map((item) => mustHaveText(item, t, gender)).join(' · '),
            }),
            { label: (words) => <span className="font-semibold text-gold-800">{words}</span> },
          )}
        </p>
      ) : null}
      {fit.meets.length > 0 ? (
        <p className="flex items-start gap-1.5 text-brand-900 [overflow-wrap:anywhere]">
          <CheckIcon />
          <span>
            {richText(
              t('dashboard.fit.meets', {
                gender,
                items: fit.meets.map((item) => mustHaveText(item, t, gender)).join(' · '),
              }),
              { label: (words) => <span className="font-semibold">{words}</span> },
            )}
          </span>
        </p>
      ) : null}
    </div>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 size-4 shrink-0 text-brand-700"
    >
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
