import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY, renderApp } from '../test/render';
import { preferredLanguage } from './language-choice';

// The public pages in four languages (decision 070).

beforeEach(() => {
  // The home page's plans ask the API; nothing here depends on them.
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
});

describe('the language switcher on the public pages', { timeout: 20_000 }, () => {
  it('switches the page, its address and the document to Arabic, right to left, and keeps the choice', async () => {
    const router = renderApp('/');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'رحلة مودّة وإيمان وتواصل' }, LAZY),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(preferredLanguage()).toBe('ar');
    // The header's links stay in Arabic: /ar/about, not /about.
    const nav = screen.getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(nav).getByRole('link', { name: 'من نحن' })).toHaveAttribute('href', '/ar/about');
  });

  it('shows the language a public address names, and English again at an English address', async () => {
    const router = renderApp('/ha');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Tafiyar soyayya, imani da zumunci' },
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    // The footer comes with its own words.
    const footer = await screen.findByRole('contentinfo', {}, LAZY);
    expect(
      await within(footer).findByText(/Duk haƙƙoƙi a kiyaye suke/, {}, LAZY),
    ).toBeInTheDocument();

    await router.navigate('/');
    await waitFor(
      () =>
        expect(
          screen.getByRole('heading', {
            level: 1,
            name: 'A journey of love, faith and connection',
          }),
        ).toBeInTheDocument(),
      LAZY,
    );
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});
