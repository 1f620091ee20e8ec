import { useQuery } from '@tanstack/react-query';
import { type ConsentView, ConsentViewResponse } from '@waliyy/contract/consent';
import { type PublicProfile, PublicProfileResponse } from '@waliyy/contract/discovery';
import type { ReportBody } from '@waliyy/contract/safety';
import {
  type ConfirmProfileView,
  ConfirmProfileViewResponse,
} from '@waliyy/contract/single-confirmation';
import { apiRequest } from '../../lib/api-client';
import { publicProfilePath } from '../../lib/api-paths';
import { publicProfileKeys } from '../../lib/query-keys';

// Someone else's single (product.md §7 GET /recommendation/{id}); `childId` names the viewer's active
// single, so the answer carries the compatibility reasons (decision 046). The answer is parsed
// with the contract's public projection: a key it does not list (a first name, say) is dropped
// before anything can show it (decision 027).

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
  return PublicProfileResponse.parse(answer).data;
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

/**
 * The single's own page (decision 083): her link's token, read from the address's fragment and
 * sent in the body (decision 031), opens her profile as other families read it.
 */
export async function fetchConfirmationView(token: string): Promise<ConfirmProfileView> {
  const answer = await apiRequest<unknown>('POST', '/confirm-profile/view', { body: { token } });
  return ConfirmProfileViewResponse.parse(answer).data;
}

/**
 * Her answer: agree, or not (on the standing link: withdraw), with the version of the profile
 * she read (a yes to a profile changed since is refused: she reads it again).
 */
export function answerConfirmation(
  token: string,
  reply: { agree: boolean; asksBeforeMatch?: boolean },
  version: string,
) {
  return apiRequest<{ state: string }>('PUT', '/confirm-profile', {
    body: { token, ...reply, version },
  });
}

/**
 * Her consent page (decision 084): the man's public profile her family accepted, by her link's
 * token (from the fragment, sent in the body).
 */
export async function fetchConsentView(token: string): Promise<ConsentView> {
  const answer = await apiRequest<unknown>('POST', '/consent/view', { body: { token } });
  return ConsentViewResponse.parse(answer).data;
}

/** Her answer: yes makes the match, no declines it. */
export function answerConsent(token: string, agree: boolean) {
  return apiRequest<{ state: string }>('PUT', '/consent', { body: { token, agree } });
}
