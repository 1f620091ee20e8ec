import { PAGE_SIZE, SESSION_KEYS } from '@waliyy/contract/constants';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { LoadError } from '../../../components/load-error';
import { ListError, PENDING_CARDS, ProfileCardGrid } from '../../../components/profile-card-grid';
import { useT } from '../../../i18n/translate';
import { useAccount } from '../../../lib/account';
import { useSession } from '../../../lib/session';
import { readSessionCount, writeSessionCount } from '../../../lib/storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useExplorePages } from '../api';

/** More pages than this are not fetched back on return. */
const MAX_RESTORED_PAGES = 12;

/** The pages shown on the last visit (product.md §3 explorepage, explorelimit), at least one. */
function storedPageCount(): number {
  const page = readSessionCount(SESSION_KEYS.explorepage) || 1;
  const limit = readSessionCount(SESSION_KEYS.explorelimit) || PAGE_SIZE;
  return Math.min(Math.max(1, Math.ceil((page * limit) / PAGE_SIZE)), MAX_RESTORED_PAGES);
}

/**
 * /explore (product.md §2): everyone the active single may see, preferences aside (decision 043),
 * with 'Load More' and 'Load Less'; cards open /explore/{id}, a view with no actions
 * (decision 049).
 */
export function ExplorePage() {
  const t = useT();
  useDocumentTitle(t('explore.title'));
  const { childId } = useSession();
  const account = useAccount();
  const active = account.data?.children.find((child) => child.id === childId);
  const hasSingle = Boolean(childId) && (account.isPending || Boolean(active));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">
        {t('explore.title')}
      </p>
      <h1 className="mt-1 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {t('explore.heading')}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        {active ? t('explore.lead.named', { name: active.firstName }) : t('explore.lead.single')}
      </p>
      {hasSingle && childId ? (
        <ExploreList childId={childId} />
      ) : account.isError && !account.data ? (
        // Unread, the account may well have singles: say what failed, never "set one up".
        <div className="mt-8 max-w-2xl">
          <LoadError error={account.error} onRetry={() => account.refetch()} />
        </div>
      ) : account.isPending ? null : (
        <div className="mt-8 max-w-2xl rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-sm sm:p-8">
          <p className="text-lg leading-relaxed text-ink">{t('explore.noSingle.text')}</p>
          <Link
            to={(account.data?.children.length ?? 0) > 0 ? '/select-child' : '/get-started'}
            className={buttonClass('primary', 'mt-6')}
          >
            {(account.data?.children.length ?? 0) > 0
              ? t('explore.noSingle.choose')
              : t('explore.noSingle.setUp')}
          </Link>
        </div>
      )}
    </div>
  );
}

function ExploreList({ childId }: { childId: string }) {
  const t = useT();
  const [pageCount, setPageCount] = useState(storedPageCount);
  const list = useExplorePages(childId, pageCount);

  // Another single: another list, from its first page.
  const shownChild = useRef(childId);
  useEffect(() => {
    if (shownChild.current === childId) return;
    shownChild.current = childId;
    setPageCount(1);
  }, [childId]);

  useEffect(() => {
    writeSessionCount(SESSION_KEYS.explorepage, pageCount);
    writeSessionCount(SESSION_KEYS.explorelimit, PAGE_SIZE);
  }, [pageCount]);

  if (list.isLoadingFirst) {
    return (
      <div role="status" className="mt-8">
        <span className="sr-only">{t('explore.loading')}</span>
        <ProfileCardGrid
          profiles={[]}
          hrefFor={() => ''}
          pendingCards={PENDING_CARDS}
          label={t('explore.listLabel')}
        />
      </div>
    );
  }

  if (list.error && list.profiles.length === 0) {
    return (
      <div className="mt-8">
        <ListError error={list.error} fallback={t('explore.error')} onRetry={list.retry} />
      </div>
    );
  }

  if (list.profiles.length === 0) {
    return (
      <p className="mt-8 max-w-2xl rounded-3xl border border-cream-300 bg-cream-50 p-6 text-lg text-ink shadow-sm">
        {t('explore.empty')}
      </p>
    );
  }

  const canLoadMore = !list.isAtEnd && !list.error;
  return (
    <div className="mt-8 grid gap-6">
      <ProfileCardGrid
        profiles={list.profiles}
        hrefFor={(profile) => `/explore/${encodeURIComponent(profile.id)}`}
        pendingCards={list.isLoadingMore ? PENDING_CARDS : 0}
        label={t('explore.listLabel')}
      />
      <p role="status" className="text-center text-sm text-muted">
        {list.isLoadingMore
          ? t('explore.loadingMore')
          : t('explore.showing', {
              shown: list.profiles.length,
              count: Math.max(list.totalCount, list.profiles.length),
            })}
      </p>
      {list.error ? (
        <ListError error={list.error} fallback={t('explore.error')} onRetry={list.retry} />
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        {pageCount > 1 ? (
          <button
            type="button"
            className={buttonClass('outline')}
            onClick={() => setPageCount((count) => Math.max(1, count - 1))}
          >
            {t('explore.loadLess')}
          </button>
        ) : null}
        {canLoadMore ? (
          // aria-disabled rather than disabled while a page loads: the button keeps focus.
          <button
            type="button"
            aria-disabled={list.isLoadingMore}
            className={buttonClass('primary', 'aria-disabled:cursor-wait aria-disabled:opacity-70')}
            onClick={() => {
              if (!list.isLoadingMore) setPageCount((count) => count + 1);
            }}
          >
            {t('explore.loadMore')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
