import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountData } from '@waliyy/contract/auth';
import { apiRequest } from './api-client';
import { ACCOUNT_PATH } from './api-paths';

// The signed-in account (GET /account) is read by the shell, the dashboard, settings and the
// child pickers, so it lives below the features rather than in one of them.

export const ACCOUNT_QUERY_KEY = ['account'] as const;

export async function fetchAccount(signal?: AbortSignal): Promise<AccountData> {
  return (await apiRequest<AccountData>('GET', ACCOUNT_PATH, { auth: true, signal })).data;
}

export const accountQuery = queryOptions({
  queryKey: ACCOUNT_QUERY_KEY,
  queryFn: ({ signal }) => fetchAccount(signal),
});

export function useAccount() {
  return useQuery(accountQuery);
}
