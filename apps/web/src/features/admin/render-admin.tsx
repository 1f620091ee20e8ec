import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { SessionProvider } from '../../lib/session';
import { json } from '../../test/api-mock';
import { account, signIn } from '../../test/session-fixtures';
import { adminRoute } from './admin-routes';

// For the console's tests: the console is not mounted in the app's routes by this feature, so
// they mount `adminRoute` themselves under the app's providers.

export function renderAdmin(entry: string) {
  const router = createMemoryRouter(
    [
      {
        // As the app's root route does: a lazy route on the first load shows this meanwhile.
        HydrateFallback: () => <p>Loading…</p>,
        element: (
          <AppProviders>
            <SessionProvider>
              <Outlet />
            </SessionProvider>
          </AppProviders>
        ),
        children: [adminRoute, { path: '*', element: <p>Elsewhere</p> }],
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** GET /account for a member of staff. */
export const STAFF = () => json(200, { message: '', data: account({ isAdmin: true }) });
/** A success answer with the server's message. */
export const ok = (message: string, data: unknown = null) => json(200, { message, data });

/** Signed in, with scrolling stubbed (jsdom has none): call at the top of a console test file. */
export function signInAsStaff() {
  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    signIn();
  });
}
