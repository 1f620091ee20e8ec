import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERIFY_EMAIL_REDIRECT_MS } from '@waliyy/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { renderPage } from '../../../test/render';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('/verify-email', () => {
  it('congratulates, then goes to /verify-otp by itself after 7 s, carrying the e-mail', async () => {
    vi.useFakeTimers();
    renderPage(<VerifyEmailPage />, {
      pathname: '/verify-email',
      state: { email: 'y@example.com' },
    });
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.getByText('y@example.com')).toBeInTheDocument();
    expect(screen.getByText(/in 7 seconds/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(VERIFY_EMAIL_REDIRECT_MS - 1));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/verify-otp');
    expect(screen.getByTestId('location-state')).toHaveTextContent('{"email":"y@example.com"}');
  });

  it('has a button to go now', async () => {
    const user = userEvent.setup();
    renderPage(<VerifyEmailPage />, {
      pathname: '/verify-email',
      state: { email: 'y@example.com' },
    });
    await user.click(screen.getByRole('button', { name: 'Enter the code now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/verify-otp');
  });

  it('sets the address on its own line, wrapped after its @ or before a dot or hyphen, never mid-word by rule (decision 021)', () => {
    const email = 'a.very.long.address.for.a.family@example-family-domain.co.uk';
    renderPage(<VerifyEmailPage />, { pathname: '/verify-email', state: { email } });
    const address = screen.getByText(
      (_, element) => element?.getAttribute('dir') === 'ltr' && element.textContent === email,
    );
    expect(address.parentElement?.tagName).toBe('P');
    expect(address.parentElement?.textContent).toBe(email);
    expect(address).toHaveClass('[overflow-wrap:anywhere]');
    expect(address).not.toHaveClass('break-all');
    // a|.very|.long|.address|.for|.a|.family@|example|-family|-domain|.co|.uk
    expect(address.querySelectorAll('wbr')).toHaveLength(11);
  });

  it('opened with no sign-up waiting, congratulates nobody and offers sign-up and login (decision 021)', async () => {
    vi.useFakeTimers();
    renderPage(<VerifyEmailPage />, '/verify-email');
    expect(screen.queryByRole('heading', { name: 'Congratulations!' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nothing to verify here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // No timer takes them to /verify-otp.
    await act(() => vi.advanceTimersByTimeAsync(VERIFY_EMAIL_REDIRECT_MS * 2));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

describe('/ha/verify-email, in Hausa (decision 070)', () => {
  it('congratulates in Hausa, the address as typed', async () => {
    await activateLanguage('ha');
    renderPage(<VerifyEmailPage />, {
      pathname: '/ha/verify-email',
      state: { email: 'yusuf@example.com' },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mun taya ku murna!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('yusuf@example.com')).toBeInTheDocument();
    expect(screen.getByText('Za mu kai ku can cikin daƙiƙa 7.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shigar da lambar yanzu' })).toBeInTheDocument();
  });

  it('says in Arabic that nothing waits, with links in Arabic', async () => {
    await activateLanguage('ar');
    renderPage(<VerifyEmailPage />, '/ar/verify-email');
    expect(
      screen.getByRole('heading', { level: 1, name: 'لا شيء للتأكيد هنا' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إنشاء حساب' })).toHaveAttribute('href', '/ar/sign-up');
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/ar/login');
  });
});
