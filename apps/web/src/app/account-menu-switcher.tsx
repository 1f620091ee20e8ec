import { CHILD_SWITCHER_SCROLL_PX } from '@waliyy/contract/constants';
import { useId } from 'react';
import { useT } from '../i18n/translate';
import { useAccount } from '../lib/account';

type SingleSwitcherProps = {
  activeId: string | null;
  itemClass: string;
  onPick: (childId: string) => void;
};

/**
 * 'Switch Accounts' in the account menu (product.md §2): the account's singles by first name, the
 * active one marked; the list scrolls past 120 px (product.md §9).
 */
export function SingleSwitcher({ activeId, itemClass, onPick }: SingleSwitcherProps) {
  const account = useAccount();
  const headingId = useId();
  const t = useT();
  const singles = account.data?.children ?? [];

  return (
    <div>
      <p
        id={headingId}
        className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wider text-muted"
      >
        {t('shell.menu.switchAccounts')}
      </p>
      {account.isPending ? (
        <p role="status" className="px-3 py-2 text-sm text-muted">
          {t('shell.menu.loadingSingles')}
        </p>
      ) : singles.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted">{t('shell.menu.noSingles')}</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="grid gap-1 overflow-y-auto overscroll-contain"
          style={{ maxHeight: CHILD_SWITCHER_SCROLL_PX }}
        >
          {singles.map((child) => {
            const isActive = child.id === activeId;
            return (
              <li key={child.id}>
                <button
                  type="button"
                  aria-current={isActive ? 'true' : undefined}
                  onClick={() => onPick(child.id)}
                  className={`${itemClass} justify-between gap-2 ${isActive ? 'bg-brand-50 text-brand-900' : ''}`}
                >
                  <span className="truncate">{child.firstName}</span>
                  {isActive ? <CheckIcon /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      className="size-5 shrink-0 text-brand-800"
    >
      <path
        d="M4 10.5l4 4 8-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
