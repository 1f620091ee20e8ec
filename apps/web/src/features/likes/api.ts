import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@waliyy/contract/constants';
import type { LikesPage } from '@waliyy/contract/likes';
import { apiRequest } from '../../lib/api-client';
import { likesQueryKey } from '../../lib/like-actions';

// Spec §7 GET /match/like/child/{id}/?type=given|received, in pages of 9, newest first.

export type LikeType = 'given' | 'received';

export function useLikes(childId: string, type: LikeType) {
  return useInfiniteQuery({
    queryKey: likesQueryKey(childId, type),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiRequest<LikesPage>(
          'GET',
          `/match/like/child/${encodeURIComponent(childId)}/?type=${type}&page=${pageParam}&limit=${PAGE_SIZE}`,
          { auth: true, signal },
        )
      ).data,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.likes.length, 0);
      return last.likes.length === 0 || loaded >= last.totalCount ? undefined : pages.length + 1;
    },
  });
}
