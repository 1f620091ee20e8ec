import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildUpdateBody } from '@waliyy/contract/children';
import type { GenotypeCheck } from '@waliyy/contract/genotype-evidence';
import type { GenotypeFileType } from '@waliyy/contract/genotype-file';
import {
  type SingleConfirmationBody,
  type SingleConfirmationStatus,
  SingleConfirmationStatusResponse,
} from '@waliyy/contract/single-confirmation';
import { ACCOUNT_QUERY_KEY } from '../../lib/account';
import {
  API_BASE,
  ApiError,
  apiRequest,
  errorFromBody,
  NETWORK_ERROR_MESSAGE,
} from '../../lib/api-client';
import { childQueryKey } from '../../lib/child';
import { refreshRecommendations } from '../../lib/discovery-keys';
import { confirmationKeys } from '../../lib/query-keys';
import { readToken } from '../../lib/storage';

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

// ---- The genotype checked (decision 083) ----

const genotypeCheckKey = (id: string) => ['genotype-check', id] as const;
const genotypePath = (id: string) => `/parent/child/${encodeURIComponent(id)}/genotype-evidence`;

export function useGenotypeCheck(id: string) {
  return useQuery({
    queryKey: genotypeCheckKey(id),
    queryFn: ({ signal }) =>
      apiRequest<GenotypeCheck>('GET', genotypePath(id), { auth: true, signal }).then(
        (a) => a.data,
      ),
  });
}

/**
 * The lab result as the request's body (its kind read from its bytes by the caller and again by
 * the server), through XMLHttpRequest: fetch cannot report an upload's progress.
 */
function uploadLabResult(
  id: string,
  file: Blob,
  type: GenotypeFileType,
  onProgress: (fraction: number) => void,
): Promise<{ message: string; data: GenotypeCheck }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${genotypePath(id)}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', type);
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          status: 'FETCH_ERROR',
          code: 'FETCH_ERROR',
          message: NETWORK_ERROR_MESSAGE,
        }),
      );
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as { message: string; data: GenotypeCheck });
      } else {
        reject(errorFromBody(xhr.status, body, xhr.getResponseHeader('retry-after')));
      }
    };
    xhr.send(file);
  });
}

export function useUploadGenotypeEvidence(id: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, type }: { file: Blob; type: GenotypeFileType }) =>
      uploadLabResult(id, file, type, onProgress),
    onSuccess: (answer) => queryClient.setQueryData(genotypeCheckKey(id), answer.data),
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
