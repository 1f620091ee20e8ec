import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { toast } from 'react-toastify';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import type { ApiError } from '../lib/api-client';
import { SessionProvider } from '../lib/session';
import { AppProviders } from './app-providers';

/** A suspended account is told why it was signed out (DECISIONS 8); a 401 stays silent. */
function onSessionRefused(error: ApiError) {
  if (error.code === 'ACCOUNT_SUSPENDED') toast.error(error.message);
}

/** Parent of every app route (guest-only and signed-in); loaded lazily by app-routes.ts. */
export function AppLayout() {
  return (
    <AppProviders>
      <SessionProvider onSessionRefused={onSessionRefused}>
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </SessionProvider>
    </AppProviders>
  );
}
