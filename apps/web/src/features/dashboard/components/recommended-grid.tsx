import { DISCOVERY_FALLBACKS } from '@waliyy/contract/discovery-cards';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { ListError, PENDING_CARDS, ProfileCardGrid } from '../../../components/profile-card-grid';
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
        {isFetchingNextPage ? 'Loading more profiles…' : `${profiles.length} profiles shown.`}
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
          Show more profiles
        </button>
      ) : !hasNextPage ? (
        <p className="text-center text-sm text-muted">That is everyone recommended for now.</p>
      ) : null}
      <TopButton focusTarget={heading} />
    </div>
  );
}

/** Placeholder cards while the first page is on its way (issue 23 point 7: seen, not only heard). */
export function RecommendationsPlaceholder() {
  return (
    <div role="status" className="mt-8">
      <span className="sr-only">Loading recommendations…</span>
      <ProfileCardGrid
        profiles={[]}
        hrefFor={() => ''}
        pendingCards={PENDING_CARDS}
        label="Loading recommended profiles"
      />
    </div>
  );
}

function NoRecommendations({ firstName }: { firstName: string }) {
  return (
    <div className="mt-8 max-w-2xl rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-sm sm:p-8">
      <h2 className="font-serif text-2xl font-semibold text-brand-900">No recommendations yet</h2>
      <p className="mt-3 text-lg leading-relaxed text-ink">
        We have not found anyone who fits {firstName}’s preferences yet. New families join every day
        — widening the preferences a little, or browsing everyone on Explore, may help.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/filter" state={{ from: '/dashboard' }} className={buttonClass('primary')}>
          Adjust preferences
        </Link>
        <Link to="/explore" className={buttonClass('outline')}>
          Browse Explore
        </Link>
      </div>
    </div>
  );
}
