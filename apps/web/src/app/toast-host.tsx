import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@waliyy/contract/constants';
import { LANGUAGE_DIRECTIONS } from '@waliyy/contract/languages';
import { useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useLocation } from 'react-router';
import {
  type CloseButtonProps,
  type Id,
  ToastContainer,
  type ToastItem,
  toast,
} from 'react-toastify';
import { useLanguage, useT } from '../i18n/translate';
import { isCarried } from '../lib/notify';

/**
 * product.md §9: top-right, 5 s, pause on hover, drag to dismiss at 80 % of the width. Right to
 * left (Arabic) the corner mirrors, top-left, and the toasts read right to left (decision 070).
 */
export function ToastHost() {
  const t = useT();
  const isRtl = LANGUAGE_DIRECTIONS[useLanguage()] === 'rtl';
  return (
    <ToastContainer
      position={isRtl ? 'top-left' : 'top-right'}
      rtl={isRtl}
      aria-label={t('shell.toasts.label')}
      closeButton={CloseToastButton}
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      draggable
      draggablePercent={TOAST_DRAG_PERCENT * 100}
    />
  );
}

/** react-toastify's own close button (same look and behaviour), its label in the language shown. */
function CloseToastButton({ closeToast, theme }: CloseButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('shell.toasts.close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

// ---- One toast of a kind, gone on navigation (decision 022) ----------------------------

/** The toasts on screen: their kind, and whether the next navigation leaves them (carried). */
const live = new Map<Id, { type: string; carry: boolean }>();

/**
 * A new toast replaces the one of its kind still on screen (a second error replaces the first,
 * rather than piling up over the header). Every toast counts, whoever raised it.
 */
function onToastChange(item: ToastItem): void {
  if (item.status === 'removed') {
    live.delete(item.id);
    return;
  }
  if (item.status !== 'added') return;
  const type = item.type ?? 'default';
  for (const [id, other] of live) {
    if (id !== item.id && other.type === type) {
      live.delete(id);
      toast.dismiss(id);
    }
  }
  live.set(item.id, { type, carry: isCarried(item.data) });
}

/**
 * The page changed: its toasts go, but for those carried to it (the toast of the action that
 * moved here), which now belong to this page and go with the next change.
 */
export function settleToastsOnNavigation(): void {
  for (const [id, entry] of live) {
    if (entry.carry) {
      entry.carry = false;
    } else {
      live.delete(id);
      toast.dismiss(id);
    }
  }
}

/** Inside the router: settles the toasts on each change of page, and on leaving the app's routes. */
export function ToastsFollowNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    settleToastsOnNavigation();
  }, [pathname]);
  // Moving to a public page unmounts the app's layout: that is a navigation too.
  useEffect(() => settleToastsOnNavigation, []);
  return null;
}

let host: { root: Root; container: HTMLElement; unsubscribe: () => void } | null = null;

/**
 * Mounts the toasts in a small React root of their own, beside the router's, the first time an
 * app route renders. It then stays for the life of the page, so a toast outlives the move to a
 * public page (logout, password change and account deletion all end on /, product.md §4), while the
 * public pages' bundle holds no toast code at all (decision 057).
 */
export function mountToastHost(): void {
  if (host) return;
  const container = document.createElement('div');
  container.dataset.toastHost = '';
  document.body.append(container);
  const root = createRoot(container);
  root.render(<ToastHost />);
  host = { root, container, unsubscribe: toast.onChange(onToastChange) };
}

/**
 * For tests: removes the host so that the next test starts without old toasts.
 * @internal The web tests' setup (decision 081).
 */
export function unmountToastHost(): void {
  if (!host) return;
  host.unsubscribe();
  host.root.unmount();
  host.container.remove();
  host = null;
  live.clear();
}
