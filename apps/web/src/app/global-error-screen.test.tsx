import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { assignLocation } from '../lib/full-navigation';
import { GlobalErrorScreen } from './global-error-screen';

const NETWORK_MESSAGE = 'Network error. Please check your internet connection and try again.';
const GENERIC_MESSAGE = 'We ran into an error. Kindly refresh the page';

describe('GlobalErrorScreen', () => {
  it('shows the network message for a FETCH_ERROR status', () => {
    render(
      <GlobalErrorScreen error={{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops' })).toBeInTheDocument();
    expect(screen.getByText(NETWORK_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(GENERIC_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows the network message for a TypeError thrown by fetch', () => {
    render(<GlobalErrorScreen error={new TypeError('Failed to fetch')} />);
    expect(screen.getByText(NETWORK_MESSAGE)).toBeInTheDocument();
  });

  it('shows the generic message for any other error', () => {
    render(<GlobalErrorScreen error={new Error('boom')} />);
    expect(screen.getByText('We ran into an error. Kindly refresh the page')).toBeInTheDocument();
    expect(screen.queryByText(NETWORK_MESSAGE)).not.toBeInTheDocument();
  });

  it('sends Refresh page to /dashboard with a full navigation', async () => {
    render(<GlobalErrorScreen error={new Error('boom')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh page' }));
    expect(assignLocation).toHaveBeenCalledWith('/dashboard');
  });
});
