import { usePrefetchQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, Outlet, useNavigation } from 'react-router';
import { Logo } from '../components/logo';
import { useT } from '../i18n/translate';
import { accountQuery, useAccount } from '../lib/account';
import { useSession } from '../lib/session';
import { subscriptionQuery, useSubscription } from '../lib/subscription';
import { AccountMenu } from './account-menu';
import { AppBottomBar } from './app-bottom-bar';
import { AppSidebar } from './app-sidebar';

/** The active single's first name in the top bar, or a loading indicator (product.md §2). */
function ActiveSingle() {
  const { childId } = useSession();
  const account = useAccount();
  const t = useT();
  if (!childId) return null;
  if (account.isPending) {
    return (
      <span role="status" className="h-6 w-20 animate-pulse rounded-full bg-cream-300">
        <span className="sr-only">{t('shell.header.loadingActive')}</span>
      </span>
    );
  }
  const active = account.data?.children.find((child) => child.id === childId);
  if (!active) return null;
  return (
    <p className="max-w-[11rem] truncate rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900 sm:max-w-[14rem]">
      <span className="sr-only">{t('shell.header.activeSingle')}</span>
      {active.firstName}
    </p>
  );
}

/** product.md §4: the subscription status is asked for when the app starts; a failure is only logged. */
function useSubscriptionCheck() {
  const { error } = useSubscription();
  useEffect(() => {
    if (error) console.error('Subscription check failed', error);
  }, [error]);
}

/**
 * No active single, or one the account no longer holds: put one back by the spec's rule once
 * the account is known (decision 022; a login does it already from its own answer). Only
 * a settled, successful read: a failed refetch keeps singles that may be gone.
 */
function useActiveSingleRestore() {
  const { restoreChild } = useSession();
  const account = useAccount();
  const isSettled = account.isSuccess && !account.isFetching;
  useEffect(() => {
    if (isSettled && account.data) restoreChild(account.data.children, account.data.lastChildId);
  }, [isSettled, account.data, restoreChild]);
}

/**
 * The frame of the signed-in pages: the top bar with the logo (to /dashboard), the active
 * single and the account menu; the sidebar on large screens and the bottom bar below them
 * (product.md §2 'Navigation'). The page is padded so nothing hides behind the bottom bar.
 */
export function ProtectedShell({ children }: { children?: ReactNode }) {
  // Asked for as the shell renders, not once it has been drawn (when useQuery would): on a slow
  // phone the answers are on their way while the page is still being put together.
  usePrefetchQuery(accountQuery);
  usePrefetchQuery(subscriptionQuery);
  const isNavigating = useNavigation().state === 'loading';
  useSubscriptionCheck();
  useActiveSingleRestore();
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-900 px-5 py-3 font-semibold text-cream-50 focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
      >
        {t('layout.skipToContent')}
      </a>
      {isNavigating ? (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-gold-400"
        />
      ) : null}
      <header className="sticky top-0 z-40 border-b border-cream-300 bg-cream-100/95 backdrop-blur supports-[backdrop-filter]:bg-cream-100/85">
        <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <Link to="/dashboard" className="shrink-0 rounded-lg">
            <Logo />
            <span className="sr-only">{t('shell.header.dashboardLink')}</span>
          </Link>
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <ActiveSingle />
            <AccountMenu />
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        <AppSidebar />
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 pb-[calc(4rem+env(safe-area-inset-bottom))] focus:outline-none lg:pb-0"
        >
          {children ?? <Outlet />}
        </main>
      </div>
      <AppBottomBar />
    </div>
  );
}
