import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from '@waliyy/contract/billing';
import type { PublicProfile } from '@waliyy/contract/discovery';
import type {
  GivenLike,
  LikesMeta,
  LikesResponse,
  Match,
  ReceivedLike,
} from '@waliyy/contract/likes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type MockRequest, mockApi, sentBodies } from '../../test/api-mock';
import { profileCard } from '../../test/discovery-fixtures';
import { LAZY, renderApp } from '../../test/render';
import { account, signIn } from '../../test/session-fixtures';
import { OTHER } from '../profile-view/profile-fixtures';

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
      guidance: 'Contact her guardian first.',
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
    expect(within(contact).getByText('Contact her guardian first.')).toBeInTheDocument();
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

  it("no match: 'No matched profile found.'", async () => {
    api(ACTIVE, { 'GET /match/child/c1': () => json(200, { message: '', data: null }) });
    renderApp('/match');
    expect(await screen.findByText('No matched profile found.', {}, LAZY)).toBeInTheDocument();
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

  it("a like received: 'Accept' answers it and goes to /match", async () => {
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
    expect(sentBodies(fetchMock, 'PUT /match/like/child/c1')).toEqual([
      { like: 'l7', reaction: 'accept' },
    ]);
    expect(await screen.findByText('No matched profile found.', {}, LAZY)).toBeInTheDocument();
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
