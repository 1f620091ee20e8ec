import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Preference, PreferenceInput } from '@waliyy/contract/preferences';
import { apiRequest } from '../../lib/api-client';
import { refreshRecommendations } from '../../lib/discovery-keys';

// product.md §7 /parent/child/preference/{childId}: POST creates, PUT replaces, GET reads
// (`data: null` when none is saved yet — decision 036).

export const preferenceQueryKey = (childId: string) => ['preference', childId] as const;

const path = (childId: string) => `/parent/child/preference/${encodeURIComponent(childId)}`;

export async function fetchPreference(
  childId: string,
  signal?: AbortSignal,
): Promise<Preference | null> {
  return (await apiRequest<Preference | null>('GET', path(childId), { auth: true, signal })).data;
}

/** product.md §4 'Preference': update the saved one, or create the first. */
export function savePreference(childId: string, body: PreferenceInput, isUpdate: boolean) {
  return apiRequest<Preference>(isUpdate ? 'PUT' : 'POST', path(childId), { body, auth: true });
}

export function usePreference(childId: string | null) {
  return useQuery({
    queryKey: preferenceQueryKey(childId ?? ''),
    queryFn: ({ signal }) => fetchPreference(childId as string, signal),
    enabled: Boolean(childId),
  });
}

export function useSavePreference(childId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isUpdate }: { body: PreferenceInput; isUpdate: boolean }) =>
      savePreference(childId, body, isUpdate),
    // The server dropped the single's list with the save: the dashboard asks for the new one.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: preferenceQueryKey(childId) }),
        refreshRecommendations(queryClient, childId),
      ]),
  });
}
