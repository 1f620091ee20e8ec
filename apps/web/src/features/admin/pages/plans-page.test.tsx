import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { LAZY } from '../../../test/render';
import { PLAN } from '../admin-fixtures';
import { ok, renderAdmin, STAFF, signInAsStaff } from '../render-admin';

// The plans page (bringing a plan back: overview-plans.test.tsx).

signInAsStaff();

describe('admin console: plans', { timeout: 30_000 }, () => {
  it('plans: lists the plans and creates one with the right body', async () => {
    const fetchMock = mockApi({
      'GET /account': STAFF,
      'GET /admin/plans': () => ok('Plans.', [PLAN, { ...PLAN, _id: 'p2', isActive: false }]),
      'POST /admin/plans': () => json(201, { message: 'The plan is created.', data: PLAN }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/plans');

    const premium = (await screen.findAllByRole('article', { name: 'Premium (NGN)' }, LAZY))[0]!;
    expect(within(premium).getByText('₦10,000')).toBeInTheDocument();
    expect(within(premium).getByText('Sold')).toBeInTheDocument();
    expect(screen.getByText('Retired')).toBeInTheDocument();

    const form = screen.getByRole('region', { name: 'New plan' });
    await user.type(within(form).getByLabelText('Name'), 'Family');
    await user.selectOptions(within(form).getByLabelText('Currency'), 'GBP');
    await user.type(within(form).getByLabelText('Amount'), '30.5');
    await user.type(
      within(form).getByLabelText('Description'),
      'Up to 6 singles{Enter}Priority help',
    );
    await user.type(within(form).getByLabelText('Why create it?'), 'Large families asked');
    await user.click(within(form).getByRole('button', { name: 'Create the plan' }));

    expect(await screen.findByText('The plan is created.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /admin/plans')).toEqual([
      {
        planName: 'Family',
        amount: 30.5,
        currency: 'GBP',
        planDescription: 'Up to 6 singles\nPriority help',
        reason: 'Large families asked',
      },
    ]);
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });
});
