import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import type { ApiError } from '../lib/api-client';
import { notifyErrorOnNextPage } from '../lib/notify';
import { SessionProvider } from '../lib/session';
import { AppProviders } from './app-providers';
import { ToastsFollowNavigation } from './toast-host';

/** A suspended account is told why it was signed out (decision 034); a 401 stays silent. */
function onSessionRefused(error: ApiError) {
  // Carried: the guards move to /login next, where it must still be read.
  if (error.code === 'ACCOUNT_SUSPENDED') notifyErrorOnNextPage(error);
}

/**
 * Parent of every app route (guest-only and signed-in); loaded lazily by app-routes.ts. With
 * `children` it frames them instead of a child route (the signed-in 404, not-found-route.tsx).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <AppProviders>
      <ToastsFollowNavigation />
      <SessionProvider onSessionRefused={onSessionRefused}>
        <Suspense fallback={<FullScreenSpinner />}>{children ?? <Outlet />}</Suspense>
      </SessionProvider>
    </AppProviders>
  );
}
