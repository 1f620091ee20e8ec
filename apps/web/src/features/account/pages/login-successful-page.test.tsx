import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readChildId } from '../../../lib/storage';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { account, signIn, USER } from '../../../test/session-fixtures';
import { LoginSuccessfulPage } from './login-successful-page';

const AISHA = { id: 'c1', firstName: 'Aisha' };
const MARYAM = { id: 'c2', firstName: 'Maryam' };

function withChildren(children: { id: string; firstName: string }[], childId?: string) {
  signIn({ childId });
  return mockApi({ 'GET /account': () => json(200, { message: '', data: account({ children }) }) });
}

describe('/login-successful (product.md §2)', () => {
  it('welcomes the user by name while the account loads', () => {
    withChildren([]);
    renderPage(<LoginSuccessfulPage splashMs={60_000} />, '/login-successful');
    expect(screen.getByRole('heading', { name: 'Welcome, Yusuf' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Getting your account ready…');
  });

  it('Continue now moves on before the splash ends, as its timer would', async () => {
    const user = userEvent.setup();
    withChildren([AISHA]);
    renderPage(<LoginSuccessfulPage splashMs={60_000} />, '/login-successful');
    await user.click(screen.getByRole('button', { name: 'Continue now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(readChildId()).toBe('c1');
  });

  it('with no single goes to /get-started marked as from login-successful', async () => {
    withChildren([]);
    renderPage(<LoginSuccessfulPage splashMs={10} />, '/login-successful');
    expect(await screen.findByTestId('location')).toHaveTextContent('/get-started');
    expect(screen.getByTestId('location-state')).toHaveTextContent('{"from":"login-successful"}');
  });

  it('staff with no single go to the console, not to set up a single (decision 024)', async () => {
    signIn();
    mockApi({
      'GET /account': () => json(200, { message: '', data: account({ isAdmin: true }) }),
    });
    renderPage(<LoginSuccessfulPage splashMs={10} />, '/login-successful');
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin');
  });

  it('staff with a single go to the family dashboard as anyone would', async () => {
    signIn();
    mockApi({
      'GET /account': () =>
        json(200, { message: '', data: account({ isAdmin: true, children: [AISHA] }) }),
    });
    renderPage(<LoginSuccessfulPage splashMs={10} />, '/login-successful');
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('with one single makes it active and goes to /dashboard', async () => {
    withChildren([AISHA]);
    renderPage(<LoginSuccessfulPage splashMs={10} />, '/login-successful');
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(readChildId()).toBe('c1');
  });

  it('with several singles and none restored shows the choose-an-account grid; a pick goes to /dashboard and is remembered', async () => {
    const user = userEvent.setup();
    const api = withChildren([AISHA, MARYAM]);
    renderPage(<LoginSuccessfulPage splashMs={10} />, '/login-successful');
    expect(await screen.findByRole('heading', { name: 'Choose a single' })).toBeInTheDocument();
    expect(readChildId()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Maryam' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(readChildId()).toBe('c2');
    // Kept on the server for the next login (decision 022).
    expect(sentBodies(api, 'PUT /account/active-single')).toEqual([{ childId: 'c2' }]);
  });

  it('with several singles and the last used restored by the login, goes straight to /dashboard', async () => {
    withChildren([AISHA, MARYAM], 'c2');
    renderPage(<LoginSuccessfulPage splashMs={10} />, '/login-successful');
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.queryByRole('heading', { name: 'Choose a single' })).not.toBeInTheDocument();
    expect(readChildId()).toBe('c2');
  });

  it('does nothing before the splash is over', async () => {
    withChildren([AISHA]);
    renderPage(<LoginSuccessfulPage splashMs={60_000} />, '/login-successful');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(readChildId()).toBeNull();
  });

  it('offers a retry when the account cannot be read', async () => {
    signIn();
    mockApi({
      'GET /account': () =>
        json(500, { message: 'Something went wrong on our side.', code: 'INTERNAL' }),
    });
    renderPage(<LoginSuccessfulPage splashMs={10} />, '/login-successful');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Something went wrong on our side.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('welcomes in Arabic, right to left', async () => {
    withChildren([]);
    localStorage.setItem('user', JSON.stringify({ ...USER, language: 'ar' }));
    renderPage(<LoginSuccessfulPage splashMs={60_000} />, '/login-successful');
    expect(await screen.findByRole('heading', { name: 'مرحبًا، Yusuf' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ تجهيز حسابكم…');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
