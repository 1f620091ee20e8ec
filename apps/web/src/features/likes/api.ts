import { useInfiniteQuery } from '@tanstack/react-query';
import type { GivenLike, LikeCard, LikesMeta, ReceivedLike } from '@waliyy/contract/likes';
import { apiRequest } from '../../lib/api-client';
import { likesPath } from '../../lib/api-paths';
import { likesKeys } from '../../lib/query-keys';

// The like and match actions, shared with the profile view, are in lib/like-actions.ts.

// product.md §7 GET /match/like/child/{id}/?type=given|received, in pages of 9, newest first: `data`
// is the array of likes, `meta` the paging (decision 020).

export type LikeType = 'given' | 'received';

/**
 * One page: the other single of each like (given: the receiver; received: the initiator), and
 * whether an acceptance waits for her own yes (decision 084).
 */
export type LikesPageOfCards = {
  profiles: (LikeCard & { awaitingHer: boolean })[];
  totalCount: number;
};

export function useLikes(childId: string, type: LikeType) {
  return useInfiniteQuery({
    queryKey: likesKeys.list(childId, type),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<LikesPageOfCards> => {
      const { data, meta } = await apiRequest<GivenLike[] | ReceivedLike[], LikesMeta>(
        'GET',
        likesPath(childId, type, pageParam),
        { auth: true, signal },
      );
      const profiles = (data ?? []).map((like) => ({
        ...('receiver' in like ? like.receiver : like.initiator),
        awaitingHer: like.awaitingHer === true,
      }));
      return { profiles, totalCount: meta?.totalCount ?? profiles.length };
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.profiles.length, 0);
      return last.profiles.length === 0 || loaded >= last.totalCount ? undefined : pages.length + 1;
    },
  });
}
