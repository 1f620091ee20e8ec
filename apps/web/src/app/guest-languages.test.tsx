import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test/api-mock';
import { LAZY, renderApp } from '../test/render';
import { account, signIn, USER } from '../test/session-fixtures';

// The sign-in pages under a language's prefix, like the public pages (decision 070).

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
});

describe('the sign-in pages in another language', { timeout: 20_000 }, () => {
  it('shows /ar/login in Arabic, right to left, and /ha/sign-up in Hausa after a link', async () => {
    const router = renderApp('/ar/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'مرحبًا بعودتكم' }, LAZY),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('link', { name: 'نسيتم كلمة المرور؟' })).toHaveAttribute(
      'href',
      '/ar/forgot-password',
    );

    // Another language's address switches the page to it, as a public page's does.
    await router.navigate('/ha/sign-up');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Buɗe asusunku' }, LAZY),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ha');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('the plans in every language: /yo/pricing and a guest’s /pricing open the home page’s', async () => {
    // jsdom has no scrolling: the home page scrolls its plans into view once they are there.
    Element.prototype.scrollIntoView = vi.fn();
    const router = renderApp('/yo/pricing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/yo'), LAZY);
    expect(router.state.location.hash).toBe('#pricing');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'yo'), LAZY);
    await waitFor(() => expect(document.getElementById('pricing')).not.toBeNull(), LAZY);

    await router.navigate('/pricing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LAZY);
    expect(router.state.location.hash).toBe('#pricing');
  });

  it('signed in, a shared /ar/login moves to the dashboard in the account’s language', async () => {
    signIn();
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ha' }));
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    const router = renderApp('/ar/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), LAZY);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ha'), LAZY);
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('keeps /login as it was: the page in the language shown', async () => {
    const router = renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    await router.navigate('/yo/forgot-password');
    await waitFor(
      () =>
        expect(
          screen.getByRole('heading', { level: 1, name: 'Ṣé ẹ gbàgbé ọ̀rọ̀ aṣínà yín?' }),
        ).toBeInTheDocument(),
      LAZY,
    );
    expect(router.state.location.pathname).toBe('/yo/forgot-password');
  });

  it('leaves a signed-in page under a language to the not-found page', async () => {
    renderApp('/ar/dashboard');
    expect(await screen.findByRole('heading', { level: 1 }, LAZY)).not.toHaveTextContent(
      'مرحبًا بعودتكم',
    );
  });

  it('goes from a public page to its language’s sign-in pages', async () => {
    const router = renderApp('/ha');
    const hero = await screen.findByRole(
      'region',
      { name: 'Tafiyar soyayya, imani da zumunci' },
      LAZY,
    );
    expect(within(hero).getByRole('link', { name: 'Buɗe asusu' })).toHaveAttribute(
      'href',
      '/ha/sign-up',
    );
    const header = screen.getByRole('banner');
    const logIn = within(header).getByRole('link', { name: 'Shiga' });
    expect(logIn).toHaveAttribute('href', '/ha/login');
    await userEvent.click(logIn);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Barka da dawowa' }, LAZY),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ha/login');
  });
});
