import { useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { LoadError } from '../../../components/load-error';
import { useT } from '../../../i18n/translate';
import { useAccount } from '../../../lib/account';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePrefetchRecommendations } from '../api';
import { PausedNotice } from '../components/paused-notice';
import { RecommendationsPlaceholder, RecommendedGrid } from '../components/recommended-grid';

/**
 * /dashboard, the 'Recommended' tab (product.md §2): the active single's recommended profiles with
 * the filter button; without a single, the way to set one up or choose one.
 */
export function DashboardPage() {
  const t = useT();
  useDocumentTitle(t('dashboard.page.title'));
  const { childId } = useSession();
  const account = useAccount();
  usePrefetchRecommendations(childId);
  const heading = useRef<HTMLHeadingElement>(null);
  const singles = account.data?.children ?? [];
  const active = singles.find((child) => child.id === childId);

  if (childId && account.isPending) return <AwaitingAccount />;
  // Without the account the page cannot tell whether there are singles: say so, and retry.
  if (account.isError && !account.data) {
    return <AccountUnavailable error={account.error} onRetry={() => account.refetch()} />;
  }
  if (!childId || !active) return <NoActiveSingle isPending={account.isPending} />;

  const name = active.firstName;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <Kicker />
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-1 font-serif text-3xl font-semibold text-brand-900 [overflow-wrap:anywhere] focus:outline-none sm:text-4xl"
          >
            {t('dashboard.heading', { name })}
          </h1>
          <p className="mt-2 text-muted">{t('dashboard.lead', { name })}</p>
        </div>
        {/* product.md §2: the filter button opens /filter marked as from /dashboard (so it shows Back). */}
        <Link
          to="/filter"
          state={{ from: '/dashboard' }}
          className={buttonClass(
            'outline',
            'shrink-0 self-start bg-cream-50 hover:bg-brand-50 sm:self-auto',
          )}
        >
          <FilterIcon />
          {t('dashboard.setPreferences')}
        </Link>
      </div>
      <PausedNotice childId={childId} firstName={name} />
      <RecommendedGrid childId={childId} firstName={name} heading={heading} />
    </div>
  );
}

/** The tab's name above each state of the page, so it stays in place from one to the next. */
function Kicker() {
  const t = useT();
  return (
    <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">
      {t('dashboard.kicker')}
    </p>
  );
}

/**
 * Until the account answers. The list is already on its way (usePrefetchRecommendations), but
 * the heading holds the single's name, so it is stood in for by bars of its size (one line of
 * heading, one of text, the button) and the grid by placeholder cards (decision 021: on a
 * slow network the page showed only its label).
 */
function AwaitingAccount() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Kicker />
      {/* The page's h1 for screen readers until the name comes; the bar stands in for it. */}
      <h1 className="sr-only">{t('dashboard.kicker')}</h1>
      <div
        aria-hidden="true"
        className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"
      >
        <div className="min-w-0 flex-1">
          <div className="mt-2 h-8 w-64 max-w-full animate-pulse rounded-full bg-cream-300 sm:h-10 sm:w-96" />
          <div className="mt-4 h-5 w-72 max-w-full animate-pulse rounded-full bg-cream-200" />
        </div>
        <div className="h-12 w-44 animate-pulse rounded-full bg-cream-200" />
      </div>
      <RecommendationsPlaceholder />
    </div>
  );
}

function AccountUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Kicker />
      <div className="mt-4 max-w-2xl">
        <LoadError error={error} onRetry={onRetry} />
      </div>
    </div>
  );
}

function NoActiveSingle({ isPending }: { isPending: boolean }) {
  const t = useT();
  const account = useAccount();
  const hasSingles = (account.data?.children.length ?? 0) > 0;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Kicker />
      <h1 className="mt-2 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {t('dashboard.noSingle.heading')}
      </h1>
      <div className="mt-6 max-w-2xl rounded-3xl border border-cream-300 bg-cream-50 p-6 shadow-sm sm:p-8">
        <p className="text-lg leading-relaxed text-ink">
          {hasSingles ? t('dashboard.noSingle.choose') : t('dashboard.noSingle.setUp')}
        </p>
        {isPending ? null : hasSingles ? (
          <Link to="/select-child" className={buttonClass('primary', 'mt-6')}>
            {t('dashboard.noSingle.chooseAction')}
          </Link>
        ) : (
          <Link to="/get-started" className={buttonClass('primary', 'mt-6')}>
            {t('dashboard.noSingle.setUpAction')}
          </Link>
        )}
      </div>
    </div>
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
      <path
        d="M4 6h16M7 12h10M10 18h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
