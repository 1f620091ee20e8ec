import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeChildProfile } from '@waliyy/contract/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken } from '../lib/storage';
import { json, mockApi, sentBodies } from '../test/api-mock';
import { LAZY, renderApp } from '../test/render';
import { account, signIn, USER } from '../test/session-fixtures';

function describedError(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn();
});

async function openAccountTab() {
  const user = userEvent.setup();
  const tab = await screen.findByRole('tab', { name: 'Account' }, LAZY);
  await user.click(tab);
  return user;
}

describe('/settings', { timeout: 30_000 }, () => {
  it('has User, Billing and Account tabs, moved through with the arrow keys', async () => {
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    renderApp('/settings');
    const user = userEvent.setup();
    const userTab = await screen.findByRole('tab', { name: 'User' }, LAZY);
    expect(userTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'User',
      'Billing',
      'Account',
    ]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/single's profile/i);

    userTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Billing' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/billing history/i);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the account’s name and e-mail and its alternative e-mail’s state', async () => {
    mockApi({
      'GET /account': () =>
        json(200, {
          message: '',
          data: account({ alternateEmail: 'other@example.com', alternateEmailVerified: false }),
        }),
    });
    renderApp('/settings?tab=account');
    expect(await screen.findByText('other@example.com', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Not verified yet')).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1, name: 'Settings' }).parentElement!;
    expect(within(header).getByText('Yusuf Bello')).toBeInTheDocument();
    expect(within(header).getByText('yusuf@example.com')).toBeInTheDocument();
  });

  it('wraps a long e-mail and the account holder in its header rather than cutting them (decision 021)', async () => {
    const email = 'a.very.long.guardian.address@example-family-domain.co.uk';
    signIn({ childId: 'c1' });
    mockApi({
      'GET /account': () =>
        json(200, {
          message: '',
          data: account({ email, children: [{ id: 'c1', firstName: 'Aisha' }] }),
        }),
      'GET /parent/child/c1': () => json(200, { message: '', data: makeChildProfile() }),
    });
    renderApp('/settings');
    const holder = await screen.findByText('Account holder: Yusuf Bello', {}, LAZY);
    const header = screen.getByRole('heading', { level: 1, name: 'Settings' }).parentElement!;
    const address = within(header).getByText(
      (_, element) => element?.getAttribute('dir') === 'ltr' && element.textContent === email,
    );
    for (const line of [holder, address, within(header).getByText('Aisha Bello')]) {
      expect(line).not.toHaveClass('truncate');
      expect(line).toHaveClass('[overflow-wrap:anywhere]');
    }
    // The address may break after its @ and before each dot or hyphen, and only there.
    expect(address.querySelectorAll('wbr')).toHaveLength(9);
  });

  it('adds an alternative e-mail', async () => {
    let data = account();
    const fetchMock = mockApi({
      'GET /account': () => json(200, { message: '', data }),
      'POST /account/alternate-email': ({ body }) => {
        data = account({ alternateEmail: (body as { email: string }).email });
        return json(200, {
          message: 'We have sent a confirmation link to that address.',
          data: null,
        });
      },
    });
    renderApp('/settings');
    const user = await openAccountTab();
    expect(screen.getByText('None yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Alternative e-mail address'), 'Second@Example.com');
    await user.click(screen.getByRole('button', { name: 'Save alternative e-mail' }));
    expect(
      await screen.findByText('We have sent a confirmation link to that address.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /account/alternate-email')).toEqual([
      { email: 'second@example.com' },
    ]);
    expect(await screen.findByText('second@example.com')).toBeInTheDocument();
    expect(screen.getByText('Not verified yet')).toBeInTheDocument();
  });

  it('changes the password: then logged out, on /, told to sign in with the new one', async () => {
    const fetchMock = mockApi({
      'GET /account': () => json(200, { message: '', data: account() }),
      'PUT /account/change-password': () =>
        json(200, { message: 'Sign in with new password', data: null }),
    });
    const router = renderApp('/settings?tab=account');
    const user = userEvent.setup();
    const current = await screen.findByLabelText('Current password', {}, LAZY);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(describedError(current)).toBe('Enter your current password');
    await user.type(current, 'old-password');
    await user.type(screen.getByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-passwort');
    expect(describedError(screen.getByLabelText('Confirm new password'))).toBe(
      'Passwords do not match',
    );
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Sign in with new password')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LAZY);
    expect(readToken()).toBeNull();
    expect(sentBodies(fetchMock, 'PUT /account/change-password')).toEqual([
      { oldPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' },
    ]);
  });

  it('maps a wrong current password onto its field', async () => {
    const message = 'Your current password is not correct.';
    mockApi({
      'GET /account': () => json(200, { message: '', data: account() }),
      'PUT /account/change-password': () =>
        json(400, { message, code: 'VALIDATION', errors: { oldPassword: message } }),
    });
    renderApp('/settings?tab=account');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password', {}, LAZY), 'not-it-at-all');
    await user.type(screen.getByLabelText('New password'), 'new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(describedError(screen.getByLabelText('Current password'))).toBe(message),
    );
    expect(readToken()).not.toBeNull();
  });

  it('deletes the account only after a confirmation dialog that manages focus', async () => {
    const fetchMock = mockApi({
      'GET /account': () => json(200, { message: '', data: account() }),
      'PUT /account/delete': () =>
        json(200, { message: 'Your account and everything in it have been deleted.', data: null }),
    });
    const router = renderApp('/settings?tab=account');
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'Delete account' }, LAZY);

    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(/deleted for good/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(sentBodies(fetchMock, 'PUT /account/delete')).toEqual([]);

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Yes, delete my account' }));
    expect(
      await screen.findByText('Your account and everything in it have been deleted.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LAZY);
    expect(readToken()).toBeNull();
    expect(sentBodies(fetchMock, 'PUT /account/delete')).toEqual([undefined]);
  });

  it('in Hausa: the tabs, the header and the Account and Billing tabs’ words', async () => {
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ha' }));
    mockApi({
      'GET /account': () => json(200, { message: '', data: account() }),
      'GET /blocks': () => json(200, { message: '', data: { blocks: [], totalCount: 0 } }),
      'GET /subscriptions': () => json(200, { message: '', data: [] }),
    });
    renderApp('/settings?tab=account');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saituna' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Mai amfani',
      'Biyan kuɗi',
      'Asusu',
    ]);
    expect(await screen.findByRole('heading', { name: 'Canza kalmar sirri' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ƙarin imel' })).toBeInTheDocument();
    expect(screen.getByText('Babu tukuna')).toBeInTheDocument();
    expect(await screen.findByText('Ba ku toshe kowa ba.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Goge asusu' }));
    const dialog = screen.getByRole('dialog', { name: 'Ku goge asusunku?' });
    expect(within(dialog).getByRole('button', { name: 'Soke' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Soke' }));

    await user.click(screen.getByRole('tab', { name: 'Biyan kuɗi' }));
    expect(await screen.findByRole('heading', { name: 'Tsarin yanzu' })).toBeInTheDocument();
    expect(await screen.findByText('Kyauta')).toBeInTheDocument();
    expect(screen.getByText('₦0 a shekara')).toBeInTheDocument();
    expect(await screen.findByText('Babu biyan kuɗi tukuna.')).toBeInTheDocument();
  });

  it('in Arabic the tabs run right to left: the left arrow goes on to the next tab', async () => {
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ar' }));
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    renderApp('/settings');
    const user = userEvent.setup();
    const first = await screen.findByRole('tab', { name: 'المستخدم' }, LAZY);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    first.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'الفوترة' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'المستخدم' })).toHaveFocus();
  });
});
