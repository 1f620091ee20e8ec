import { QueryClient } from '@tanstack/react-query';

/** One client for the signed-in app; loaded only with the app routes (DECISIONS 31). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
