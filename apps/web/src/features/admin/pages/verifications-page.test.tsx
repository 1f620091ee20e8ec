import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerificationItem } from '@waliyy/contract/genotype-evidence';
import { describe, expect, it } from 'vitest';
import { json, mockApi, offContract, sentBodies } from '../../../test/api-mock';
import { LAZY } from '../../../test/render';
import { ok, renderAdmin, STAFF, signInAsStaff } from '../render-admin';

// jsdom joins a button's words and its hidden ' of …' without the space a browser keeps.
// Decision 083: the console's queue of lab results — open the file, check, or reject with a reason.

signInAsStaff();

const ITEMS: VerificationItem[] = [
  {
    id: 'e1',
    childId: 'c1',
    displayId: 'WY-AAAA1111',
    gender: 'FEMALE',
    claimedGenotype: 'AS',
    fileType: 'image/png',
    size: 3026,
    uploadedAt: '2026-12-01T09:00:00.000Z',
  },
  {
    id: 'e2',
    childId: 'c2',
    displayId: 'WY-BBBB2222',
    gender: 'MALE',
    claimedGenotype: 'AA',
    fileType: 'application/pdf',
    size: 2_400_000,
    uploadedAt: '2026-12-02T09:00:00.000Z',
  },
];
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

function mockQueue() {
  let items = ITEMS;
  return mockApi({
    'GET /account': STAFF,
    'GET /admin/verifications': () =>
      json(200, {
        message: 'Lab results waiting for a check.',
        data: items,
        meta: { page: 1, limit: 20, totalCount: items.length },
      }),
    'GET /admin/verifications/e1/file': () =>
      offContract(new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } })),
    'PUT /admin/verifications/e1': ({ body }) => {
      items = items.filter((item) => item.id !== 'e1');
      return (body as { verdict: string }).verdict === 'checked'
        ? ok('The genotype is checked and the family has been told.')
        : ok('The lab result is rejected and the family has been told why.');
    },
  });
}

describe('admin console: verifications', { timeout: 30_000 }, () => {
  it('lists the queue with what staff judge by, shows an image, and checks it', async () => {
    const fetchMock = mockQueue();
    const user = userEvent.setup();
    renderAdmin('/admin/verifications');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifications' }, LAZY),
    ).toBeVisible();
    const first = await screen.findByRole('article', { name: 'WY-AAAA1111 · claims AS' });
    expect(first).toHaveTextContent('Woman · PNG, 3 KB · sent');
    const second = screen.getByRole('article', { name: 'WY-BBBB2222 · claims AA' });
    expect(second).toHaveTextContent('Man · PDF, 2.3 MB');
    expect(
      within(second).getByRole('button', { name: /^Download the file\s*of WY-BBBB2222$/ }),
    ).toBeVisible();
    expect(screen.getByText('2 waiting')).toBeVisible();

    await user.click(
      within(first).getByRole('button', { name: /^Open the file\s*of WY-AAAA1111$/ }),
    );
    const image = await within(first).findByRole('img', {
      name: 'Lab result sent for WY-AAAA1111',
    });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await user.click(within(first).getByRole('button', { name: /^Check\s*WY-AAAA1111$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Check the genotype of WY-AAAA1111?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, it is checked' }));
    expect(
      await screen.findByText('The genotype is checked and the family has been told.'),
    ).toBeVisible();
    expect(sentBodies(fetchMock, 'PUT /admin/verifications/e1')).toEqual([{ verdict: 'checked' }]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'WY-AAAA1111 · claims AS' })).toBeNull(),
    );
  });

  it('rejects with the reason the family is told, and asks for one first', async () => {
    const fetchMock = mockQueue();
    const user = userEvent.setup();
    renderAdmin('/admin/verifications');
    const first = await screen.findByRole('article', { name: 'WY-AAAA1111 · claims AS' }, LAZY);
    await user.click(within(first).getByRole('button', { name: /^Reject\s*WY-AAAA1111$/ }));
    const submit = within(first).getByRole('button', { name: 'Reject the lab result' });
    await user.click(submit);
    expect(sentBodies(fetchMock, 'PUT /admin/verifications/e1')).toEqual([]);
    await user.type(
      within(first).getByLabelText('Why is it rejected?'),
      'The result is for another name.',
    );
    await user.click(submit);
    expect(
      await screen.findByText('The lab result is rejected and the family has been told why.'),
    ).toBeVisible();
    expect(sentBodies(fetchMock, 'PUT /admin/verifications/e1')).toEqual([
      { verdict: 'rejected', reason: 'The result is for another name.' },
    ]);
  });
});
