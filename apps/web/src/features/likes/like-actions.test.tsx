import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicProfile } from '@waliyy/contract/discovery';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, sentBodies } from '../../test/api-mock';
import { recommendationsAnswer } from '../../test/discovery-fixtures';
import { LAZY, renderApp } from '../../test/render';
import { signIn } from '../../test/session-fixtures';
import { OTHER, OWN } from '../profile-view/profile-fixtures';
import { ACTIVE, api, likesAnswer } from './likes-fixtures';

// The like and match actions on a profile's header (api.ts useLikeAction).

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

describe('profile header actions (product.md §4)', { timeout: 30_000 }, () => {
  const profile = (relation: PublicProfile['relation']) => ({ ...OTHER, relation });

  it("'Interested' sends a like, sets the liked flag and goes to /likes (Liked)", async () => {
    const fetchMock = api(ACTIVE, {
      'GET /recommendation/p9': () =>
        json(200, { message: '', data: profile({ given: null, received: null, matched: false }) }),
      'POST /match/like/child/c1': () =>
        json(200, {
          message: '',
          data: {
            message: 'Your interest has been sent.',
            like: { _id: 'l9', status: 'pending' },
            match_id: null,
          },
        }),
      'GET /match/like/child/c1/': likesAnswer,
    });
    renderApp('/recommended/p9');
    const interested = await screen.findByRole('button', { name: 'Interested' }, LAZY);
    await userEvent.click(interested);
    // Asked first (his family is e-mailed): nothing is sent until the family confirms.
    const dialog = await screen.findByRole('dialog', { name: 'Send your interest?' });
    expect(dialog).toHaveTextContent('His family will be told by e-mail that you are interested');
    expect(sentBodies(fetchMock, 'POST /match/like/child/c1')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send interest' }));
    expect(sentBodies(fetchMock, 'POST /match/like/child/c1')).toEqual([{ profile: 'p9' }]);
    // product.md §4: on to /likes, on the tab of the likes given.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Liked' }, LAZY),
    ).toBeInTheDocument();
    expect(localStorage.getItem('liked_p9')).toBe('true');
    expect(await screen.findByText('Your interest has been sent.')).toBeInTheDocument();
  });

  it("without a plan 'Interested' warns and goes to /pricing without asking the server", async () => {
    const fetchMock = api(null, {
      'GET /recommendation/p9': () =>
        json(200, { message: '', data: profile({ given: null, received: null, matched: false }) }),
    });
    renderApp('/recommended/p9');
    await userEvent.click(await screen.findByRole('button', { name: 'Interested' }, LAZY));
    expect(await screen.findByText('No current plan. Upgrade to like suitors')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade to Premium' }, LAZY),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /match/like/child/c1')).toEqual([]);
  });

  it("a like received on her side: 'Accept' first says what his family will receive (her wali's contact), 'Not now' sends nothing, then it answers and goes to /match", async () => {
    const fetchMock = api(ACTIVE, {
      'GET /recommendation/p9': () =>
        json(200, {
          message: '',
          data: profile({
            given: null,
            received: { _id: 'l7', status: 'pending' },
            matched: false,
          }),
        }),
      'GET /parent/child/c1': () => json(200, { message: '', data: OWN }),
      'PUT /match/like/child/c1': () =>
        json(200, {
          message: '',
          data: {
            message: 'You have a match.',
            like: { _id: 'l7', status: 'accepted' },
            match_id: 'm7',
          },
        }),
      'GET /match/child/c1': () => json(200, { message: '', data: null }),
    });
    renderApp('/recommended/p9');
    expect(await screen.findByRole('button', { name: 'Reject' }, LAZY)).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this interest?' });
    // OTHER is a man: the active single is the woman, and her profile names a wali.
    expect(
      await within(dialog).findByText(/his family will receive her wali’s contact/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Abdullahi Bello')).toBeInTheDocument();
    expect(within(dialog).getByText('abdullahi.bello@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('+2348031234567')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('You can cancel the match later');
    // Not the account holder's, once she names a wali.
    expect(dialog).not.toHaveTextContent('yusuf@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBodies(fetchMock, 'PUT /match/like/child/c1')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const again = await screen.findByRole('dialog', { name: 'Accept this interest?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Accept and share' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /match/like/child/c1')).toEqual([
        { like: 'l7', reaction: 'accept' },
      ]),
    );
    expect(await screen.findByText('No matched profile found.', {}, LAZY)).toBeInTheDocument();
    expect(await screen.findByText('You have a match.')).toBeInTheDocument();
  });

  it("her side with no wali named: the dialog shows the account holder's name, e-mail and phone", async () => {
    api(ACTIVE, {
      'GET /recommendation/p9': () =>
        json(200, {
          message: '',
          data: profile({
            given: null,
            received: { _id: 'l7', status: 'pending' },
            matched: false,
          }),
        }),
      'GET /parent/child/c1': () =>
        json(200, {
          message: '',
          data: { ...OWN, waliName: null, waliEmail: null, waliPhoneNumber: null },
        }),
    });
    renderApp('/recommended/p9');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this interest?' });
    expect(
      await within(dialog).findByText(
        /his family will receive your contact, as the account holder/,
      ),
    ).toBeInTheDocument();
    for (const value of ['Yusuf Bello', 'yusuf@example.com', '+2348012345678']) {
      expect(within(dialog).getByText(value)).toBeInTheDocument();
    }
    // The address and number read left to right in rows that keep the page's direction; the
    // address breaks only after its @ or before a dot (yusuf@|example|.com).
    const address = within(dialog).getByText('yusuf@example.com');
    expect(address).toHaveAttribute('dir', 'ltr');
    expect(address.closest('dd')).not.toHaveAttribute('dir');
    expect(address.querySelectorAll('wbr')).toHaveLength(2);
    expect(within(dialog).getByText('+2348012345678')).toHaveAttribute('dir', 'ltr');
  });

  it("his side: 'Accept' says her family's contact comes to him and none of his is shared", async () => {
    const fetchMock = api(ACTIVE, {
      'GET /recommendation/p9': () =>
        json(200, {
          message: '',
          data: {
            ...profile({ given: null, received: { _id: 'l7', status: 'pending' }, matched: false }),
            gender: 'FEMALE',
          },
        }),
    });
    renderApp('/recommended/p9');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Accept this interest?' });
    expect(dialog).toHaveTextContent('Her family’s contact (her wali’s, or her guardian’s)');
    expect(dialog).toHaveTextContent('None of your contact details are shared');
    expect(dialog).not.toHaveTextContent('@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBodies(fetchMock, 'PUT /match/like/child/c1')).toEqual([]);
  });

  it('a like waiting for her own yes: her family reads so and cannot answer it again (decision 084)', async () => {
    api(ACTIVE, {
      'GET /recommendation/p9': () =>
        json(200, {
          message: '',
          data: profile({
            given: null,
            received: { _id: 'l7', status: 'pending', awaitingHer: true },
            matched: false,
          }),
        }),
    });
    renderApp('/recommended/p9');
    expect(await screen.findByText('Waiting for her answer', {}, LAZY)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it("a like given: 'Uninterested' withdraws it, says so and goes to /dashboard", async () => {
    localStorage.setItem('liked_p9', 'true');
    const fetchMock = api(ACTIVE, {
      'GET /recommendation/p9': () =>
        json(200, {
          message: '',
          data: profile({
            given: { _id: 'l8', status: 'pending' },
            received: null,
            matched: false,
          }),
        }),
      'PUT /match/unlike/child/c1': () =>
        json(200, {
          message: '',
          data: {
            message: 'Your interest has been withdrawn.',
            like: { _id: 'l8', status: 'withdrawn' },
            match_id: null,
          },
        }),
      'GET /parent/child/c1/recommendations': () => json(200, recommendationsAnswer([])),
    });
    renderApp('/recommended/p9');
    await userEvent.click(await screen.findByRole('button', { name: 'Uninterested' }, LAZY));
    expect(sentBodies(fetchMock, 'PUT /match/unlike/child/c1')).toEqual([{ profile: 'p9' }]);
    await screen.findByRole('heading', { level: 1, name: /Aisha/ }, LAZY);
    expect(await screen.findByText('Your interest has been withdrawn.')).toBeInTheDocument();
    expect(localStorage.getItem('liked_p9')).toBeNull();
  });

  it("a like given: 'Uninterested' withdraws it; a refusal shows the server's reason and the button comes back", async () => {
    localStorage.setItem('liked_p9', 'true');
    const fetchMock = api(ACTIVE, {
      'GET /recommendation/p9': () =>
        json(200, {
          message: '',
          data: profile({
            given: { _id: 'l8', status: 'pending' },
            received: null,
            matched: false,
          }),
        }),
      'PUT /match/unlike/child/c1': () =>
        json(409, {
          message: 'You are matched with this profile. Cancel the match instead.',
          code: 'CONFLICT',
        }),
    });
    renderApp('/recommended/p9');
    expect(screen.queryByRole('button', { name: 'Interested' })).toBeNull();
    const button = await screen.findByRole('button', { name: 'Uninterested' }, LAZY);
    await userEvent.click(button);
    expect(sentBodies(fetchMock, 'PUT /match/unlike/child/c1')).toEqual([{ profile: 'p9' }]);
    expect(
      await screen.findByText('You are matched with this profile. Cancel the match instead.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uninterested' })).toBeEnabled();
    expect(localStorage.getItem('liked_p9')).toBe('true');
  });

  it('no buttons on a general view from /explore', async () => {
    api(ACTIVE, {
      'GET /recommendation/p9': () =>
        json(200, { message: '', data: profile({ given: null, received: null, matched: false }) }),
    });
    renderApp('/explore/p9');
    const heading = await screen.findByRole('heading', { level: 1, name: 'WL-7310' }, LAZY);
    expect(within(heading.closest('header') as HTMLElement).queryAllByRole('button')).toHaveLength(
      0,
    );
  });
});
