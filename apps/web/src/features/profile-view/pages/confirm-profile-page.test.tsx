import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { LAZY, renderApp } from '../../../test/render';
import { OTHER } from '../profile-fixtures';

// The single's own page (decision 083): the token from the fragment, posted in a body; her
// profile as other families see it, in the language she was written to in; her answer.
const HER = { ...OTHER, gender: 'FEMALE' as const, compatibility: null };
const TOKEN = 'a'.repeat(43);

/** The stamp of the profile her page showed, sent back with her answer. */
const VERSION = 'v-Zm9vYmFyYmF6cXV4MTIz';

function mockHerLink(purpose: 'ask' | 'withdraw', language: 'en' | 'ha' = 'en') {
  return mockApi({
    'POST /confirm-profile/view': (request) =>
      (request.body as { token: string }).token === TOKEN
        ? json(200, {
            message: 'The profile as other families see it.',
            data: { purpose, language, profile: HER, version: VERSION, asksBeforeMatch: false },
          })
        : json(400, {
            message:
              'This link is not valid, has been used or has expired. Ask your family for a new one.',
            code: 'VALIDATION',
            messageId: 'server.confirmationLinkInvalid',
          }),
    'PUT /confirm-profile': (request) => {
      const { agree } = request.body as { agree: boolean };
      return json(200, {
        message: agree
          ? 'Thank you. Your profile is confirmed.'
          : 'Your answer is recorded. The profile is hidden from other families.',
        data: { state: agree ? 'confirmed' : 'declined' },
      });
    },
  });
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

describe('/confirm-profile', { timeout: 30_000 }, () => {
  it('shows her profile by its display id and records her yes', async () => {
    const fetchMock = mockHerLink('ask');
    renderApp(`/confirm-profile#token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Is this you?' }, LAZY),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'WL-7310' })).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /confirm-profile/view')).toEqual([{ token: TOKEN }]);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Yes, this is me and I agree' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' }, LAZY)).toBeVisible();
    expect(screen.getByText('Thank you. Your profile is confirmed.')).toBeVisible();
    expect(sentBodies(fetchMock, 'PUT /confirm-profile')).toEqual([
      { token: TOKEN, agree: true, asksBeforeMatch: false, version: VERSION },
    ]);
  });

  it('she may tick "ask me before any match" with her yes, and change it on her standing link', async () => {
    const fetchMock = mockHerLink('ask');
    renderApp(`/confirm-profile#token=${TOKEN}`);
    const box = await screen.findByRole(
      'checkbox',
      { name: 'Ask me before any match is made' },
      LAZY,
    );
    const user = userEvent.setup();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Yes, this is me and I agree' }));
    await screen.findByRole('heading', { name: 'Thank you' }, LAZY);
    expect(sentBodies(fetchMock, 'PUT /confirm-profile')).toEqual([
      { token: TOKEN, agree: true, asksBeforeMatch: true, version: VERSION },
    ]);
  });

  it('on the standing link she saves her choice without withdrawing', async () => {
    const fetchMock = mockHerLink('withdraw');
    renderApp(`/confirm-profile#token=${TOKEN}`);
    await userEvent
      .setup()
      .click(
        await screen.findByRole('checkbox', { name: 'Ask me before any match is made' }, LAZY),
      );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save my choice' }));
    await screen.findByRole('heading', { name: 'Thank you' }, LAZY);
    expect(sentBodies(fetchMock, 'PUT /confirm-profile')).toEqual([
      { token: TOKEN, agree: true, asksBeforeMatch: true, version: VERSION },
    ]);
  });

  it('a profile changed while she read it is shown again, with the reason', async () => {
    const fetchMock = mockApi({
      'POST /confirm-profile/view': () =>
        json(200, {
          message: 'The profile as other families see it.',
          data: {
            purpose: 'ask',
            language: 'en',
            profile: HER,
            version: VERSION,
            asksBeforeMatch: false,
          },
        }),
      'PUT /confirm-profile': () =>
        json(409, {
          message:
            'The profile changed while you were reading it. Read it again as it is now, then answer.',
          code: 'CONFLICT',
          messageId: 'server.confirmationProfileChanged',
        }),
    });
    renderApp(`/confirm-profile#token=${TOKEN}`);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Yes, this is me and I agree' }, LAZY));
    expect(
      await screen.findByText(
        'The profile changed while you were reading it. Read it again as it is now, then answer.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /confirm-profile/view')).toHaveLength(2),
    );
  });

  it('speaks to her in Hausa when the link was written in Hausa, as a woman', async () => {
    mockHerLink('ask', 'ha');
    renderApp(`/confirm-profile#token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ke ce wannan?' }, LAZY),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ee, ni ce, kuma na yarda' })).toBeVisible();
  });

  it('the standing link offers only the withdrawal', async () => {
    const fetchMock = mockHerLink('withdraw');
    renderApp(`/confirm-profile#token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'You confirmed this profile' }, LAZY),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Yes, this is me and I agree' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Withdraw my agreement' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /confirm-profile')).toEqual([
        { token: TOKEN, agree: false, version: VERSION },
      ]),
    );
  });

  it('says so when the link is used, expired or incomplete', async () => {
    mockHerLink('ask');
    renderApp('/confirm-profile#token=used');
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }, LAZY),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('has been used or has expired');
  });
});
