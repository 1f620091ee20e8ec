import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { AppProviders } from './app-providers';

/** Parent of every app route (guest-only and signed-in); loaded lazily by app-routes.ts. */
export function AppLayout() {
  return (
    <AppProviders>
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
    </AppProviders>
  );
}
