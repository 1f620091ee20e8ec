import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { lazyRoute } from '../lib/chunk-load';
import { reloadPage } from '../lib/full-navigation';
import { RouteErrorBoundary } from './route-error-boundary';

function renderAt(path: string, lazy: () => Promise<never>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RouteErrorBoundary,
        HydrateFallback: FullScreenSpinner,
        children: [{ path: 'about', lazy }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteErrorBoundary', () => {
  it('shows "Loading chunk … failed" with Try again when a lazy import rejects', async () => {
    renderAt(
      '/about',
      lazyRoute('about', () =>
        Promise.reject(
          new TypeError('Failed to fetch dynamically imported module: /assets/about.js'),
        ),
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loading chunk about failed' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('recognises a bare failed import that skipped the wrapper', async () => {
    renderAt('/about', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: x')),
    );
    expect(
      await screen.findByRole('heading', { name: /Loading chunk .* failed/ }),
    ).toBeInTheDocument();
  });

  it('shows the global error screen for any other failure', async () => {
    renderAt('/about', () => Promise.reject(new Error('boom')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops' })).toBeInTheDocument();
    expect(screen.getByText('We ran into an error. Kindly refresh the page')).toBeInTheDocument();
  });
});
