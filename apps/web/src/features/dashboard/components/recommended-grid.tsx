import { DISCOVERY_FALLBACKS } from '@waliyy/contract/discovery-cards';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { ListError, PENDING_CARDS, ProfileCardGrid } from '../../../components/profile-card-grid';
import { useT } from '../../../i18n/translate';
import { useRecommendations } from '../api';
import { useNearBottom } from '../use-near-bottom';
import { useScrollMemory } from '../use-scroll-memory';
import { RecommendedSections } from './recommended-sections';
import { TopButton } from './top-button';

type RecommendedGridProps = {
  childId: string;
  /** The active single's first name. */
  firstName: string;
  heading: RefObject<HTMLHeadingElement | null>;
};

/**
 * The recommended profiles of the active single (product.md §2 /dashboard): pages of 9 appended as
 * the page nears its bottom, repeated ids dropped, the place kept for the way back.
 */
export function RecommendedGrid({ childId, firstName, heading }: RecommendedGridProps) {
  const t = useT();
  const { query, profiles, pageCount } = useRecommendations(childId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = query;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError;

  useScrollMemory({ childId, pageCount, hasNextPage, isFetchingNextPage, isError, fetchNextPage });
  useNearBottom(() => {
    if (canLoadMore) fetchNextPage();
  }, hasNextPage);

  if (query.isPending) return <RecommendationsPlaceholder />;

  if (query.isError && profiles.length === 0) {
    return (
      <div className="mt-8">
        <ListError
          error={query.error}
          fallback={DISCOVERY_FALLBACKS.recommendations}
          onRetry={() => query.refetch()}
        />
      </div>
    );
  }

  if (profiles.length === 0) return <NoRecommendations firstName={firstName} />;

  return (
    <div className="mt-8 grid gap-6">
      <RecommendedSections
        profiles={profiles}
        firstName={firstName}
        pendingCards={isFetchingNextPage ? PENDING_CARDS : 0}
      />
      <p role="status" className="sr-only">
        {isFetchingNextPage
          ? t('dashboard.grid.loadingMore')
          : t('dashboard.grid.shown', { count: profiles.length })}
      </p>
      {query.isFetchNextPageError ? (
        <ListError
          error={query.error}
          fallback={DISCOVERY_FALLBACKS.recommendations}
          onRetry={() => fetchNextPage()}
        />
      ) : canLoadMore ? (
        // Scrolling loads the next page; this button does the same for keyboard users.
        <button
          type="button"
          className={buttonClass('outline', 'justify-self-center')}
          onClick={() => fetchNextPage()}
        >
          {t('dashboard.grid.showMore')}
        </button>
      ) : !hasNextPage ? (
        <p className="text-center text-sm text-muted">{t('dashboard.grid.end')}</p>
      ) : null}
      <TopButton focusTarget={heading} />
    </div>
  );
}

/** Placeholder cards while the first page is on its way (decision 021: seen, not only heard). */
export function RecommendationsPlaceholder() {
  const t = useT();
  return (
    <div role="status" className="mt-8">
      <span className="sr-only">{t('dashboard.grid.loading')}</span>
      <ProfileCardGrid
        profiles={[]}
        hrefFor={() => ''}
        pendingCards={PENDING_CARDS}
        label={t('dashboard.grid.loadingLabel')}
      />
    </div>
  );
}

function NoRecommendations({ firstName }: { firstName: string }) {
  const t = useT();
  return (
    <div className="mt-8 max-w-2xl rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-sm sm:p-8">
      <h2 className="font-serif text-2xl font-semibold text-brand-900">
        {t('dashboard.empty.heading')}
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-ink">
        {t('dashboard.empty.body', { name: firstName })}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/filter" state={{ from: '/dashboard' }} className={buttonClass('primary')}>
          {t('dashboard.adjustPreferences')}
        </Link>
        <Link to="/explore" className={buttonClass('outline')}>
          {t('dashboard.empty.browse')}
        </Link>
      </div>
    </div>
  );
}
