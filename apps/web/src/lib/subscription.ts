import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@waliyy/contract/billing';
import { apiRequest } from './api-client';
import { SUBSCRIPTION_PATH } from './api-paths';

// The account's current plan (GET /subscriptions/active). product.md §4: it is asked for when the
// signed-in app starts and its answer gates /likes and /match; the shell, the gate, the
// profile actions, /pricing and Settings › Billing all read this one query.

export const SUBSCRIPTION_QUERY_KEY = ['subscription'] as const;

/** The running paid year, or null on the free plan. */
export async function fetchSubscription(signal?: AbortSignal): Promise<Subscription | null> {
  return (await apiRequest<Subscription | null>('GET', SUBSCRIPTION_PATH, { auth: true, signal }))
    .data;
}

export const subscriptionQuery = queryOptions({
  queryKey: SUBSCRIPTION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSubscription(signal),
  // A plan ends at a moment the server knows: look again when it may have run out.
  staleTime: 60_000,
});

export function useSubscription() {
  return useQuery(subscriptionQuery);
}
