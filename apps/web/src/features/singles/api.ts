import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildUpdateBody } from '@waliyy/contract/children';
import {
  type SingleConfirmationBody,
  type SingleConfirmationStatus,
  SingleConfirmationStatusResponse,
} from '@waliyy/contract/single-confirmation';
import { ACCOUNT_QUERY_KEY } from '../../lib/account';
import { apiRequest } from '../../lib/api-client';
import { childQueryKey } from '../../lib/child';
import { refreshRecommendations } from '../../lib/discovery-keys';
import { confirmationKeys } from '../../lib/query-keys';

// The single-profile calls of product.md §7 (/parent/child…), all with the bearer token. The list
// of singles ({ id, firstName }) comes with the account (lib/account.ts), so a change here
// refreshes that query too. The read of one single lives in lib/child.ts (the profile view
// needs it too) and is re-exported here, so the singles pages keep one place to import from.
export { useChild } from '../../lib/child';

// Creating a single (the set-up form, features/setup) lives in lib/child.ts too (decision 077).

export type ChildUpdateInput = Partial<{ [K in keyof ChildUpdateBody]: unknown }>;

export function updateChild(id: string, body: ChildUpdateInput) {
  return apiRequest('PUT', `/parent/child/${encodeURIComponent(id)}`, { body, auth: true });
}

export function deleteChild(id: string) {
  return apiRequest('DELETE', `/parent/child/${encodeURIComponent(id)}`, { auth: true });
}

export function useUpdateChild(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChildUpdateInput) => updateChild(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: childQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
        // A substantive edit asks the single again (decision 083).
        queryClient.invalidateQueries({ queryKey: confirmationKeys.of(id) }),
        // Ranked both ways, the single's list changes with its profile (the server dropped it).
        refreshRecommendations(queryClient, id),
      ]),
  });
}

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChild,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: childQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY });
    },
  });
}

/** The single's own confirmation (decision 083): where it stands and where the link went. */
export function useConfirmationStatus(id: string) {
  return useQuery({
    queryKey: confirmationKeys.of(id),
    queryFn: async ({ signal }): Promise<SingleConfirmationStatus> => {
      const answer = await apiRequest<unknown>(
        'GET',
        `/parent/child/${encodeURIComponent(id)}/confirmation`,
        { auth: true, signal },
      );
      return SingleConfirmationStatusResponse.parse(answer).data;
    },
  });
}

/** Sends her a link to her own e-mail address or phone; a new one voids the last. */
export function useSendConfirmation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SingleConfirmationBody) =>
      apiRequest('POST', `/parent/child/${encodeURIComponent(id)}/confirmation`, {
        body,
        auth: true,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: confirmationKeys.of(id) }),
        queryClient.invalidateQueries({ queryKey: childQueryKey(id) }),
      ]),
  });
}
