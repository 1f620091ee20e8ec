import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { signIn } from '../../../test/session-fixtures';
import { ConfirmAlternateEmailPage } from './confirm-alternate-email-page';

const PATH = '/confirm-alternate-email';

describe('/confirm-alternate-email', () => {
  it('confirms the token once, without a bearer token, and says so', async () => {
    const fetchMock = mockApi({
      'PUT /account/alternate-email/confirm': () =>
        json(200, { message: 'Your alternative e-mail address is confirmed.', data: null }),
    });
    renderPage(<ConfirmAlternateEmailPage />, `${PATH}?token=tok123`, PATH);
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Your alternative e-mail address is confirmed.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /account/alternate-email/confirm')).toEqual([
      { token: 'tok123' },
    ]);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('shows the refusal, and a way to settings when signed in', async () => {
    signIn();
    mockApi({
      'PUT /account/alternate-email/confirm': () =>
        json(400, {
          message: 'That confirmation link is not valid or has expired.',
          code: 'VALIDATION',
        }),
    });
    renderPage(<ConfirmAlternateEmailPage />, `${PATH}?token=old`, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That confirmation link is not valid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
      'href',
      '/settings?tab=account',
    );
  });

  it('says when the link has no token', () => {
    const fetchMock = mockApi({});
    renderPage(<ConfirmAlternateEmailPage />, PATH);
    expect(screen.getByRole('heading', { name: 'Link incomplete' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Yoruba', async () => {
    await activateLanguage('yo');
    mockApi({});
    renderPage(<ConfirmAlternateEmailPage />, PATH);
    expect(screen.getByRole('heading', { name: 'Líǹkì náà kò pé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wọlé' })).toHaveAttribute('href', '/login');
  });
});
