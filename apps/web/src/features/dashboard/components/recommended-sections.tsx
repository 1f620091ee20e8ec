import type { RecommendationCard } from '@waliyy/contract/discovery';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { ProfileCardGrid } from '../../../components/profile-card-grid';
import { genderParam } from '../../../i18n/gender';
import { useT } from '../../../i18n/translate';
import { CardFit } from './card-fit';

type RecommendedSectionsProps = {
  /** The loaded cards in the list's order: the preferred ones, then the close ones. */
  profiles: readonly RecommendationCard[];
  firstName: string;
  /** Placeholders after the last card while the next page is on its way. */
  pendingCards: number;
};

const hrefFor = (profile: RecommendationCard) => `/recommended/${encodeURIComponent(profile.id)}`;
const fitOf = (profile: RecommendationCard) => (
  <CardFit fit={profile.fit} gender={genderParam(profile.gender)} />
);

/**
 * The recommended cards in their two sections (decision 060): those that meet every must-have
 * under the page's heading, then — when fewer than a page of them exist — "Close to your
 * preferences", each card saying what differs. Grouped by each card's section, in list order.
 */
export function RecommendedSections({
  profiles,
  firstName,
  pendingCards,
}: RecommendedSectionsProps) {
  const t = useT();
  const preferred = profiles.filter((profile) => profile.fit.section === 'preferred');
  const close = profiles.filter((profile) => profile.fit.section === 'close');
  return (
    <>
      {preferred.length > 0 ? (
        <ProfileCardGrid
          profiles={preferred}
          hrefFor={hrefFor}
          extraFor={fitOf}
          pendingCards={close.length === 0 ? pendingCards : 0}
          label={t('dashboard.sections.recommended')}
        />
      ) : (
        <NoneMeetsEveryChoice firstName={firstName} />
      )}
      {close.length > 0 ? (
        <section aria-labelledby="close-heading" className="mt-4 grid gap-4">
          <div>
            <h2 id="close-heading" className="font-serif text-2xl font-semibold text-brand-900">
              {t('dashboard.sections.close')}
            </h2>
            <p className="mt-1 text-muted">
              {t('dashboard.sections.closeLead', { name: firstName })}
            </p>
          </div>
          <ProfileCardGrid
            profiles={close}
            hrefFor={hrefFor}
            extraFor={fitOf}
            headingLevel={3}
            pendingCards={pendingCards}
            label={t('dashboard.sections.close')}
          />
        </section>
      ) : null}
    </>
  );
}

/** Only close cards: said kindly, with the way to widen the choices. */
function NoneMeetsEveryChoice({ firstName }: { firstName: string }) {
  const t = useT();
  return (
    <div className="max-w-2xl rounded-3xl border border-cream-300 bg-cream-50 p-5 shadow-sm sm:p-6">
      <p className="text-lg leading-relaxed text-ink">
        {t('dashboard.sections.noneMeets', { name: firstName })}
      </p>
      <Link
        to="/filter"
        state={{ from: '/dashboard' }}
        className={buttonClass('outline', 'mt-4 bg-cream-50 hover:bg-brand-50')}
      >
        {t('dashboard.adjustPreferences')}
      </Link>
    </div>
  );
}
