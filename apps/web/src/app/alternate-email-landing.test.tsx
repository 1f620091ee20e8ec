import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { json, mockApi } from '../test/api-mock';
import { LAZY, renderApp } from '../test/render';
import { account, signIn } from '../test/session-fixtures';

// Decision 062: the e-mailed link confirms through the API, which lands on /login with a flag;
// the guest-only guard says how it went (features/account/alternate-email-result.ts).

const CONFIRMED = 'Your alternative e-mail address is confirmed.';

/** The toasts on screen (react-toastify keeps a leaving one until its exit animation ends). */
const shownToasts = () =>
  screen
    .queryAllByRole('alert')
    .filter((node) => !node.closest('[class*="exit"]'))
    .map((node) => node.textContent ?? '');

// The pages the landing leads to, compiled before any test: a toast lives 5 seconds, and a busy
// machine compiling them on first import took longer than that to draw the dashboard.
beforeAll(async () => {
  await Promise.all([
    import('./guards'),
    import('./protected-shell'),
    import('../features/auth/pages/login-page'),
    import('../features/dashboard/pages/dashboard-page'),
  ]);
}, 60_000);

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

describe('the alternative e-mail link’s landing on /login', { timeout: 30_000 }, () => {
  it('tells a guest it is confirmed and takes the flag off the address', async () => {
    mockApi({});
    const router = renderApp('/login?alternateEmail=confirmed');
    expect(await screen.findByText(CONFIRMED, {}, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/login');
    // Said once: the address without the flag says nothing more.
    expect(screen.getAllByText(CONFIRMED)).toHaveLength(1);
  });

  it('tells a signed-in family, and the toast goes with it to the dashboard', async () => {
    signIn();
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    const router = renderApp('/login?alternateEmail=confirmed');
    expect(await screen.findByText(CONFIRMED, {}, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), LAZY);
    expect(router.state.location.search).toBe('');
    expect(
      await screen.findByRole('heading', { name: 'Your recommendations' }, LAZY),
    ).toBeInTheDocument();
    // Still on screen once the dashboard is drawn (carried past the move).
    expect(shownToasts()).toEqual([CONFIRMED]);
  });

  it('says a link that did not work in the language shown (Hausa, Arabic)', async () => {
    await activateLanguage('ha');
    mockApi({});
    const router = renderApp('/login?alternateEmail=invalid');
    expect(
      await screen.findByText('Wannan hanyar tabbatarwa ba ta da inganci ko ta ƙare.', {}, LAZY),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says it in Arabic to a signed-in family', async () => {
    await activateLanguage('ar');
    signIn();
    mockApi({
      'GET /account': () => json(200, { message: '', data: account({ language: 'ar' }) }),
    });
    renderApp('/login?alternateEmail=confirmed');
    expect(
      await screen.findByText('تم تأكيد عنوان بريدكم الإلكتروني البديل.', {}, LAZY),
    ).toBeInTheDocument();
  });

  it('keeps the rest of the address and says nothing for a flag it does not know', async () => {
    mockApi({});
    const router = renderApp('/login?alternateEmail=maybe&from=mail');
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, LAZY)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?from=mail'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(CONFIRMED)).toBeNull();
  });
});
