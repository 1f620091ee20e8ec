import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BILLING_MESSAGES } from '@waliyy/contract/billing-messages';
import type { Language } from '@waliyy/contract/languages';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { json } from '../../../test/api-mock';
import { LAZY, renderApp } from '../../../test/render';
import { USER } from '../../../test/session-fixtures';
import { api, setUpBillingPage } from '../billing-fixtures';

// The server's billing refusals in the family's language, by their id (decision 078): the
// server's English stays on the wire, and the page says the catalog's words for its id.

setUpBillingPage();

/** The signed-in account reads `language` (the session shows the account's language). */
async function showIn(language: Language) {
  localStorage.setItem('user', JSON.stringify({ ...USER, language }));
  await activateLanguage(language);
}

describe('/pricing: what the server says when a payment cannot start', { timeout: 30_000 }, () => {
  it('in Hausa, by the id the server sent: a plan no longer on sale', async () => {
    await showIn('ha');
    api(null, {
      'POST /payment/make-payment/plan-ngn': () =>
        json(404, {
          code: 'NOT_FOUND',
          message: BILLING_MESSAGES.planNotFound,
          messageId: 'billing.planNotFound',
        }),
    });
    renderApp('/pricing');
    const premium = await screen.findByRole('article', { name: 'Premium' }, LAZY);
    await userEvent.click(within(premium).getByRole('button', { name: 'Biya da kati' }));
    expect(
      await screen.findByText('Babu wannan tsarin, ko kuma ba a sayar da shi yanzu.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(BILLING_MESSAGES.planNotFound)).toBeNull();
  });

  it('in Yoruba, with no id (an older server): by the contract’s id for its English', async () => {
    await showIn('yo');
    api(null, {
      'POST /payment/make-payment/plan-ngn': () =>
        json(503, { code: 'UNAVAILABLE', message: BILLING_MESSAGES.providerUnreachable }),
    });
    renderApp('/pricing');
    const premium = await screen.findByRole('article', { name: 'Premium' }, LAZY);
    await userEvent.click(within(premium).getByRole('button', { name: 'Sanwó pẹ̀lú káàdì' }));
    expect(
      await screen.findByText(
        'A kò lè kàn sí ilé-iṣẹ́ ìsanwó. A kò gba owó kankan. Ẹ jọ̀wọ́ tún gbìyànjú láìpẹ́.',
      ),
    ).toBeInTheDocument();
  });
});
