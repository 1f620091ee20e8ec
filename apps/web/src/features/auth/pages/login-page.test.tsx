import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_RESULT_MESSAGES } from '@waliyy/contract/auth-messages';
import { TAGLINE } from '@waliyy/contract/constants';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { readToken } from '../../../lib/storage';
import { deferred, json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { loginData } from '../../../test/session-fixtures';
import { LoginPage } from './login-page';

function describedError(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

describe('/login', () => {
  it('has the spec’s fields, links and tagline', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.getByText(TAGLINE)).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Back to the Website' })).toHaveAttribute('href', '/');
  });

  it('shows the login rules’ messages (product.md §5)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({});
    renderPage(<LoginPage />, '/login');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    // The checks load on first use (lib/lazy-resolver.ts), so the messages come a moment later.
    await waitFor(() =>
      expect(describedError(screen.getByLabelText('Email address'))).toBe('Enter email address'),
    );
    expect(describedError(screen.getByLabelText('Password'))).toBe('Enter password');

    await user.type(screen.getByLabelText('Email address'), 'nope');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    await waitFor(() =>
      expect(describedError(screen.getByLabelText('Email address'))).toBe('Invalid Email Address'),
    );
    expect(describedError(screen.getByLabelText('Password'))).toBe('Must be 8 characters or more');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in: loader, stored session, success toast', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const data = loginData();
    const fetchMock = mockApi({ 'POST /auth/login': () => answer.promise });
    renderPage(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email address'), 'Yusuf@Example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(sentBodies(fetchMock, 'POST /auth/login')).toEqual([
      { email: 'yusuf@example.com', password: 'correct horse' },
    ]);
    answer.resolve(json(200, { message: 'Welcome back.', data }));
    expect(await screen.findByText('Welcome back.')).toBeInTheDocument();
    expect(readToken()).toBe(data.token);
  });

  it('shows the server’s refusal in a toast and keeps the form', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /auth/login': () =>
        json(401, { message: 'Incorrect email or password.', code: 'UNAUTHENTICATED' }),
    });
    renderPage(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email address'), 'yusuf@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Incorrect email or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('yusuf@example.com');
    expect(readToken()).toBeNull();
  });

  it('sends an unverified account to /verify-otp with its e-mail', async () => {
    const user = userEvent.setup();
    const message =
      'Please verify your e-mail address first. We have sent a new 6-digit code to your e-mail.';
    mockApi({ 'POST /auth/login': () => json(403, { message, code: 'EMAIL_UNVERIFIED' }) });
    renderPage(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email address'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-strong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/verify-otp');
    expect(screen.getByTestId('location-state')).toHaveTextContent('{"email":"new@example.com"}');
  });

  it('shows the rate limit message', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /auth/login': () =>
        json(
          429,
          { message: 'Too many attempts. Try again in a minute.', code: 'RATE_LIMITED' },
          { 'retry-after': '60' },
        ),
    });
    renderPage(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('Email address'), 'yusuf@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-strong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByText('Too many attempts. Try again in a minute.'),
    ).toBeInTheDocument();
  });

  it('asks for the e-mailed sign-in code once the account is paused (decision 072)', async () => {
    const user = userEvent.setup();
    const paused = AUTH_RESULT_MESSAGES.loginAccountPaused;
    let calls = 0;
    const fetchMock = mockApi({
      'POST /auth/login': () => {
        calls += 1;
        return calls === 1
          ? json(429, { message: paused, code: 'RATE_LIMITED' }, { 'retry-after': '60' })
          : json(200, { message: AUTH_RESULT_MESSAGES.loggedIn, data: loginData() });
      },
    });
    renderPage(<LoginPage />, '/login');
    expect(screen.queryByLabelText('Code from the e-mail')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address'), 'yusuf@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-strong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(await screen.findByLabelText('Code from the e-mail'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(sentBodies(fetchMock, 'POST /auth/login')).toEqual([
      { email: 'yusuf@example.com', password: 'a-strong-pass' },
      { email: 'yusuf@example.com', password: 'a-strong-pass', code: '123456' },
    ]);
  });

  it('fills in the e-mail carried from verification', () => {
    renderPage(<LoginPage />, { pathname: '/login', state: { email: 'yusuf@example.com' } });
    expect(screen.getByLabelText('Email address')).toHaveValue('yusuf@example.com');
  });
});

describe('/ha/login, in Hausa (decision 070)', () => {
  it('says every word in Hausa and keeps its links in Hausa', async () => {
    await activateLanguage('ha');
    renderPage(<LoginPage />, '/ha/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Barka da dawowa' })).toBeInTheDocument();
    expect(screen.getByText('Tafiyar soyayya, imani da zumunci')).toBeInTheDocument();
    expect(screen.getByText('Shiga domin kula da neman auren iyalinku.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shiga' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kun manta kalmar sirri?' })).toHaveAttribute(
      'href',
      '/ha/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Yi rajista' })).toHaveAttribute('href', '/ha/sign-up');
    expect(screen.getByRole('link', { name: 'Koma zuwa shafin yanar gizo' })).toHaveAttribute(
      'href',
      '/ha',
    );
    expect(document.title).toBe('Shiga — Waliyy');
    expect(document.documentElement).toHaveAttribute('lang', 'ha');
  });
});
