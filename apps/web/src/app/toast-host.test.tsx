import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { toast } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { notifyError, notifyErrorOnNextPage, notifySuccess, notifyWarning } from '../lib/notify';
import { AppProviders } from './app-providers';
import { ToastsFollowNavigation } from './toast-host';

const error = (message: string) => new ApiError({ status: 400, code: 'VALIDATION', message });

/** Two pages inside the app's providers and the toasts' navigation watcher. */
function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AppProviders>
            <ToastsFollowNavigation />
            <nav>
              <Link to="/one">One</Link> <Link to="/two">Two</Link> <Link to="/three">Three</Link>
            </nav>
            <Outlet />
          </AppProviders>
        ),
        children: [
          { path: '/one', element: <h1>One</h1> },
          { path: '/two', element: <h1>Two</h1> },
          { path: '/three', element: <h1>Three</h1> },
        ],
      },
    ],
    { initialEntries: ['/one'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The toasts still on screen (react-toastify keeps a leaving one until its exit animation). */
function shownToasts(): string[] {
  return screen
    .queryAllByRole('alert')
    .filter((node) => !node.closest('[class*="exit"]'))
    .map((node) => node.textContent ?? '');
}

async function expectToasts(texts: string[]) {
  await waitFor(() => expect(shownToasts().sort()).toEqual([...texts].sort()));
}

describe('toasts (decision 022)', () => {
  it('keeps one toast of a kind: a new error replaces the old one instead of piling up', async () => {
    renderPages();
    act(() => notifyError(error('First problem.')));
    await expectToasts(['First problem.']);
    act(() => notifyError(error('Second problem.')));
    act(() => notifyError(error('Third problem.')));
    await expectToasts(['Third problem.']);
    // Another kind keeps its own place: one success beside one error, no more.
    act(() => notifySuccess('Saved.', 'Done.'));
    act(() => notifySuccess('Saved again.', 'Done.'));
    await expectToasts(['Third problem.', 'Saved again.']);
  });

  it('counts toasts raised straight through react-toastify too', async () => {
    renderPages();
    act(() => {
      toast.error('Raised directly.');
    });
    await expectToasts(['Raised directly.']);
    act(() => notifyError(error('Raised through notify.')));
    await expectToasts(['Raised through notify.']);
  });

  it('dismisses an error on navigation: it belongs to the page it was raised on', async () => {
    const user = userEvent.setup();
    renderPages();
    act(() => notifyError(error('Wrong code.')));
    act(() => notifyWarning('Mind this.'));
    await expectToasts(['Wrong code.', 'Mind this.']);
    await user.click(screen.getByRole('link', { name: 'Two' }));
    expect(await screen.findByRole('heading', { name: 'Two' })).toBeInTheDocument();
    await expectToasts([]);
  });

  it('a toast reporting the move itself is carried to the next page, then goes with the one after', async () => {
    const user = userEvent.setup();
    renderPages();
    act(() => notifySuccess('Preferences saved.', 'Saved.'));
    act(() => notifyErrorOnNextPage(error('Logged out anyway.')));
    await user.click(screen.getByRole('link', { name: 'Two' }));
    expect(await screen.findByRole('heading', { name: 'Two' })).toBeInTheDocument();
    await expectToasts(['Preferences saved.', 'Logged out anyway.']);
    await user.click(screen.getByRole('link', { name: 'Three' }));
    expect(await screen.findByRole('heading', { name: 'Three' })).toBeInTheDocument();
    await expectToasts([]);
  });

  it('leaves toasts alone when only the query changes (same page)', async () => {
    const router = renderPages();
    act(() => notifyError(error('Still here.')));
    await expectToasts(['Still here.']);
    await act(() => router.navigate('/one?tab=2'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expectToasts(['Still here.']);
  });
});
