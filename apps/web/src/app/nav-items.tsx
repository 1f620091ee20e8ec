import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../i18n/translate';
import { useSession } from '../lib/session';

// The app's navigation (product.md §2 'Navigation'): the desktop sidebar lists every item, the
// phone's bottom bar all but Settings (the account menu carries it there).

export type NavItem = {
  key: 'recommended' | 'likes' | 'match' | 'explore' | 'profile' | 'settings';
  label: string;
  /** A shorter word for the phone's bottom bar. */
  shortLabel: string;
  to: string;
  state?: unknown;
  /** Paths under which this item is the current one. */
  matches: readonly string[];
  icon: string;
};

const ICONS = {
  recommended: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z',
  likes:
    'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z',
  match: 'M9 15.5a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM15 18.5a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
  explore: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5c.8-3.6 3.8-6 7.5-6s6.7 2.4 7.5 6',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 13.5l1.6 1.2-1.8 3.1-1.9-.7a7 7 0 0 1-1.7 1l-.3 2h-3.6l-.3-2a7 7 0 0 1-1.7-1l-1.9.7-1.8-3.1 1.6-1.2a7 7 0 0 1 0-3L3 9.3l1.8-3.1 1.9.7a7 7 0 0 1 1.7-1l.3-2h3.6l.3 2a7 7 0 0 1 1.7 1l1.9-.7L21 9.3l-1.6 1.2a7 7 0 0 1 0 3z',
} as const;

/** The items, Profile pointing at the active single (or the picker when there is none). */
export function useNavItems(): NavItem[] {
  const { childId } = useSession();
  const t = useT();
  return [
    {
      key: 'recommended',
      label: t('shell.nav.recommended'),
      shortLabel: t('shell.nav.recommendedShort'),
      to: '/dashboard',
      matches: ['/dashboard', '/recommended'],
      icon: ICONS.recommended,
    },
    {
      key: 'likes',
      label: t('shell.nav.likes'),
      shortLabel: t('shell.nav.likes'),
      to: '/likes',
      matches: ['/likes'],
      icon: ICONS.likes,
    },
    {
      key: 'match',
      label: t('shell.nav.match'),
      shortLabel: t('shell.nav.match'),
      to: '/match',
      matches: ['/match'],
      icon: ICONS.match,
    },
    {
      key: 'explore',
      label: t('shell.nav.explore'),
      shortLabel: t('shell.nav.explore'),
      to: '/explore',
      matches: ['/explore'],
      icon: ICONS.explore,
    },
    childId
      ? {
          key: 'profile',
          label: t('shell.nav.profile'),
          shortLabel: t('shell.nav.profileShort'),
          to: `/profile/${encodeURIComponent(childId)}`,
          // product.md §2: the own profile is opened marked as from 'profile'.
          state: { from: 'profile' },
          matches: ['/profile'],
          icon: ICONS.profile,
        }
      : {
          key: 'profile',
          label: t('shell.nav.profile'),
          shortLabel: t('shell.nav.profileShort'),
          to: '/select-child',
          matches: ['/select-child'],
          icon: ICONS.profile,
        },
    {
      key: 'settings',
      label: t('shell.nav.settings'),
      shortLabel: t('shell.nav.settings'),
      to: '/settings',
      matches: ['/settings'],
      icon: ICONS.settings,
    },
  ];
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Whether `item` is the page being shown (or a profile opened from it). */
export function useIsCurrent(): (item: NavItem) => boolean {
  const { pathname } = useLocation();
  return (item) => item.matches.some((base) => isUnder(pathname, base));
}

type NavLinkProps = {
  item: NavItem;
  isCurrent: boolean;
  className: string;
  title?: string;
  children: ReactNode;
};

/** One navigation link, `aria-current="page"` on the current one. */
export function NavItemLink({ item, isCurrent, className, title, children }: NavLinkProps) {
  return (
    <Link
      to={item.to}
      title={title}
      state={item.state}
      aria-current={isCurrent ? 'page' : undefined}
      className={className}
    >
      {children}
    </Link>
  );
}

export function NavIcon({ path, className = 'size-6' }: { path: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
