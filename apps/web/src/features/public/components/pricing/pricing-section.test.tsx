import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@waliyy/contract/plans';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../../i18n/i18n';
import { PricingSection } from './pricing-section';

const PREMIUM: Plan = {
  _id: 'plan-ngn',
  planName: 'Premium',
  amount: 10000,
  currency: 'NGN',
  interval: 'annual',
  planDescription: 'Like and match\nUp to 4 singles',
  providers: ['paystack'],
};

function jsonResponse(body: unknown, status = 200) {
  return { ok: status < 400, status, json: async () => body } as Response;
}

function renderPricing() {
  render(
    <MemoryRouter>
      <PricingSection />
    </MemoryRouter>,
  );
}

describe('PricingSection', () => {
  it('shows the Free card and each fetched plan with its price per annum', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse({ message: 'Plans', data: [PREMIUM] }));
    vi.stubGlobal('fetch', fetchMock);
    renderPricing();

    const free = screen.getByRole('article', { name: 'Free' });
    expect(within(free).getByText('₦0')).toBeInTheDocument();
    expect(within(free).getByText('per annum')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans…');

    const premium = await screen.findByRole('article', { name: 'Premium' });
    expect(within(premium).getByText('₦10,000')).toBeInTheDocument();
    expect(within(premium).getByText('per annum')).toBeInTheDocument();
    expect(within(premium).getByText('Up to 4 singles')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/plans/', expect.anything());
    expect(screen.queryByTestId('plan-skeleton')).not.toBeInTheDocument();
  });

  it('asks for the plans’ lines in the language shown, and again when it changes', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse({ message: 'Plans', data: [PREMIUM] }));
    vi.stubGlobal('fetch', fetchMock);
    await activateLanguage('ha');
    renderPricing();
    expect(await screen.findByRole('article', { name: 'Premium' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/plans/?language=ha', expect.anything());

    await act(() => activateLanguage('yo'));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenLastCalledWith('/api/v1/plans/?language=yo', expect.anything()),
    );
    expect(fetchMock).not.toHaveBeenCalledWith('/api/v1/plans/', expect.anything());
  });

  it('prices in naira beside the ₦0 card when the server also sells in dollars and pounds', async () => {
    const abroad = [
      { ...PREMIUM, _id: 'plan-usd', currency: 'USD', amount: 25 },
      { ...PREMIUM, _id: 'plan-gbp', currency: 'GBP', amount: 20 },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse({ message: 'Plans', data: [...abroad, PREMIUM] })),
    );
    renderPricing();

    const premium = await screen.findByRole('article', { name: 'Premium' });
    expect(within(premium).getByText('₦10,000')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows an honest fallback when the request fails, and can try again', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ message: 'Plans', data: [PREMIUM] }));
    vi.stubGlobal('fetch', fetchMock);
    renderPricing();

    expect(await screen.findByText(/could not load our paid plans/i)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Free' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Premium' })).toBeInTheDocument();
  });

  it('treats an error status or a malformed body as a failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ message: 'Down' }, 503)));
    renderPricing();
    expect(await screen.findByText(/could not load our paid plans/i)).toBeInTheDocument();
  });
});
