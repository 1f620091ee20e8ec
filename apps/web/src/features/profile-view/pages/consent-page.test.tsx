import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentBodies } from '../../../test/api-mock';
import { otherSingle } from '../../../test/discovery-fixtures';
import { LAZY, renderApp } from '../../../test/render';

// Her answer before a match (decision 084): the token from the fragment, posted in a body; his
// profile as her family sees it on the like, in her link's language; her yes or no.
const HIM = { ...otherSingle('p9'), gender: 'MALE' as const, displayId: 'WL-4402' };
const TOKEN = 'b'.repeat(43);

function mockHerLink(language: 'en' | 'yo' = 'en') {
  return mockApi({
    'POST /consent/view': (request) =>
      (request.body as { token: string }).token === TOKEN
        ? json(200, {
            message: 'The profile your family accepted.',
            data: { language, profile: HIM },
          })
        : json(404, {
            message: 'This link has been used or has expired.',
            code: 'NOT_FOUND',
            messageId: 'server.consentLinkInvalid',
          }),
    'PUT /consent': (request) => {
      const { agree } = request.body as { agree: boolean };
      return json(200, {
        message: agree
          ? 'Thank you. The match is made, and both families have been told.'
          : 'Your answer is recorded. No match is made.',
        data: { state: agree ? 'matched' : 'declined' },
      });
    },
  });
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

describe('/consent', { timeout: 30_000 }, () => {
  it('shows his profile by its display id and records her yes', async () => {
    const fetchMock = mockHerLink();
    renderApp(`/consent#token=${TOKEN}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Your family accepted a proposal' },
        LAZY,
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'WL-4402' })).toBeVisible();
    expect(sentBodies(fetchMock, 'POST /consent/view')).toEqual([{ token: TOKEN }]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Yes, I agree' }));
    expect(await screen.findByRole('heading', { name: 'Alhamdulillah' }, LAZY)).toBeVisible();
    expect(
      screen.getByText('Thank you. The match is made, and both families have been told.'),
    ).toBeVisible();
    expect(sentBodies(fetchMock, 'PUT /consent')).toEqual([{ token: TOKEN, agree: true }]);
  });

  it('records her no', async () => {
    const fetchMock = mockHerLink();
    renderApp(`/consent#token=${TOKEN}`);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'No, I do not agree' }, LAZY));
    expect(
      await screen.findByRole('heading', { name: 'We have recorded your answer' }, LAZY),
    ).toBeVisible();
    expect(sentBodies(fetchMock, 'PUT /consent')).toEqual([{ token: TOKEN, agree: false }]);
  });

  it('speaks her link’s language', async () => {
    mockHerLink('yo');
    renderApp(`/consent#token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ẹbí rẹ ti gba ìfẹ́sí kan' }, LAZY),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bẹ́ẹ̀ ni, mo fara mọ́ ọn' })).toBeVisible();
  });

  it('says so when the link is used, expired or incomplete', async () => {
    mockHerLink();
    renderApp('/consent#token=nope');
    expect(
      await screen.findByRole('heading', { name: 'This link cannot be used' }, LAZY),
    ).toBeVisible();
    expect(await screen.findByText('This link has been used or has expired.')).toBeVisible();
  });
});
