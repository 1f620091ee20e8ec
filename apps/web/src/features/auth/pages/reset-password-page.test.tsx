import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readResetToken, writeResetToken } from '../../../lib/storage';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

function describedError(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

describe('/reset-password', () => {
  it('step 1 asks for the code or token and keeps it in localStorage resetPwdToken', async () => {
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByText(/step 1 of 2/i)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));
    expect(describedError(screen.getByLabelText('6-digit code or reset token'))).toBe(
      'Enter the reset code or token',
    );

    await user.type(screen.getByLabelText('6-digit code or reset token'), 'abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));
    expect(readResetToken()).toBe('ABCDEFGHJKMN');
    expect(screen.getByText(/step 2 of 2/i)).toBeInTheDocument();
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
      'PUT /auth/reset-password': () =>
        json(200, { message: 'Your password has been reset.', data: null }),
    });
    renderPage(<ResetPasswordPage />, '/reset-password');
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
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
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(readResetToken()).toBeNull();
    expect(sentBodies(fetchMock, 'PUT /auth/reset-password')).toEqual([
      { password: 'a-new-password', confirmPassword: 'a-new-password', otp: 'SAVEDTOKEN12' },
    ]);
  });

  it('a refused token goes back to step 1 with the reason under the field', async () => {
    const user = userEvent.setup();
    const message = 'That reset code is not valid or has expired. Request a new one.';
    mockApi({
      'PUT /auth/reset-password': () =>
        json(400, { message, code: 'VALIDATION', errors: { otp: message } }),
    });
    renderPage(<ResetPasswordPage />, '/reset-password?token=OLDTOKEN1234', '/reset-password');
    await user.type(await screen.findByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(within(await screen.findByRole('alert')).getByText(message)).toBeInTheDocument();
    expect(describedError(await screen.findByLabelText('6-digit code or reset token'))).toBe(
      message,
    );
  });

  it('takes the e-mailed 6-digit code, sent with the address asked for on /forgot-password', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'PUT /auth/reset-password': () =>
        json(200, { message: 'Your password has been reset.', data: null }),
    });
    renderPage(<ResetPasswordPage />, {
      pathname: '/reset-password',
      state: { email: 'yusuf@example.com' },
    });
    await user.type(screen.getByLabelText('6-digit code or reset token'), '042 917');
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));
    expect(readResetToken()).toBe('042917');
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
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
      'PUT /auth/reset-password': () => json(200, { message: 'Reset.', data: null }),
    });
    writeResetToken('123456');
    renderPage(<ResetPasswordPage />, '/reset-password');
    await user.click(screen.getByRole('button', { name: 'Submit Reset Token' }));
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
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
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'PUT /auth/reset-password')).toHaveLength(2));
    expect(sentBodies(fetchMock, 'PUT /auth/reset-password')).toEqual([
      { password: 'a-new-password', confirmPassword: 'a-new-password', otp: '123456' },
      { password: 'a-new-password', confirmPassword: 'a-new-password', otp: 'ABCDEFGHJKMN' },
    ]);
  });
});
