import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_MESSAGES } from '@waliyy/contract/admin-staff';
import { describe, expect, it } from 'vitest';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { LAZY } from '../../../test/render';
import { USER } from '../../../test/session-fixtures';
import { ACCOUNT } from '../admin-fixtures';
import { ok, renderAdmin, STAFF, signInAsStaff } from '../render-admin';

const OTHER_ADMIN = { ...ACCOUNT, role: 'admin' as const, singles: [], singlesCount: 0 };

signInAsStaff();

describe('revoking staff in the console (decision 026)', { timeout: 30_000 }, () => {
  it('offers it on another staff account, asks a reason and confirms, then says it is done', async () => {
    let revoked = false;
    const fetchMock = mockApi({
      'GET /account': STAFF,
      'GET /admin/accounts/a1': () =>
        ok('Account.', revoked ? { ...OTHER_ADMIN, role: 'guardian' } : OTHER_ADMIN),
      'GET /admin/plans': () => ok('Plans.', []),
      'POST /admin/accounts/a1/revoke-admin': () => {
        revoked = true;
        return ok(STAFF_MESSAGES.adminRevoked);
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/accounts/a1');

    const why = await screen.findByLabelText('Why revoke staff access?', {}, LAZY);
    await user.type(why, 'Left the moderation team');
    await user.click(screen.getByRole('button', { name: 'Revoke staff access' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Revoke staff access for hafsa@example.com?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, revoke it' }));
    expect(await screen.findByText(STAFF_MESSAGES.adminRevoked)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /admin/accounts/a1/revoke-admin')).toEqual([
      { reason: 'Left the moderation team' },
    ]);
    // The account is a guardian now: the action is gone.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoke staff access' })).toBeNull(),
    );
  });

  it('shows the refusal of the last admin as the API words it', async () => {
    mockApi({
      'GET /account': STAFF,
      'GET /admin/accounts/a1': () => ok('Account.', OTHER_ADMIN),
      'GET /admin/plans': () => ok('Plans.', []),
      'POST /admin/accounts/a1/revoke-admin': () =>
        json(409, { message: STAFF_MESSAGES.lastAdmin, code: 'CONFLICT' }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/accounts/a1');
    await user.type(
      await screen.findByLabelText('Why revoke staff access?', {}, LAZY),
      'Rotating the team',
    );
    await user.click(screen.getByRole('button', { name: 'Revoke staff access' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke it' }));
    expect(await screen.findByText(STAFF_MESSAGES.lastAdmin)).toBeInTheDocument();
  });

  it('is not offered for a guardian', async () => {
    mockApi({
      'GET /account': STAFF,
      'GET /admin/accounts/a1': () => ok('Account.', ACCOUNT),
      'GET /admin/plans': () => ok('Plans.', []),
    });
    renderAdmin('/admin/accounts/a1');
    expect(await screen.findByLabelText('Why suspend it?', {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke staff access' })).toBeNull();
  });

  it('is not offered on one’s own staff account', async () => {
    mockApi({
      'GET /account': STAFF,
      [`GET /admin/accounts/${USER.id}`]: () =>
        ok('Account.', { ...OTHER_ADMIN, id: USER.id, email: USER.email }),
      'GET /admin/plans': () => ok('Plans.', []),
    });
    renderAdmin(`/admin/accounts/${USER.id}`);
    expect(await screen.findByLabelText('Why suspend it?', {}, LAZY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke staff access' })).toBeNull();
  });
});
