import { SIDEBAR_COLLAPSED_PX, SIDEBAR_WIDTH_PX } from '@waliyy/contract/constants';
import { useId, useState } from 'react';
import { useT } from '../i18n/translate';
import { readSidebarOpen, writeSidebarOpen } from '../lib/storage';
import { NavIcon, NavItemLink, useIsCurrent, useNavItems } from './nav-items';

const CHEVRON = 'M15 6l-6 6 6 6';

/**
 * The desktop sidebar (product.md §2, §9): hidden below the lg breakpoint, 280 px wide, or 100 px
 * with icons only; the choice is kept under `isOpen` (product.md §3). Collapsed, each label stays
 * in the link for screen readers and shows as the link's tooltip.
 */
export function AppSidebar() {
  const [isOpen, setOpen] = useState(readSidebarOpen);
  const items = useNavItems();
  const isCurrent = useIsCurrent();
  const navId = useId();
  const t = useT();

  const toggle = () => {
    setOpen(!isOpen);
    writeSidebarOpen(!isOpen);
  };

  return (
    // The panel (background and border) is the whole column, as tall as the page, so a page
    // taller than the window never shows through below it (decision 021); what is in it
    // stays on screen as the page scrolls.
    <aside
      className="hidden shrink-0 flex-col border-e border-cream-300 bg-cream-50 transition-[width] duration-200 motion-reduce:transition-none lg:flex"
      style={{ width: isOpen ? SIDEBAR_WIDTH_PX : SIDEBAR_COLLAPSED_PX }}
    >
      <div className="sticky top-16 flex h-[calc(100dvh-4rem)] flex-col">
        <nav
          id={navId}
          aria-label={t('header.mainNav')}
          className="flex-1 overflow-y-auto px-4 py-6"
        >
          <ul className="grid gap-1.5">
            {items.map((item) => {
              const current = isCurrent(item);
              return (
                <li key={item.key}>
                  <NavItemLink
                    item={item}
                    isCurrent={current}
                    title={isOpen ? undefined : item.label}
                    className={`flex min-h-12 items-center gap-3 rounded-2xl font-semibold transition-colors ${
                      isOpen ? 'px-4' : 'justify-center px-0'
                    } ${
                      current
                        ? 'bg-brand-900 text-cream-50'
                        : 'text-brand-900 hover:bg-brand-50 hover:text-brand-950'
                    }`}
                  >
                    <NavIcon
                      path={item.icon}
                      className={`size-6 ${current ? 'text-gold-300' : 'text-brand-700'}`}
                    />
                    <span className={isOpen ? 'truncate' : 'sr-only'}>{item.label}</span>
                  </NavItemLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="border-t border-cream-300 p-4">
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={navId}
            onClick={toggle}
            className={`flex min-h-11 w-full items-center gap-3 rounded-2xl font-medium text-muted hover:bg-brand-50 hover:text-brand-900 ${
              isOpen ? 'px-4' : 'justify-center px-0'
            }`}
          >
            <NavIcon
              path={CHEVRON}
              className={`size-5 rtl:-scale-x-100 ${isOpen ? '' : 'rotate-180'}`}
            />
            <span className={isOpen ? '' : 'sr-only'}>
              {isOpen ? t('shell.sidebar.collapse') : t('shell.sidebar.expand')}
            </span>
          </button>
        </div>
      </div>
    </aside>
  );
}
