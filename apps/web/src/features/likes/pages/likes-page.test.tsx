import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LikesMeta, Match } from '@waliyy/contract/likes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type MockRequest } from '../../../test/api-mock';
import { otherSingle } from '../../../test/discovery-fixtures';
import { LAZY, renderApp } from '../../../test/render';
import { signIn } from '../../../test/session-fixtures';
import { ACTIVE, api, likesAnswer, receivedLike } from '../likes-fixtures';

// The likes page: the upgrade page without a plan, both lists, paging.

beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
  signIn({ childId: 'c1' });
});

describe('/likes', { timeout: 30_000 }, () => {
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

  it('a like accepted and waiting for her own yes says so, on either side (decision 084)', async () => {
    const waiting = { ...receivedLike(1), awaitingHer: true };
    api(ACTIVE, {
      'GET /match/like/child/c1/': () =>
        json(200, {
          message: 'Likes.',
          data: [waiting, { ...receivedLike(2), _id: 'l2' }],
          meta: { type: 'received', page: 1, limit: 9, totalCount: 2 } satisfies LikesMeta,
        }),
    });
    renderApp('/likes');
    const list = await screen.findByRole('list', { name: 'Profiles that liked yours' }, LAZY);
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Waiting for her answer')).toBeVisible();
    expect(within(items[1] as HTMLElement).queryByText('Waiting for her answer')).toBeNull();
  });

  it("the man's side sees her wali's contact when she names one (decision 061)", async () => {
    const match: Match = {
      match: otherSingle('p5', { gender: 'FEMALE' }),
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
});
