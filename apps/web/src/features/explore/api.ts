import { useQueries } from '@tanstack/react-query';
import { PAGE_SIZE } from '@waliyy/contract/constants';
import type { ExplorePage } from '@waliyy/contract/discovery';
import { readExploreAnswer } from '@waliyy/contract/discovery-cards';
import { uniqueProfiles } from '../../components/profile-card-grid';
import { apiRequest } from '../../lib/api-client';
import { discoveryKeys } from '../../lib/discovery-keys';

// product.md §7 GET /parent/?page&limit: everyone of the opposite gender that passes the hard rules
// (decision 043), in fixed pages of 9 (decision 048). Each page is its own query, so 'Load
// Less' is just showing one page fewer, and 'Load More' again is instant.

/** A page's key, from the one discovery key factory (lib/discovery-keys.ts). */
export const explorePageQueryKey = discoveryKeys.explorePage;

export async function fetchExplorePage(
  childId: string,
  page: number,
  signal?: AbortSignal,
): Promise<ExplorePage> {
  const query = `?page=${page}&limit=${PAGE_SIZE}&childId=${encodeURIComponent(childId)}`;
  const answer = await apiRequest<unknown>('GET', `/parent/${query}`, { auth: true, signal });
  return readExploreAnswer(answer);
}

/** The first `pageCount` pages of explore, joined without repeats (product.md §4 'Lists'). */
export function useExplorePages(childId: string, pageCount: number) {
  return useQueries({
    queries: Array.from({ length: pageCount }, (_, index) => ({
      queryKey: explorePageQueryKey(childId, index + 1),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchExplorePage(childId, index + 1, signal),
    })),
    combine: (results) => {
      const loaded = results.flatMap((result) => (result.data ? [result.data] : []));
      const last = results.at(-1);
      const lastData = loaded.at(-1);
      const raw = loaded.reduce((sum, page) => sum + page.children.length, 0);
      return {
        profiles: uniqueProfiles(loaded.map((page) => page.children)),
        totalCount: lastData?.totalCount ?? 0,
        /** product.md §4: no more once the loaded count reaches totalCount or a page came back empty. */
        isAtEnd:
          loaded.length === results.length &&
          (raw >= (lastData?.totalCount ?? 0) || lastData?.children.length === 0),
        isLoadingFirst: results[0]?.isPending ?? true,
        isLoadingMore: results.length > 1 && Boolean(last?.isPending),
        error: results.find((result) => result.isError)?.error ?? null,
        retry: () => {
          for (const result of results) if (result.isError) result.refetch();
        },
      };
    },
  });
}
