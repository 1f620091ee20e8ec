import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { VerifyOtpPage } from './verify-otp-page';

function describedError(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

const WITH_EMAIL = { pathname: '/verify-otp', state: { email: 'yusuf@example.com' } };

describe('/verify-otp', () => {
  it('validates the code (product.md §5)', async () => {
    const user = userEvent.setup();
    renderPage(<VerifyOtpPage />, WITH_EMAIL);
    const code = screen.getByLabelText('Verification code');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(describedError(code)).toBe('Enter OTP');
    await user.type(code, '123');
    expect(describedError(code)).toBe('Must be 6 characters or more');
  });

  it('verifies with the code and the known e-mail, then goes to /login', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'PUT /auth/verify-email': () =>
        json(200, { message: 'Your e-mail address is verified.', data: null }),
    });
    renderPage(<VerifyOtpPage />, WITH_EMAIL);
    await user.type(screen.getByLabelText('Verification code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(sentBodies(fetchMock, 'PUT /auth/verify-email')).toEqual([
      { otp: '482913', email: 'yusuf@example.com' },
    ]);
  });

  it('sends only the code when the e-mail is not known, and shows a refusal', async () => {
    const user = userEvent.setup();
    const message = 'That code is not valid or has expired. Request a new code and try again.';
    const fetchMock = mockApi({
      'PUT /auth/verify-email': () =>
        json(400, { message, code: 'VALIDATION', errors: { otp: message } }),
    });
    renderPage(<VerifyOtpPage />, '/verify-otp');
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Under the field only: a wrong code is not said twice (decision 022).
    await waitFor(() =>
      expect(describedError(screen.getByLabelText('Verification code'))).toBe(message),
    );
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /auth/verify-email')).toEqual([{ otp: '000000' }]);
  });

  it('resends the code to the known address', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /auth/resend-verification': () =>
        json(200, { message: 'A new code is on its way.', data: null }),
    });
    renderPage(<VerifyOtpPage />, WITH_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /auth/resend-verification')).toEqual([
      { email: 'yusuf@example.com' },
    ]);
    // The server sends one code a minute: the button rests instead of offering a dud.
    expect(screen.getByText(/ask again in (60|59) s/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });

  it('asks for the address when it is not known, and shows a 429 with the wait', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /auth/resend-verification': () =>
        json(
          429,
          { message: 'Please wait a minute before asking again.', code: 'RATE_LIMITED' },
          { 'retry-after': '45' },
        ),
    });
    renderPage(<VerifyOtpPage />, '/verify-otp');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(describedError(screen.getByLabelText('Your email address'))).toBe('Enter Email Address');
    await user.type(screen.getByLabelText('Your email address'), 'yusuf@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(
      await screen.findByText('Please wait a minute before asking again.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/ask again in 4\d s/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
  });
});

describe('/ar/verify-otp, in Arabic (decision 070)', () => {
  it('asks for the code in Arabic, the address left to right', async () => {
    await activateLanguage('ar');
    renderPage(<VerifyOtpPage />, { ...WITH_EMAIL, pathname: '/ar/verify-otp' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(
      screen.getByRole('heading', { level: 1, name: 'تأكيد عنوان البريد الإلكتروني' }),
    ).toBeInTheDocument();
    const address = screen.getByText('yusuf@example.com');
    expect(address).toHaveAttribute('dir', 'ltr');
    // yusuf@|example|.com: broken after the @ or before the dot only, never by `break-all`.
    expect(address.querySelectorAll('wbr')).toHaveLength(2);
    expect(address.closest('strong')).not.toHaveClass('break-all');
    expect(address.closest('p')).toHaveTextContent(
      'أدخلوا الرمز المكوّن من 6 أرقام الذي أرسلناه إلى yusuf@example.com.',
    );
    expect(screen.getByLabelText('رمز التحقق')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تأكيد' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'لم يصلكم الرمز؟' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة إرسال الرمز' })).toBeInTheDocument();
  });
});
