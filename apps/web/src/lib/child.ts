import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChildCreateBody, ChildProfile } from '@waliyy/contract/children';
import { ACCOUNT_QUERY_KEY } from './account';
import { apiRequest } from './api-client';
import { childPath } from './api-paths';

// One of the account's own singles (GET /parent/child/{id}) is read by settings (features/
// singles) and by the own profile view (features/profile-view), so the read lives below the
// features; the writes stay in features/singles/api.ts and refresh this query by its key. The
// first single is created by features/setup, the rest from settings (features/singles), and a
// feature imports no other (decision 077), so creating one lives here too.

export const childQueryKey = (id: string) => ['child', id] as const;

export async function fetchChild(id: string, signal?: AbortSignal): Promise<ChildProfile> {
  return (
    await apiRequest<ChildProfile>('GET', childPath(id), {
      auth: true,
      signal,
    })
  ).data;
}

/** One of the account's own singles, in full (GET /parent/child/{id}). */
export function useChild(id: string | null) {
  return useQuery({
    queryKey: childQueryKey(id ?? ''),
    queryFn: ({ signal }) => fetchChild(id as string, signal),
    enabled: Boolean(id),
  });
}

/** The body as the form holds it, before the contract's preprocessing (strings for numbers). */
export type ChildCreateInput = { [K in keyof ChildCreateBody]: unknown };

export function createChild(body: ChildCreateInput) {
  return apiRequest<string>('POST', '/parent/child', { body, auth: true });
}

/** Creates a single; the account's list of singles (lib/account.ts) is read again. */
export function useCreateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChild,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY }),
  });
}
