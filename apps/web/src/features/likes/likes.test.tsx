import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from '@waliyy/contract/billing';
import type { PublicProfile } from '@waliyy/contract/discovery';
import {
  type GivenLike,
  type LikesMeta,
  type LikesResponse,
  MATCH_GUIDANCE,
  type Match,
  type ReceivedLike,
} from '@waliyy/contract/likes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type MockRequest, mockApi, sentBodies } from '../../test/api-mock';
import { profileCard } from '../../test/discovery-fixtures';
import { LAZY, renderApp } from '../../test/render';
import { account, signIn } from '../../test/session-fixtures';
import { OTHER, OWN } from '../profile-view/profile-fixtures';

const ACTIVE: Subscription = {
  plan: { planName: 'Premium', amount: 10000, currency: 'NGN' },
  expiresAt: '2099-11-23T12:00:00.000Z',
  duration: 12,
  payment: { status: 'succeeded', duration: 12 },
};

type Handlers = Parameters<typeof mockApi>[0];

function api(subscription: Subscription | null, extra: Handlers = {}) {
  return mockApi({
    'GET /account': () =>
      json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) }),
    'GET /subscriptions/active': () => json(200, { message: '', data: subscription }),
    'GET /plans/': () => json(200, { message: '', data: [] }),
    'GET /match/interest': () => json(200, { message: '', data: { received: 3 } }),
    ...extra,
  });
}

const receivedLike = (n: number): ReceivedLike => ({
  _id: `l${n}`,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  initiator: { ...profileCard(`p${n}`), _id: `p${n}` },
});

/** The server's answer (issue 22): `data` is the array of likes, the paging in `meta`. */
function likesAnswer({ url }: MockRequest) {
  const params = new URL(url, 'http://localhost').searchParams;
  const type = params.get('type') === 'received' ? 'received' : 'given';
  const data: GivenLike[] | ReceivedLike[] =
    type === 'received' ? [receivedLike(1), { ...receivedLike(2), _id: 'l2' }] : [];
  const meta: LikesMeta = { type, page: 1, limit: 9, totalCount: data.length };
  const answer: LikesResponse = { message: 'Likes.', data, meta };
  return json(200, answer);
}

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

describe('/likes and /match', { timeout: 30_000 }, () => {
  it('without a plan both show the upgrade page, with how many families are interested', async () => {
    const fetchMock = api(null);
    renderApp('/likes');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Upgrade to see who is interested' },
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/3 families are interested/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/match/like/'))).toBe(false);
  });

  it("'Liked You' lists the singles that liked the active single; 'Liked' says when there are none", async () => {
    const fetchMock = api(ACTIVE, { 'GET /match/like/child/c1/': likesAnswer });
    renderApp('/likes');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Liked You' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getByText('These are the people that liked your profile.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Profiles that liked yours' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/recommended/p1',
      '/recommended/p2',
    ]);
    expect(
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.includes('/match/like/')),
    ).toEqual(['/api/v1/match/like/child/c1/?type=received&page=1&limit=9']);

    await userEvent.click(screen.getByRole('tab', { name: 'Liked' }));
    expect(await screen.findByText('No liked profiles found.')).toBeInTheDocument();
    expect(screen.getByText('These are the people you liked.')).toBeInTheDocument();
  });

  it("the man's side sees her wali's contact when she names one (DECISIONS 35)", async () => {
    const match: Match = {
      match: profileCard('p5', { gender: 'FEMALE' }),
      match_id: 'm1',
      contact: {
        fullName: 'Abdullahi Yusuf',
        email: 'wali@example.com',
        phone: null,
        isWali: true,
      },
      guidance: 'Contact her guardian first.',
      matchedAt: '2026-11-20T10:00:00.000Z',
    };
    api(ACTIVE, {
      'GET /match/child/c1': () => json(200, { message: 'Your match.', data: match }),
    });
    renderApp('/match');
    const contact = await screen.findByRole('region', { name: 'Her wali’s contact' }, LAZY);
    expect(within(contact).getByText('Wali')).toBeInTheDocument();
    expect(within(contact).getByText('Abdullahi Yusuf')).toBeInTheDocument();
    expect(within(contact).queryByText('Phone')).not.toBeInTheDocument();
  });

  it("'Load More' asks for the next page while meta.totalCount says there are more", async () => {
    const all = Array.from({ length: 11 }, (_, i) => receivedLike(i + 1));
    const fetchMock = api(ACTIVE, {
      'GET /match/like/child/c1/': ({ url }: MockRequest) => {
        const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
        const data = all.slice((page - 1) * 9, page * 9);
        const meta: LikesMeta = { type: 'received', page, limit: 9, totalCount: all.length };
        return json(200, { message: 'Likes.', data, meta });
      },
    });
    renderApp('/likes');
    const list = await screen.findByRole('list', { name: 'Profiles that liked yours' }, LAZY);
    expect(within(list).getAllByRole('link')).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Profiles that liked yours' })).getAllByRole(
          'link',
        ),
      ).toHaveLength(11),
    );
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.includes('/match/like/')),
    ).toEqual([
      '/api/v1/match/like/child/c1/?type=received&page=1&limit=9',
      '/api/v1/match/like/child/c1/?type=received&page=2&limit=9',
    ]);
  });

  it("the man's side sees her guardian's contact and can cancel the match after confirming", async () => {
    const match: Match = {
      match: profileCard('p5', { gender: 'FEMALE' }),
      match_id: 'm1',
      contact: {
        fullName: 'Abdullahi Bello',
        email: 'abdullahi@example.com',
        phone: '+2348031234567',
        isWali: false,
      },
      guidance: MATCH_GUIDANCE.man,
      matchedAt: '2026-11-20T10:00:00.000Z',
    };
    let current: Match | null = match;
    const fetchMock = api(ACTIVE, {
      'GET /match/child/c1': () => json(200, { message: 'Your match.', data: current }),
      'PUT /match/cancel/child/c1': () => {
        current = null;
        return json(200, { message: 'The match has been cancelled.', data: null });
      },
      'GET /parent/child/c1/recommendations': () =>
        json(200, { message: '', data: { recommendations: [], totalCount: 0 } }),
    });
    renderApp('/match');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This is who you have matched with.' },
        LAZY,
      ),
    ).toBeInTheDocument();
    const contact = await screen.findByRole('region', { name: 'Her guardian’s contact' });
    expect(within(contact).getByRole('link', { name: 'abdullahi@example.com' })).toHaveAttribute(
      'href',
      'mailto:abdullahi@example.com',
    );
    // The guidance comes after the details it refers to, and says so without 'below' (point 14).
    const guidance = within(contact).getByText(MATCH_GUIDANCE.man);
    const details = within(contact).getByText('abdullahi@example.com');
    expect(
      details.compareDocumentPosition(guidance) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(contact).not.toHaveTextContent(/below|above/);
    expect(screen.getByRole('link', { name: 'WY-P5' })).toHaveAttribute('href', '/recommended/p5');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this match?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Match' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /match/cancel/child/c1')).toEqual([
        { match: 'm1', action: 'confirm' },
      ]),
    );
    await screen.findByRole('heading', { level: 1, name: /Aisha/ }, LAZY);
  });

  it("the woman's side has no contact, only what happens next", async () => {
    const current: Match = {
      match: profileCard('p6'),
      match_id: 'm2',
      contact: null,
      guidance: 'He will be in touch with you.',
      matchedAt: '2026-11-20T10:00:00.000Z',
    };
    api(ACTIVE, { 'GET /match/child/c1': () => json(200, { message: '', data: current }) });
    renderApp('/match');
    const next = await screen.findByRole('region', { name: 'What happens next' }, LAZY);
    expect(within(next).getByText('He will be in touch with you.')).toBeInTheDocument();
    expect(within(next).queryAllByRole('link')).toHaveLength(0);
    expect(next).not.toHaveTextContent('@');
  });

  it("no match: 'No matched profile found.' is the page's heading, without the matched heading (spec §2: one or the other)", async () => {
    api(ACTIVE, { 'GET /match/child/c1': () => json(200, { message: '', data: null }) });
    renderApp('/match');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No matched profile found.' }, LAZY),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByText('This is who you have matched with.')).toBeNull();
  });
});

describe('profile header actions (spec §4)', { timeout: 30_000 }, () => {
  const profile = (relation: PublicProfile['relation']) => ({ ...OTHER, relation });

  it("'Interested' sends a like, sets the liked flag and goes to /likes (Liked)", async () => {
    const fetchMock = api(ACTIVE, {
      'GET /recommendation/p9': () =>
        json(200, { message: '', data: profile({ given: null, received: null, matched: false }) }),
      'POST /match/like/child/c1': () =>
        json(201, {
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
    expect(sentBodies(fetchMock, 'POST /match/like/child/c1')).toEqual([{ profile: 'p9' }]);
    // Spec §4: on to /likes, on the tab of the likes given.
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
      'GET /parent/child/c1/recommendations': () =>
        json(200, { message: '', data: { recommendations: [], totalCount: 0 } }),
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
