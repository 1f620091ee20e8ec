import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { LanguageSelect } from '../components/language-select';
import { logout as logoutRequest } from '../features/auth/api';
import { useT } from '../i18n/translate';
import { useAccount } from '../lib/account';
import { notifyError, notifyErrorOnNextPage, notifySuccess } from '../lib/notify';
import { useSession } from '../lib/session';
import { SingleSwitcher } from './account-menu-switcher';

const ITEM_CLASS =
  'flex min-h-11 w-full items-center rounded-xl px-3 text-start font-medium text-ink hover:bg-brand-50 hover:text-brand-900';

/**
 * The account menu of the signed-in pages (product.md §2): Switch Accounts, Add a Single, Settings
 * (small screens; the sidebar carries it on large ones) and Logout, under the account's
 * language (decision 070). A disclosure (button +
 * list), closed by Escape, a click outside or a followed link. Logout: success → toast and /,
 * failure → error toast, the session cleared anyway and /login (product.md §4, §8).
 */
export function AccountMenu() {
  const { user, childId, logout, selectChild, setLanguage } = useSession();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const location = useLocation();
  // Staff reach the admin console from here (decision 012).
  const isAdmin = useAccount().data?.isAdmin === true;
  const t = useT();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes when the location changes.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  const mutation = useMutation({
    mutationFn: logoutRequest,
    onSuccess: (result) => {
      // Not AUTH_RESULT_MESSAGES: importing a value from the contract's auth module brings zod
      // into every signed-in page's chunk.
      notifySuccess(result.message, t('shell.menu.loggedOut'));
      logout({ to: '/' });
    },
    onError: (error) => {
      // Carried to /login, where the session ends anyway (product.md §4).
      notifyErrorOnNextPage(error);
      logout({ to: '/login' });
    },
  });

  const initial = (user?.fullName ?? 'W').slice(0, 1).toUpperCase();
  return (
    <div ref={container} className="relative">
      {mutation.isPending ? <FullPageLoader label={t('shell.menu.loggingOut')} /> : null}
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border-2 border-brand-900 p-1 font-semibold text-brand-900 hover:bg-brand-50 sm:pe-4"
      >
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-brand-900 text-sm text-gold-300"
        >
          {initial}
        </span>
        {/* The word gives way to the active single's name on a phone; the name stays. */}
        <span className="sr-only sm:not-sr-only">{t('shell.menu.account')}</span>
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute end-0 top-full z-40 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-2xl border border-cream-300 bg-cream-50 p-2 shadow-lg"
      >
        {user ? (
          <div className="border-b border-cream-300 px-3 pb-3 pt-2">
            <p className="truncate font-semibold text-brand-900">{user.fullName}</p>
            <p dir="ltr" className="truncate text-sm text-muted rtl:text-end">
              {user.email}
            </p>
            {/* The account's language (decision 070), also in Settings › Account. */}
            <LanguageSelect
              className="mt-3 w-full"
              onChange={(language) => {
                setLanguage(language).catch(notifyError);
              }}
            />
          </div>
        ) : null}
        <SingleSwitcher
          activeId={childId}
          itemClass={ITEM_CLASS}
          onPick={(id) => {
            // Picking the active single again still goes to /dashboard (the menu then closes).
            selectChild(id);
            navigate('/dashboard');
          }}
        />
        <ul className="mt-2 grid gap-1 border-t border-cream-300 pt-2">
          <li>
            <Link to="/get-started" className={ITEM_CLASS}>
              {t('shell.menu.addAccount')}
            </Link>
          </li>
          {/* product.md §2: small screens only; the sidebar carries it on large ones. */}
          <li className="lg:hidden">
            <Link to="/settings" className={ITEM_CLASS}>
              {t('shell.nav.settings')}
            </Link>
          </li>
          {isAdmin ? (
            <li>
              <Link to="/admin" className={ITEM_CLASS}>
                {t('shell.menu.admin')}
              </Link>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className={ITEM_CLASS}
              disabled={mutation.isPending}
              onClick={() => mutation.mutate()}
            >
              {t('shell.menu.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
