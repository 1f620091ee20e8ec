import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { readResetToken, writeResetToken } from '../../../lib/storage';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

/** Step 1's check (decision 022): the code is good. */
const CHECK_OK = {
  'POST /auth/reset-password/check': () =>
    json(200, { message: 'That code is right. Now choose a new password.', data: null }),
};
const REFUSED = 'That reset code is not valid or has expired. Request a new one.';

function describedError(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

describe('/reset-password', () => {
  it('step 1 asks for the code or token and keeps it in localStorage resetPwdToken', async () => {
    const user = userEvent.setup();
    mockApi(CHECK_OK);
    renderPage(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByText(/step 1 of 2/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));
    expect(describedError(screen.getByLabelText('6-digit code or reset token'))).toBe(
      'Enter the reset code or token',
    );

    await user.type(screen.getByLabelText('6-digit code or reset token'), 'abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));
    expect(await screen.findByText(/step 2 of 2/i)).toBeInTheDocument();
    expect(readResetToken()).toBe('ABCDEFGHJKMN');
  });

  it('prefills step 1 with the saved token', () => {
    writeResetToken('SAVEDTOKEN12');
    renderPage(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByLabelText('6-digit code or reset token')).toHaveValue('SAVEDTOKEN12');
  });

  it('the e-mailed link jumps to step 2, saving its token and dropping it from the address', async () => {
    const router = renderPage(
      <ResetPasswordPage />,
      '/reset-password?token=linktoken123',
      '/reset-password',
    );
    expect(await screen.findByText(/step 2 of 2/i)).toBeInTheDocument();
    expect(readResetToken()).toBe('LINKTOKEN123');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByText(/step 2 of 2/i)).toBeInTheDocument();
  });

  it('step 2 checks the passwords, resets, clears the token and goes to /login', async () => {
    const user = userEvent.setup();
    writeResetToken('SAVEDTOKEN12');
    const fetchMock = mockApi({
      ...CHECK_OK,
      'PUT /auth/reset-password': () =>
        json(200, { message: 'Your password has been reset.', data: null }),
    });
    renderPage(<ResetPasswordPage />, '/reset-password');
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));

    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    expect(describedError(screen.getByLabelText('New password'))).toContain('Create a password');
    expect(describedError(screen.getByLabelText('Confirm password'))).toBe('Confirm your password');
    await user.type(screen.getByLabelText('New password'), 'short');
    expect(describedError(screen.getByLabelText('New password'))).toContain(
      'Must be 8 characters or more',
    );
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-passwort');
    expect(describedError(screen.getByLabelText('Confirm password'))).toBe(
      'Passwords do not match',
    );
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    // The toast can show before the router has moved (a loaded machine): wait for the move.
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(readResetToken()).toBeNull();
    expect(sentBodies(fetchMock, 'PUT /auth/reset-password')).toEqual([
      { password: 'a-new-password', confirmPassword: 'a-new-password', otp: 'SAVEDTOKEN12' },
    ]);
  });

  it('a token refused at the last step goes back to step 1 with the reason under the field only, and keeps the passwords typed', async () => {
    const user = userEvent.setup();
    mockApi({
      ...CHECK_OK,
      'PUT /auth/reset-password': () =>
        json(400, { message: REFUSED, code: 'VALIDATION', errors: { otp: REFUSED } }),
    });
    renderPage(<ResetPasswordPage />, '/reset-password?token=OLDTOKEN1234', '/reset-password');
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    const field = await screen.findByLabelText('6-digit code or reset token');
    await waitFor(() => expect(describedError(field)).toBe(REFUSED));
    // Said once (decision 022): under the field, not in a toast as well.
    expect(screen.getAllByText(REFUSED)).toHaveLength(1);

    await user.clear(field);
    await user.type(field, 'NEWTOKEN2345');
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));
    expect(await screen.findByLabelText('New password')).toHaveValue('a-new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('a-new-password');
  });

  it('checks the code at step 1: a wrong one is refused there, under the field, before any password (decision 022)', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'POST /auth/reset-password/check': ({ body }) =>
        (body as { otp: string }).otp === '111111'
          ? json(200, { message: 'Good.', data: null })
          : json(400, { message: REFUSED, code: 'VALIDATION', errors: { otp: REFUSED } }),
    });
    renderPage(<ResetPasswordPage />, {
      pathname: '/reset-password',
      state: { email: 'yusuf@example.com' },
    });
    const field = screen.getByLabelText('6-digit code or reset token');
    await user.type(field, '999999');
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));
    await waitFor(() => expect(describedError(field)).toBe(REFUSED));
    expect(screen.getByText(/step 1 of 2/i)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getAllByText(REFUSED)).toHaveLength(1);
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));
    expect(await screen.findByText(/step 2 of 2/i)).toBeInTheDocument();
    // The address goes with a code, so its wrong tries count against it.
    expect(sentBodies(fetchMock, 'POST /auth/reset-password/check')).toEqual([
      { otp: '999999', email: 'yusuf@example.com' },
      { otp: '111111', email: 'yusuf@example.com' },
    ]);
  });

  it('a limit at step 1 names no field: it is said in a toast', async () => {
    const user = userEvent.setup();
    const closed = 'Too many wrong reset codes have been tried.';
    mockApi({
      'POST /auth/reset-password/check': () =>
        json(429, { message: closed, code: 'RATE_LIMITED' }, { 'retry-after': '60' }),
    });
    renderPage(<ResetPasswordPage />, '/reset-password');
    await user.type(screen.getByLabelText('6-digit code or reset token'), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));
    expect(within(await screen.findByRole('alert')).getByText(closed)).toBeInTheDocument();
    expect(screen.getByText(/step 1 of 2/i)).toBeInTheDocument();
  });

  it('takes the e-mailed 6-digit code, sent with the address asked for on /forgot-password', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      ...CHECK_OK,
      'PUT /auth/reset-password': () =>
        json(200, { message: 'Your password has been reset.', data: null }),
    });
    renderPage(<ResetPasswordPage />, {
      pathname: '/reset-password',
      state: { email: 'yusuf@example.com' },
    });
    await user.type(screen.getByLabelText('6-digit code or reset token'), '042 917');
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    expect(readResetToken()).toBe('042917');
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /auth/reset-password')).toEqual([
      {
        password: 'a-new-password',
        confirmPassword: 'a-new-password',
        otp: '042917',
        email: 'yusuf@example.com',
      },
    ]);
  });

  it('sends a code alone when the address is not known (a fresh tab), and a token never with it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      ...CHECK_OK,
      'PUT /auth/reset-password': () => json(200, { message: 'Reset.', data: null }),
    });
    writeResetToken('123456');
    renderPage(<ResetPasswordPage />, '/reset-password');
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Reset.')).toBeInTheDocument();
    cleanup();

    writeResetToken('ABCDEFGHJKMN');
    renderPage(<ResetPasswordPage />, {
      pathname: '/reset-password',
      state: { email: 'yusuf@example.com' },
    });
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /auth/reset-password')).toHaveLength(2));
    expect(sentBodies(fetchMock, 'PUT /auth/reset-password')).toEqual([
      { password: 'a-new-password', confirmPassword: 'a-new-password', otp: '123456' },
      { password: 'a-new-password', confirmPassword: 'a-new-password', otp: 'ABCDEFGHJKMN' },
    ]);
  });
});

describe('/ar/reset-password, in Arabic (decision 070)', () => {
  it('says both steps in Arabic, right to left', async () => {
    const user = userEvent.setup();
    mockApi(CHECK_OK);
    await activateLanguage('ar');
    renderPage(<ResetPasswordPage />, '/ar/reset-password');
    expect(document.documentElement.dir).toBe('rtl');
    expect(
      screen.getByRole('heading', { level: 1, name: 'إعادة تعيين كلمة المرور' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^الخطوة 1 من 2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'طلب رمز جديد' })).toHaveAttribute(
      'href',
      '/ar/forgot-password',
    );
    await user.type(screen.getByLabelText('رمز من 6 أرقام أو رمز إعادة التعيين'), '482913');
    await user.click(screen.getByRole('button', { name: 'إرسال رمز إعادة التعيين' }));
    expect(await screen.findByText(/^الخطوة 2 من 2/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'استخدام رمز آخر' })).toBeInTheDocument();
  });
});
