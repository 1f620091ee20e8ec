import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';

// Lazy chunks are compiled on first import in tests, which can take a while on a busy machine.
const LAZY = { timeout: 10_000 };

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
});

describe('public routes', { timeout: 20_000 }, () => {
  it('renders the home page inside the public layout', async () => {
    renderAt('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'A journey of love, faith and connection' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    // The footer is a chunk of its own (decision 070).
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['About us', 'Resources', 'Blog', 'Terms and Conditions']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(within(footer).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    for (const cta of screen.getAllByRole('link', { name: 'Create an account' })) {
      expect(cta).toHaveAttribute('href', '/sign-up');
    }
    const hero = screen.getByRole('region', { name: 'A journey of love, faith and connection' });
    expect(within(hero).getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '#how-it-works',
    );
    // Let the plans request settle so no state update lands after the test.
    await screen.findByText(/could not load our paid plans/i, {}, LAZY);
  });

  it.each([
    ['/about', 'Marriage, the way our faith teaches', 'About — Waliyy'],
    ['/resources', 'Learn your way around Waliyy', 'Resources — Waliyy'],
    ['/blog', 'Content coming soon', 'Blog — Waliyy'],
    ['/terms', 'Terms and Conditions', 'Terms and Conditions — Waliyy'],
    ['/nope', 'Looks like you got lost', 'Page not found — Waliyy'],
  ])('lazily renders %s', async (path, heading, title) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, LAZY),
    ).toBeInTheDocument();
    // The title is set in an effect after the lazy page commits.
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('says what is true of the blog today: coming, with no date the calendar has passed', async () => {
    renderAt('/blog');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Content coming soon' }, LAZY),
    ).toBeInTheDocument();
    const text = await screen.findByText(/Our blog is not ready yet/, {}, LAZY);
    expect(text).not.toHaveTextContent(/20\d\d/);
  });

  it('dates the terms as the spec does', async () => {
    renderAt('/terms');
    expect(await screen.findByText('Last updated June 28, 2025', {}, LAZY)).toBeInTheDocument();
  });
});
