import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readSetupDraft, writeSetupDraft } from '../../../lib/storage';
import { json, mockApi } from '../../../test/api-mock';
import { LAZY, renderPage } from '../../../test/render';
import { account, signIn } from '../../../test/session-fixtures';
import { DRAFT, field } from '../get-started-fixtures';
import { GetStartedPage } from './get-started-page';

beforeEach(() => {
  signIn();
});

// The set-up form at the plan’s limit of singles.

describe('/get-started', { timeout: 30_000 }, () => {
  describe('at the plan’s limit of singles (decision 021)', () => {
    const TWO = [
      { id: 'c1', firstName: 'Aisha' },
      { id: 'c2', firstName: 'Umar' },
    ];
    const withAccount = (overrides: Parameters<typeof account>[0]) =>
      mockApi({ 'GET /account': () => json(200, { message: '', data: account(overrides) }) });

    it('says so before the form, with the way to Premium; the form waits until asked for', async () => {
      const user = userEvent.setup();
      withAccount({ children: TWO, singlesLimit: 2 });
      renderPage(<GetStartedPage />, '/get-started');
      const notice = await screen.findByRole('region', { name: 'You have 2 of 2 singles' }, LAZY);
      expect(notice).toHaveTextContent(
        'Your free plan allows 2 singles. Upgrade to Premium to add up to 4.',
      );
      expect(within(notice).getByRole('link', { name: 'See the Premium plan' })).toHaveAttribute(
        'href',
        '/pricing',
      );
      expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

      await user.click(within(notice).getByRole('button', { name: 'Fill in the form now' }));
      expect(field('First name')).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
      // The notice stays above the form.
      expect(
        notice.compareDocumentPosition(field('First name')) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    });

    it('shows the answers saved before (back from upgrading) below the notice at once', async () => {
      writeSetupDraft(DRAFT);
      withAccount({ children: TWO, singlesLimit: 2 });
      renderPage(<GetStartedPage />, '/get-started');
      expect(
        await screen.findByRole('region', { name: 'You have 2 of 2 singles' }, LAZY),
      ).toBeInTheDocument();
      expect(field('First name')).toHaveValue('Aisha');
      expect(screen.getByText('We brought back the answers saved on this device.')).toBeVisible();
    });

    it('keeps the draft when the family goes to upgrade, and brings it back on return', async () => {
      const user = userEvent.setup();
      withAccount({ children: TWO, singlesLimit: 2 });
      renderPage(<GetStartedPage autosaveMs={20} />, '/get-started');
      const notice = await screen.findByRole('region', { name: 'You have 2 of 2 singles' }, LAZY);
      await user.click(within(notice).getByRole('button', { name: 'Fill in the form now' }));
      await user.type(field('First name'), 'Maryam');
      await user.click(within(notice).getByRole('link', { name: 'See the Premium plan' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/pricing');
      expect(readSetupDraft()).toMatchObject({ firstName: 'Maryam' });
      cleanup();

      // Upgraded: four singles now fit, and the answers are there.
      withAccount({ children: TWO, singlesLimit: 4 });
      renderPage(<GetStartedPage />, '/get-started');
      await waitFor(() => expect(field('First name')).toHaveValue('Maryam'));
      expect(screen.queryByRole('region', { name: /singles$/ })).not.toBeInTheDocument();
    });

    it('with a paid plan full, points to support for more', async () => {
      withAccount({
        children: [...TWO, { id: 'c3', firstName: 'Zainab' }, { id: 'c4', firstName: 'Isa' }],
        singlesLimit: 4,
      });
      renderPage(<GetStartedPage />, '/get-started');
      const notice = await screen.findByRole('region', { name: 'You have 4 of 4 singles' }, LAZY);
      expect(notice).toHaveTextContent(
        'Your account allows 4 singles. To add more, e-mail support@waliyy.local.',
      );
      expect(within(notice).getByRole('link', { name: 'E-mail support' })).toHaveAttribute(
        'href',
        'mailto:support@waliyy.local',
      );
      expect(within(notice).queryByRole('link', { name: 'See the Premium plan' })).toBeNull();
    });

    it('says nothing while there is room', async () => {
      withAccount({ children: [TWO[0]!], singlesLimit: 2 });
      renderPage(<GetStartedPage />, '/get-started');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: /singles$/ })).not.toBeInTheDocument();
    });
  });
});
