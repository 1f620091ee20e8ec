import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@waliyy/contract/constants';
import type { RecommendationsPage } from '@waliyy/contract/discovery';
import { readRecommendationsAnswer } from '@waliyy/contract/discovery-cards';
import { useMemo } from 'react';
import { uniqueProfiles } from '../../components/profile-card-grid';
import { apiRequest } from '../../lib/api-client';
import { recommendationsPath } from '../../lib/api-paths';
import { discoveryKeys } from '../../lib/discovery-keys';

// product.md §7 GET /parent/child/{childId}/recommendations?page&limit: fixed pages of 9, `page`
// counting up (decision 048), with the "close to your preferences" section (`include=close`,
// decision 060; a client that does not ask gets must-have matches only). Read with the contract's card reader, so a key it does not list
// (a first name) is dropped before anything can show it (decision 027) — without zod, which this
// first page of a signed-in family should not have to build.

/** The list's key, from the one discovery key factory (lib/discovery-keys.ts). */
export const recommendationsQueryKey = discoveryKeys.recommendationsOf;

export async function fetchRecommendations(
  childId: string,
  page: number,
  signal?: AbortSignal,
): Promise<RecommendationsPage> {
  const path = recommendationsPath(childId, page);
  const answer = await apiRequest<unknown>('GET', path, { auth: true, signal });
  return readRecommendationsAnswer(answer);
}

/** Another page while fewer than `totalCount` have come and the last page was full. */
export function nextRecommendationsPage(
  last: RecommendationsPage,
  all: readonly RecommendationsPage[],
): number | undefined {
  const loaded = all.reduce((sum, page) => sum + page.recommendations.length, 0);
  const isFull = last.recommendations.length >= PAGE_SIZE;
  return loaded < last.totalCount && isFull ? all.length + 1 : undefined;
}

/** How long a list just read is not read again on the next visit (the first page's prefetch). */
export const RECOMMENDATIONS_STALE_MS = 5_000;

/**
 * Families who joined since are in the list from its next read (decision 071), so the list is
 * read again on every visit to the dashboard and when the family comes back to the tab (unless
 * it was read in the last few seconds: the prefetch just before the page draws): the cards held
 * are shown at once and the newcomers take their places when the answer comes — quietly, no
 * toast.
 */
const recommendationsQuery = (childId: string) =>
  infiniteQueryOptions({
    queryKey: recommendationsQueryKey(childId),
    queryFn: ({ pageParam, signal }) => fetchRecommendations(childId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextRecommendationsPage,
    staleTime: RECOMMENDATIONS_STALE_MS,
    refetchOnWindowFocus: true,
  });

/**
 * Asks for the first page as the page renders, not once it has been drawn (when
 * useInfiniteQuery would) — and before the account has answered: the stored id is enough.
 * What TanStack's usePrefetchInfiniteQuery does, written out because the id may be missing and
 * a hook cannot be called conditionally. A list never asked for, or reset by a change
 * (refreshRecommendations) and not yet asked again, is asked for; one held, failed or already
 * coming is left alone, so a render does not ask twice.
 */
export function usePrefetchRecommendations(childId: string | null): void {
  const client = useQueryClient();
  if (!childId) return;
  const state = client.getQueryState(recommendationsQueryKey(childId));
  // 'pending' and idle: reset and not yet asked again (a failed list stays for its Try again).
  if (!state || (state.status === 'pending' && state.fetchStatus === 'idle')) {
    void client.prefetchInfiniteQuery(recommendationsQuery(childId));
  }
}

export function useRecommendations(childId: string | null) {
  const query = useInfiniteQuery({
    ...recommendationsQuery(childId ?? ''),
    enabled: Boolean(childId),
  });
  const pages = query.data?.pages;
  const profiles = useMemo(
    () => uniqueProfiles((pages ?? []).map((page) => page.recommendations)),
    [pages],
  );
  return { query, profiles, pageCount: pages?.length ?? 0 };
}
