import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test/api-mock';
import { LAZY, renderApp } from '../test/render';
import { account, signIn } from '../test/session-fixtures';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  mockApi({
    'GET /account': () =>
      json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) }),
  });
});

/** Both navigations are in the DOM; CSS shows one per screen size (lg breakpoint). */
async function navigations() {
  const [first] = await screen.findAllByRole('navigation', { name: 'Main' }, LAZY);
  const all = screen.getAllByRole('navigation', { name: 'Main' });
  const sidebar = all.find((nav) => nav.closest('aside'))!;
  const bottomBar = all.find((nav) => !nav.closest('aside'))!;
  expect(first).toBeDefined();
  return { sidebar, bottomBar };
}

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the app navigation', { timeout: 30_000 }, () => {
  it('the sidebar lists every item and marks the current one', async () => {
    signIn({ childId: 'c1' });
    renderApp('/settings');
    const { sidebar } = await navigations();
    const aside = sidebar.closest('aside');
    expect(aside).toHaveClass('hidden', 'lg:flex');
    // Decision 021: the panel is the whole column (stretched to the page's height, no
    // height of its own), and only its contents stick to the window as the page scrolls.
    expect(aside).toHaveClass('bg-cream-50', 'border-e');
    expect(aside?.className).not.toMatch(/(^|\s)(sticky|h-\S+)(\s|$)/);
    expect(sidebar.parentElement).toHaveClass('sticky', 'top-16', 'h-[calc(100dvh-4rem)]');
    expect(sidebar.parentElement?.parentElement).toBe(aside);
    expect(hrefs(sidebar)).toEqual([
      ['Recommended', '/dashboard'],
      ['Likes', '/likes'],
      ['Match', '/match'],
      ['Explore', '/explore'],
      ['Profile', '/profile/c1'],
      ['Settings', '/settings'],
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sidebar).getByRole('link', { name: 'Recommended' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('collapses to icons at 100 px and remembers it under isOpen', async () => {
    signIn({ childId: 'c1' });
    renderApp('/settings');
    const { sidebar } = await navigations();
    const aside = sidebar.closest('aside')!;
    expect(aside).toHaveStyle({ width: '280px' });
    const toggle = within(aside).getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Expand sidebar');
    expect(aside).toHaveStyle({ width: '100px' });
    expect(localStorage.getItem('isOpen')).toBe('false');
    // Labels stay for screen readers, with a tooltip.
    const link = within(sidebar).getByRole('link', { name: 'Explore' });
    expect(link).toHaveAttribute('title', 'Explore');

    await userEvent.click(toggle);
    expect(localStorage.getItem('isOpen')).toBe('true');
  });

  it('starts collapsed when isOpen says so', async () => {
    signIn({ childId: 'c1' });
    localStorage.setItem('isOpen', 'false');
    renderApp('/settings');
    const { sidebar } = await navigations();
    expect(sidebar.closest('aside')).toHaveStyle({ width: '100px' });
  });

  it('the bottom bar shows dashboard, likes, match, explore and profile, not settings', async () => {
    signIn({ childId: 'c1' });
    const router = renderApp('/settings');
    const { bottomBar } = await navigations();
    expect(bottomBar).toHaveClass('fixed', 'bottom-0', 'lg:hidden');
    expect(hrefs(bottomBar).map(([, href]) => href)).toEqual([
      '/dashboard',
      '/likes',
      '/match',
      '/explore',
      '/profile/c1',
    ]);
    await userEvent.click(within(bottomBar).getByRole('link', { name: 'Explore' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore'), LAZY);
    await waitFor(() =>
      expect(within(bottomBar).getByRole('link', { name: 'Explore' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    // The page is padded so the bar never covers it.
    expect(screen.getByRole('main')).toHaveClass('pb-[calc(4rem+env(safe-area-inset-bottom))]');
  });

  it('Profile opens the single picker when no single is active', async () => {
    signIn();
    renderApp('/settings');
    const { sidebar } = await navigations();
    expect(within(sidebar).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/select-child',
    );
  });
});
