import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { renderPage } from '../../../test/render';
import { account, signIn } from '../../../test/session-fixtures';
import {
  GENOTYPE_CHECK_LINK,
  PHONE_LINK,
  SINGLE_CONFIRMATION_LINK,
  VerifyFamily,
} from './verify-family';

// Decision 083: Settings walks a family through the three checks — the phone for the account,
// the single's own confirmation and the genotype per single — and says where each is done.

const step = (name: RegExp) =>
  screen.getAllByRole('listitem').find((li) => li.querySelector('h3')?.textContent?.match(name))!;

describe('Settings › Verify your family', () => {
  it("says each check's state, and links to where the ones still to do are done", async () => {
    signIn();
    // Choosing the single remembers it on the account too (decision 022).
    const fetchMock = mockApi({
      'PUT /account/active-single': () => json(200, { message: '', data: null }),
    });
    const user = userEvent.setup();
    renderPage(
      <VerifyFamily
        account={account({
          phoneVerified: false,
          children: [
            {
              id: 'c1',
              firstName: 'Aisha',
              verification: { phone: false, single: true, genotype: false },
            },
            { id: 'c2', firstName: 'Umar', gender: 'MALE' },
          ],
        })}
      />,
      '/settings?tab=account',
    );
    expect(screen.getByRole('region', { name: 'Verify your family' })).toBeInTheDocument();

    const phone = step(/Your phone/);
    expect(within(phone).getByText('To do')).toBeInTheDocument();
    expect(within(phone).getByRole('link', { name: 'Verify your phone' })).toHaveAttribute(
      'href',
      PHONE_LINK,
    );

    const own = step(/own confirmation/);
    expect(own).toHaveTextContent(/Aisha.*Done/);
    expect(within(own).queryByRole('link', { name: 'Ask Aisha to confirm' })).toBeNull();
    const ask = within(own).getByRole('link', { name: 'Ask Umar to confirm' });
    expect(ask).toHaveAttribute('href', SINGLE_CONFIRMATION_LINK);

    const genotype = step(/genotype/);
    for (const name of ["Send Aisha's lab result", "Send Umar's lab result"]) {
      expect(within(genotype).getByRole('link', { name })).toHaveAttribute(
        'href',
        GENOTYPE_CHECK_LINK,
      );
    }
    // The single's page shows the active single: following the link makes him the one.
    await user.click(ask);
    expect(localStorage.getItem('childId')).toBe('c2');
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /account/active-single')).toEqual([{ childId: 'c2' }]),
    );
    expect(SINGLE_CONFIRMATION_LINK).toBe('/settings?tab=user#single-confirmation');
    expect(GENOTYPE_CHECK_LINK).toBe('/settings?tab=user#genotype-check');
    expect(PHONE_LINK).toBe('/settings?tab=account#phone');
  });

  it('says all done with a verified phone and every single checked', () => {
    signIn();
    renderPage(
      <VerifyFamily
        account={account({
          phoneVerified: true,
          children: [
            {
              id: 'c1',
              firstName: 'Aisha',
              verification: { phone: true, single: true, genotype: true },
            },
          ],
        })}
      />,
      '/settings?tab=account',
    );
    expect(screen.getAllByText('Done')).toHaveLength(3);
    expect(screen.queryByText('To do')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
