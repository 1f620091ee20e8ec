import type { Subscription } from '@waliyy/contract/billing';
import type { GivenLike, LikesMeta, LikesResponse, ReceivedLike } from '@waliyy/contract/likes';
import { json, type MockRequest, mockApi } from '../../test/api-mock';
import { otherSingle } from '../../test/discovery-fixtures';
import { account } from '../../test/session-fixtures';

// What the tests of likes answer with: the account with its single 'c1', a plan or none, and
// the likes lists.

export const ACTIVE: Subscription = {
  plan: { planName: 'Premium', amount: 10000, currency: 'NGN' },
  expiresAt: '2099-11-23T12:00:00.000Z',
  duration: 12,
  payment: { status: 'succeeded', duration: 12 },
};

export type Handlers = Parameters<typeof mockApi>[0];

export function api(subscription: Subscription | null, extra: Handlers = {}) {
  return mockApi({
    'GET /account': () =>
      json(200, { message: '', data: account({ children: [{ id: 'c1', firstName: 'Aisha' }] }) }),
    'GET /subscriptions/active': () => json(200, { message: '', data: subscription }),
    'GET /plans/': () => json(200, { message: '', data: [] }),
    'GET /match/interest': () => json(200, { message: '', data: { received: 3 } }),
    ...extra,
  });
}

export const receivedLike = (n: number): ReceivedLike => ({
  _id: `l${n}`,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  awaitingHer: false,
  initiator: { ...otherSingle(`p${n}`), _id: `p${n}` },
});

/** The server's answer (decision 020): `data` is the array of likes, the paging in `meta`. */
export function likesAnswer({ url }: MockRequest) {
  const params = new URL(url, 'http://localhost').searchParams;
  const type = params.get('type') === 'received' ? 'received' : 'given';
  const data: GivenLike[] | ReceivedLike[] =
    type === 'received' ? [receivedLike(1), { ...receivedLike(2), _id: 'l2' }] : [];
  const meta: LikesMeta = { type, page: 1, limit: 9, totalCount: data.length };
  const answer: LikesResponse = { message: 'Likes.', data, meta };
  return json(200, answer);
}
