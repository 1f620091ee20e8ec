import type { RouteObject } from 'react-router';
import { lazyRoute } from '../lib/chunk-load';

/**
 * The pathless layout route for the app (guest-only and signed-in pages). It has no children
 * yet: /login, /sign-up, /dashboard… are added here by their issues, each with its own
 * `lazy: lazyRoute('<name>', …)`. Its code, with TanStack Query and react-toastify, loads only
 * when one of those routes matches, never for a public page.
 */
export const appLayout: RouteObject = {
  id: 'app',
  lazy: lazyRoute('app', async () => ({ Component: (await import('./app-layout')).AppLayout })),
  children: [],
};
