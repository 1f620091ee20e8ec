import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test/api-mock';
import { LAZY, renderApp } from '../../test/render';
import { account, signIn } from '../../test/session-fixtures';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

describe('/dashboard', { timeout: 30_000 }, () => {
  it('names the active single in the heading and the top bar', async () => {
    signIn({ childId: 'c2' });
    mockApi({
      'GET /account': () =>
        json(200, {
          message: '',
          data: account({
            children: [
              { id: 'c1', firstName: 'Aisha' },
              { id: 'c2', firstName: 'Umar' },
            ],
          }),
        }),
    });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recommended for Umar' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText(/what Umar's family is looking for/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set preferences' })).toHaveAttribute(
      'href',
      '/filter',
    );
    expect(screen.getByText('Active single:').parentElement).toHaveTextContent('Umar');
    expect(screen.getByRole('link', { name: /Waliyy.*dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('points to /get-started when there is no single yet', async () => {
    signIn();
    mockApi({ 'GET /account': () => json(200, { message: '', data: account() }) });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('link', { name: 'Tell us about your single' }, LAZY),
    ).toHaveAttribute('href', '/get-started');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your recommendations' }),
    ).toBeInTheDocument();
  });
});
