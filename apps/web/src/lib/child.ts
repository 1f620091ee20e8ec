import { useQuery } from '@tanstack/react-query';
import type { ChildProfile } from '@waliyy/contract/children';
import { apiRequest } from './api-client';

// One of the account's own singles (GET /parent/child/{id}) is read by settings (features/
// singles) and by the own profile view (features/profile-view), so the read lives below the
// features; the writes stay in features/singles/api.ts and refresh this query by its key.

export const childQueryKey = (id: string) => ['child', id] as const;

export async function fetchChild(id: string, signal?: AbortSignal): Promise<ChildProfile> {
  return (
    await apiRequest<ChildProfile>('GET', `/parent/child/${encodeURIComponent(id)}`, {
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
