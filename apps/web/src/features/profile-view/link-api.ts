import { type ConsentView, ConsentViewResponse } from '@waliyy/contract/consent';
import {
  type ConfirmProfileView,
  ConfirmProfileViewResponse,
} from '@waliyy/contract/single-confirmation';
import { apiRequest } from '../../lib/api-client';

// The single's own links (decisions 083, 084): public pages, their token the proof, parsed with
// the contract's schemas. Apart from api.ts so the profile pages do not load zod (decision 087).

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
