import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { GetStartedPage } from './get-started-page';

describe('/get-started (placeholder)', () => {
  it('has its heading and a Back button', () => {
    renderPage(<GetStartedPage />, '/get-started');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tell us about your single' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/coming very soon/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
  });

  it('hides Back when arriving from login-successful (spec §2)', () => {
    renderPage(<GetStartedPage />, {
      pathname: '/get-started',
      state: { from: 'login-successful' },
    });
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
  });
});
