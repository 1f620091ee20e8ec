import { useT } from '../i18n/translate';
import { NavIcon, NavItemLink, useIsCurrent, useNavItems } from './nav-items';

/**
 * The phone and tablet navigation (product.md §2): fixed to the bottom below the lg breakpoint, with
 * icons and short labels for Recommended, Likes, Match, Explore and Profile (Settings lives in
 * the account menu there). Padded for the home indicator (safe area).
 */
export function AppBottomBar() {
  const items = useNavItems().filter((item) => item.key !== 'settings');
  const isCurrent = useIsCurrent();
  const t = useT();
  return (
    <nav
      aria-label={t('header.mainNav')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-cream-300 bg-cream-50/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-cream-50/85 lg:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-xl grid-cols-5">
        {items.map((item) => {
          const current = isCurrent(item);
          return (
            <li key={item.key} className="flex">
              <NavItemLink
                item={item}
                isCurrent={current}
                className={`flex min-w-0 flex-1 flex-col items-center justify-center gap-1 px-0.5 text-[0.6875rem] font-semibold leading-none ${
                  current ? 'text-brand-900' : 'text-muted hover:text-brand-900'
                }`}
              >
                <span
                  className={`grid h-7 w-12 place-items-center rounded-full ${
                    current ? 'bg-brand-100' : ''
                  }`}
                >
                  <NavIcon path={item.icon} className="size-5" />
                </span>
                <span className="max-w-full truncate">{item.shortLabel}</span>
              </NavItemLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
