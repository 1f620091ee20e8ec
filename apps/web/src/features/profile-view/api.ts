import { useQuery } from '@tanstack/react-query';
import type { PublicProfile } from '@waliyy/contract/discovery';
import { readPublicProfileAnswer } from '@waliyy/contract/public-profile-reader';
import type { ReportBody } from '@waliyy/contract/safety';
import { apiRequest } from '../../lib/api-client';
import { publicProfilePath } from '../../lib/api-paths';
import { publicProfileKeys } from '../../lib/query-keys';

// Someone else's single (product.md §7 GET /recommendation/{id}); `childId` names the viewer's active
// single, so the answer carries the compatibility reasons (decision 046). The answer is read
// with the contract's public projection: a key it does not list (a first name, say) is dropped
// before anything can show it (decision 027) — by the contract's reader, without zod, which the
// page opened from the dashboard should not have to download and build (decision 087). The
// link pages' reads, which parse with zod, are in link-api.ts.

export { publicProfileKeys };

export async function fetchPublicProfile(
  id: string,
  childId: string | null,
  signal?: AbortSignal,
): Promise<PublicProfile> {
  const answer = await apiRequest<unknown>('GET', publicProfilePath(id, childId), {
    auth: true,
    signal,
  });
  return readPublicProfileAnswer(answer);
}

export function usePublicProfile(id: string, childId: string | null) {
  return useQuery({
    queryKey: publicProfileKeys.of(id, childId),
    queryFn: ({ signal }) => fetchPublicProfile(id, childId, signal),
    enabled: Boolean(id),
  });
}

/** `POST /report` (decision 012): the reported single, why, an optional note, from which single. */
export function reportProfile(body: ReportBody) {
  return apiRequest<{ _id: string; isNew: boolean }>('POST', '/report', { body, auth: true });
}

/** `POST /block`: neither family sees the other any more (decision 012). */
export function blockProfile(profile: string) {
  return apiRequest('POST', '/block', { body: { profile }, auth: true });
}
