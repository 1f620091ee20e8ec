import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

function describedError(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' | ');
}

describe('/forgot-password', () => {
  // The form's checks load on first focus (lib/lazy-resolver.ts); here they are loaded first,
  // so each check answers as soon as the form asks. login-page.test.tsx covers the first load.
  beforeAll(() => import('../form-checks'));

  it('validates the e-mail (product.md §5)', async () => {
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Request reset token' }));
    expect(describedError(screen.getByLabelText('Email address'))).toBe('Enter Email Address');
    await user.type(screen.getByLabelText('Email address'), 'nope@');
    expect(describedError(screen.getByLabelText('Email address'))).toBe('Invalid Email Address');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('asks for a token, shows the message and goes to /reset-password', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'PUT /auth/forgot-password': () => json(200, { message: 'Check your e-mail.', data: null }),
    });
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    await user.type(screen.getByLabelText('Email address'), 'yusuf@example.com');
    await user.click(screen.getByRole('button', { name: 'Request reset token' }));
    expect(await screen.findByText('Check your e-mail.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    // The address goes along, to be sent with the e-mailed code.
    expect(screen.getByTestId('location-state')).toHaveTextContent('{"email":"yusuf@example.com"}');
    expect(sentBodies(fetchMock, 'PUT /auth/forgot-password')).toEqual([
      { email: 'yusuf@example.com' },
    ]);
  });
});

describe('/yo/forgot-password, in Yoruba (decision 070)', () => {
  it('says its words in Yoruba, its links in Yoruba', async () => {
    await activateLanguage('yo');
    renderPage(<ForgotPasswordPage />, '/yo/forgot-password');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ṣé ẹ gbàgbé ọ̀rọ̀ aṣínà yín?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Béèrè kóòdù àtúntò' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Padà sí ìwọlé' })).toHaveAttribute(
      'href',
      '/yo/login',
    );
    expect(screen.getByRole('link', { name: 'Mo ti ní kóòdù' })).toHaveAttribute(
      'href',
      '/yo/reset-password',
    );
  });
});
