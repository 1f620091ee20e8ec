import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@waliyy/contract/constants';
import { createRoot, type Root } from 'react-dom/client';
import { ToastContainer } from 'react-toastify';

/** Spec §9: top-right, 5 s, pause on hover, drag to dismiss at 80 % of the width. */
export function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      draggable
      draggablePercent={TOAST_DRAG_PERCENT * 100}
    />
  );
}

let host: { root: Root; container: HTMLElement } | null = null;

/**
 * Mounts the toasts in a small React root of their own, beside the router's, the first time an
 * app route renders. It then stays for the life of the page, so a toast outlives the move to a
 * public page (logout, password change and account deletion all end on /, spec §4), while the
 * public pages' bundle holds no toast code at all (DECISIONS 31).
 */
export function mountToastHost(): void {
  if (host) return;
  const container = document.createElement('div');
  container.dataset.toastHost = '';
  document.body.append(container);
  const root = createRoot(container);
  root.render(<ToastHost />);
  host = { root, container };
}

/** For tests: removes the host so that the next test starts without old toasts. */
export function unmountToastHost(): void {
  if (!host) return;
  host.root.unmount();
  host.container.remove();
  host = null;
}
