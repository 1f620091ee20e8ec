import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '../../../app/settings-page';
import { activeLanguage } from '../../../i18n/i18n';
import { readUser } from '../../../lib/storage';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { account, signIn, USER } from '../../../test/session-fixtures';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

const accountHandler = () =>
  json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) });

describe('Settings › Account: the language (decision 070)', { timeout: 30_000 }, () => {
  it('shows the chosen language at once, keeps it and saves it on the account', async () => {
    const fetchMock = mockApi({
      'GET /account': accountHandler,
      'GET /blocks': () => json(200, { message: '', data: { blocks: [], totalCount: 0 } }),
      'PUT /account/language': () =>
        json(200, { message: 'Language saved.', data: { ...USER, language: 'yo' } }),
    });
    renderPage(<SettingsPage />, '/settings?tab=account');
    const card = (await screen.findByRole('heading', { name: 'Language' })).closest('section');
    if (!card) throw new Error('no Language card');
    await userEvent.selectOptions(within(card).getByRole('combobox'), 'yo');

    expect(await screen.findByRole('heading', { name: 'Èdè' })).toBeInTheDocument();
    expect(activeLanguage()).toBe('yo');
    expect(document.documentElement).toHaveAttribute('lang', 'yo');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /account/language')).toEqual([{ language: 'yo' }]),
    );
    expect(readUser()?.language).toBe('yo');
    expect(localStorage.getItem('language')).toBe('yo');
  });

  it('reads a signed-in account in its own language', async () => {
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ar' }));
    mockApi({
      'GET /account': accountHandler,
      'GET /blocks': () => json(200, { message: '', data: { blocks: [], totalCount: 0 } }),
    });
    renderPage(<SettingsPage />, '/settings?tab=account');
    expect(await screen.findByRole('heading', { name: 'اللغة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
