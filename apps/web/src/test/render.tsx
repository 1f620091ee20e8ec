import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { patchRoutesOnNavigation, routes } from '../app/routes';
import { SessionProvider } from '../lib/session';

type Entry = { pathname: string; search?: string; state?: unknown };

/** Lazy chunks compile on first import in tests, which can take a while on a busy machine. */
export const LAZY = { timeout: 10_000 };

/** The whole app (guards, lazy routes) at `entry`, as the browser would start it. */
export function renderApp(entry: string | Entry) {
  const router = createMemoryRouter(routes, {
    initialEntries: [entry],
    patchRoutesOnNavigation,
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** Where a page navigated to, shown by the catch-all route of `renderPage`. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <p data-testid="location-state">{JSON.stringify(location.state ?? null)}</p>
    </div>
  );
}

function Providers() {
  return (
    <AppProviders>
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    </AppProviders>
  );
}

/**
 * One page at `path` (a route pattern, default the entry's pathname) with the app's
 * providers; any other address renders a probe (`getByTestId('location')`).
 */
export function renderPage(ui: ReactNode, entry: string | Entry, path?: string) {
  const pathname = typeof entry === 'string' ? entry.split('?')[0]! : entry.pathname;
  const router = createMemoryRouter(
    [
      {
        Component: Providers,
        children: [
          { path: path ?? pathname, element: ui },
          { path: '*', Component: LocationProbe },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
