import { useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app-providers';

function Probe() {
  // Throws when there is no QueryClientProvider above.
  useQueryClient();
  return <p>inside</p>;
}

describe('AppProviders', () => {
  it('provides a query client and a top-right toast container', async () => {
    render(
      <AppProviders>
        <Probe />
      </AppProviders>,
    );
    expect(screen.getByText('inside')).toBeInTheDocument();

    act(() => {
      toast.success('Saved');
    });
    const message = await screen.findByText('Saved');
    expect(message.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-right',
    );
  });

  it('keeps the toasts outside its own tree, so they outlive the app routes', async () => {
    const { unmount } = render(
      <AppProviders>
        <Probe />
      </AppProviders>,
    );
    unmount();
    act(() => {
      toast.info('Signed out');
    });
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });
});
