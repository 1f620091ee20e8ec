import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildProfile } from '@waliyy/contract/children';
import { makeChildProfile } from '@waliyy/contract/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { LAZY, renderApp } from '../../../test/render';
import { account, signIn } from '../../../test/session-fixtures';

// Settings › User › Her confirmation (decision 083): the state, and the link to her own address.
const PROFILE: ChildProfile = makeChildProfile({
  firstName: 'Aisha',
  gender: 'FEMALE',
  speakersListenedTo: [],
});
const SAME =
  'The link must go to the single’s own address, not the account’s: only the single can confirm.';

function mockSingle(state: 'not_asked' | 'waiting' | 'confirmed' | 'declined', sentTo?: string) {
  let current = { state, sentTo: sentTo ?? null };
  return mockApi({
    'GET /account': () =>
      json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) }),
    'GET /parent/child/c1': () => json(200, { message: '', data: PROFILE }),
    'GET /parent/child/c1/confirmation': () =>
      json(200, {
        message: 'The single’s confirmation.',
        data: {
          state: current.state,
          channel: current.sentTo ? 'email' : null,
          sentTo: current.sentTo,
          sentAt: current.sentTo ? '2026-12-06T10:00:00.000Z' : null,
          language: current.sentTo ? 'ha' : null,
          asksBeforeMatch: false,
        },
      }),
    'POST /parent/child/c1/confirmation': (request) => {
      const body = request.body as { email?: string };
      if (body.email === 'me@example.com') {
        return json(400, {
          message: SAME,
          code: 'VALIDATION',
          errors: { email: SAME },
          messageId: 'server.confirmationSameAsAccount',
        });
      }
      current = { state: 'waiting', sentTo: body.email ?? null };
      return json(200, {
        message: 'We have sent the link. It is valid for 7 days and can be used once.',
        data: null,
      });
    },
  });
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

describe('/settings › User › Her confirmation', { timeout: 30_000 }, () => {
  it('sends the link to her own address in the language chosen, then shows it waiting', async () => {
    const fetchMock = mockSingle('not_asked');
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Her confirmation' }, LAZY)).toBeVisible();
    expect(await screen.findByText('Not asked', {}, LAZY)).toBeVisible();
    expect(document.getElementById('single-confirmation')).not.toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Her own e-mail address'), 'aisha@example.org');
    await user.selectOptions(
      screen.getByLabelText('The language of the message and the page'),
      'ha',
    );
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /parent/child/c1/confirmation')).toEqual([
        { email: 'aisha@example.org', language: 'ha' },
      ]),
    );
    expect(await screen.findByText('Waiting', {}, LAZY)).toBeVisible();
    expect(screen.getByText('aisha@example.org')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  });

  it("shows the server's reason under the field when the address is the account's", async () => {
    mockSingle('not_asked');
    renderApp('/settings');
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Her own e-mail address', {}, LAZY),
      'me@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(SAME, {}, LAZY)).toBeVisible();
  });

  it('checks the address before sending, and asks for a phone number on the phone channel', async () => {
    const fetchMock = mockSingle('confirmed', 'aisha@example.org');
    renderApp('/settings');
    expect(await screen.findByText('Aisha has confirmed the profile.', {}, LAZY)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Text message' }));
    expect(screen.getByLabelText('Her own phone number')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(sentBodies(fetchMock, 'POST /parent/child/c1/confirmation')).toEqual([]);
  });
});
