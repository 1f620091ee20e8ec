import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { recommendationsAnswer } from '../../../test/discovery-fixtures';
import { LAZY, renderApp } from '../../../test/render';
import { account, signIn } from '../../../test/session-fixtures';
import { OTHER } from '../profile-fixtures';

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /account': () =>
      json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) }),
    'GET /recommendation/p9': () => json(200, { message: '', data: OTHER }),
    'GET /parent/child/c1/recommendations': () => json(200, recommendationsAnswer([])),
    ...extra,
  });
}

describe('report or block a profile (decision 012)', { timeout: 30_000 }, () => {
  it('reports with a reason and a note, from the active single, even on a general view', async () => {
    const fetchMock = api({
      'POST /report': () =>
        json(200, {
          message: 'Thank you. Our team will look at this profile.',
          data: { _id: 'r1', isNew: true },
        }),
    });
    renderApp('/explore/p9');
    const section = await screen.findByRole(
      'region',
      { name: 'Something wrong with this profile?' },
      LAZY,
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Report this profile' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Send report' }));
    expect(within(section).getByText('Choose a reason')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /report')).toEqual([]);

    await userEvent.click(within(section).getByRole('radio', { name: 'Shares contact details' }));
    await userEvent.type(
      within(section).getByRole('textbox', { name: /Anything else/ }),
      'Phone number in the about text',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /report')).toEqual([
        {
          profile: 'p9',
          reason: 'contact_details',
          note: 'Phone number in the about text',
          childId: 'c1',
        },
      ]),
    );
    expect(await within(section).findByRole('status')).toHaveTextContent('Reported.');
    expect(within(section).queryByRole('button', { name: 'Report this profile' })).toBeNull();
  });

  it('opening the form scrolls it into view and moves focus to its first choice (decision 021)', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    api();
    renderApp('/recommended/p9');
    const section = await screen.findByRole(
      'region',
      { name: 'Something wrong with this profile?' },
      LAZY,
    );
    const open = within(section).getByRole('button', { name: 'Report this profile' });
    await userEvent.click(open);
    const group = within(section).getByRole('group', { name: 'Why are you reporting it?' });
    const [first] = within(group).getAllByRole('radio');
    expect(first).toHaveFocus();
    // Focus does not choose a reason.
    expect(first).not.toBeChecked();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(group.closest('form'));
    expect(scrollIntoView.mock.calls[0]?.[0]).toMatchObject({ block: 'start' });

    // Closed and opened again: the same, once more.
    await userEvent.click(open);
    expect(within(section).queryByRole('group')).toBeNull();
    await userEvent.click(open);
    expect(within(section).getAllByRole('radio')[0]).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    // jsdom has none of its own.
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('blocks after confirming, then leaves for the dashboard', async () => {
    const fetchMock = api({
      'POST /block': () => json(200, { message: 'This profile has been blocked.', data: null }),
    });
    renderApp('/recommended/p9');
    const section = await screen.findByRole(
      'region',
      { name: 'Something wrong with this profile?' },
      LAZY,
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block WL-7310?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /block')).toEqual([{ profile: 'p9' }]));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Aisha/ }, LAZY),
    ).toBeInTheDocument();
  });
});
