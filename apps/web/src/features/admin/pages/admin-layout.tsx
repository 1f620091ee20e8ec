import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { FullPageLoader } from '../../../components/full-page-loader';
import { Logo } from '../../../components/logo';
import { ListError } from '../../../components/profile-card-grid';
import { activateLanguage, activeLanguage } from '../../../i18n/i18n';
import { useT } from '../../../i18n/translate';
import { useAccount } from '../../../lib/account';
import { notifyErrorOnNextPage, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { signOutRequest } from '../api';

// The staff console's frame (decisions 012 and 024): its own top bar and navigation, not the family
// app's sidebar and bottom bar. The browser only hides it from other accounts; the API answers
// 403 to them anyway (STYLE: permission checks never live only in the browser).

const LINKS = [
  { to: '/admin', label: 'Overview' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/accounts', label: 'Accounts' },
  { to: '/admin/verifications', label: 'Verifications' },
  { to: '/admin/non-responders', label: 'Non-responders' },
  { to: '/admin/plans', label: 'Plans' },
  { to: '/admin/audit', label: 'Audit log' },
] as const;

/** Overview is current only on /admin itself; the others also for their detail pages. */
function isCurrent(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return to === '/admin' ? path === to : path === to || path.startsWith(`${to}/`);
}

const FRAME = 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10';
const BAR_LINK =
  'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-brand-900 hover:bg-brand-50 sm:px-4';

/**
 * The console speaks English (decision 070): while staff have it open the page does, shared
 * pieces (dialogs, errors, a profile) included; the account's language comes back when they
 * leave it. A family that opens /admin keeps its own language.
 */
function useEnglishWhileOpen(isStaff: boolean) {
  useEffect(() => {
    const previous = activeLanguage();
    if (!isStaff || previous === 'en') return;
    activateLanguage('en').catch(() => undefined);
    return () => {
      activateLanguage(previous).catch(() => undefined);
    };
  }, [isStaff]);
}

export function AdminLayout() {
  const account = useAccount();
  const t = useT();
  useEnglishWhileOpen(account.data?.isAdmin === true);

  if (account.isPending) {
    return (
      <Frame>
        <p role="status" className="text-muted">
          {t('status.loading')}
        </p>
      </Frame>
    );
  }
  if (account.isError) {
    return (
      <Frame>
        <ListError
          error={account.error}
          fallback={t('admin.frame.loadError')}
          onRetry={() => account.refetch()}
        />
      </Frame>
    );
  }
  if (account.data.isAdmin !== true) return <StaffOnly />;
  return (
    <Frame hasSingles={account.data.children.length > 0} withNav isStaffOnly>
      <Outlet />
    </Frame>
  );
}

/** The top bar (logo, family app, sign out), the console's navigation and the page. */
function Frame({
  children,
  hasSingles = false,
  withNav = false,
  isStaffOnly = false,
}: {
  children: ReactNode;
  hasSingles?: boolean;
  withNav?: boolean;
  /** The console itself: English, left to right, whatever the account's language (decision 070). */
  isStaffOnly?: boolean;
}) {
  const { logout } = useSession();
  const t = useT();
  const signOut = useMutation({
    mutationFn: signOutRequest,
    onSuccess: (result) => {
      notifySuccess(result.message, t('shell.menu.loggedOut'));
      logout({ to: '/' });
    },
    onError: (error) => {
      notifyErrorOnNextPage(error);
      logout({ to: '/login' });
    },
  });
  return (
    <div
      className="flex min-h-dvh flex-col"
      lang={isStaffOnly ? 'en' : undefined}
      dir={isStaffOnly ? 'ltr' : undefined}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-900 px-5 py-3 font-semibold text-cream-50 focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
      >
        {t('layout.skipToContent')}
      </a>
      {signOut.isPending ? <FullPageLoader label={t('shell.menu.loggingOut')} /> : null}
      <header className="sticky top-0 z-40 border-b border-cream-300 bg-cream-100/95 backdrop-blur supports-[backdrop-filter]:bg-cream-100/85">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link to="/admin" className="flex shrink-0 items-center gap-2 rounded-lg">
            <Logo />
            <span className="rounded-full bg-gold-200 px-2 py-0.5 text-xs font-bold uppercase tracking-widest text-gold-800">
              {t('admin.frame.staff')}
            </span>
            <span className="sr-only">{t('admin.frame.overview')}</span>
          </Link>
          <div className="flex items-center gap-1 sm:gap-2">
            {hasSingles ? (
              <Link to="/dashboard" className={BAR_LINK}>
                {t('admin.frame.familyApp')}
              </Link>
            ) : null}
            <button
              type="button"
              className={buttonClass('outline', 'min-h-11 px-3 text-sm sm:px-4')}
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              {t('admin.frame.signOut')}
            </button>
          </div>
        </div>
        {withNav ? <ConsoleNav /> : null}
      </header>
      <main id="main" tabIndex={-1} className={`${FRAME} grid gap-6 focus:outline-none`}>
        {children}
      </main>
    </div>
  );
}

/** One row of links: it scrolls sideways on a phone instead of wrapping into a tall block. */
function ConsoleNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Staff console" className="mx-auto w-full max-w-6xl px-2 sm:px-4">
      <ul className="flex gap-1 overflow-x-auto pb-2 [scrollbar-width:thin]">
        {LINKS.map((link) => {
          const current = isCurrent(link.to, pathname);
          return (
            <li key={link.to} className="shrink-0">
              <Link
                to={link.to}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-4 font-semibold no-underline transition-colors ${
                  current ? 'bg-brand-900 text-cream-50' : 'text-brand-900 hover:bg-brand-50'
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** What a family that opens /admin sees: in the family's own language. */
function StaffOnly() {
  const t = useT();
  useDocumentTitle(t('admin.staffOnly.title'));
  return (
    <Frame hasSingles>
      <div className="grid max-w-2xl justify-items-start gap-4">
        <h1 className="font-serif text-3xl font-semibold text-brand-900">
          {t('admin.staffOnly.title')}
        </h1>
        <p className="text-lg">{t('admin.staffOnly.body')}</p>
        <Link to="/dashboard" className={buttonClass('primary')}>
          {t('admin.staffOnly.dashboard')}
        </Link>
      </div>
    </Frame>
  );
}
