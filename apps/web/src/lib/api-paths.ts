import { PAGE_SIZE } from '@waliyy/contract/constants';

// The addresses of the reads a signed-in page makes as it opens (product.md §7), in one place:
// the pages ask for them through apiRequest, and early-reads.ts asks for the same ones before the
// page's code has come (decision 087). A read is only taken over when its address is the same,
// so both sides build it here.

export const API_BASE = '/api/v1';

const enc = encodeURIComponent;

export const ACCOUNT_PATH = '/account';
export const SUBSCRIPTION_PATH = '/subscriptions/active';

/** One of the account's own singles (GET /parent/child/{id}). */
export const childPath = (id: string) => `/parent/child/${enc(id)}`;

/** A page of the single's recommendations, with the "close" section (decision 060). */
export const recommendationsPath = (childId: string, page: number) =>
  `/parent/child/${enc(childId)}/recommendations?page=${page}&limit=${PAGE_SIZE}&include=close`;

/** A page of the likes the single gave or received (decision 020). */
export const likesPath = (childId: string, type: 'given' | 'received', page: number) =>
  `/match/like/child/${enc(childId)}/?type=${type}&page=${page}&limit=${PAGE_SIZE}`;

/** The single's match, or null (GET /match/child/{id}). */
export const matchPath = (childId: string) => `/match/child/${enc(childId)}`;

/** Another family's single, seen for the viewer's active single when there is one (decision 046). */
export const publicProfilePath = (id: string, childId: string | null) =>
  `/recommendation/${enc(id)}${childId ? `?childId=${enc(childId)}` : ''}`;
