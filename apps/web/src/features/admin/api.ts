import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountsPage, AdminAccount } from '@waliyy/contract/admin';
import type {
  AdminPlan,
  AdminReportDetail,
  AdminReportGroup,
  NonResponder,
  PlanCreateBody,
  PlanUpdateBody,
  ReportActionBody,
  ReportStatus,
} from '@waliyy/contract/admin-moderation';
import type { Overview, OverviewGroup } from '@waliyy/contract/admin-overview';
import type { AccountBilling, AuditPage } from '@waliyy/contract/admin-support';
import type { PageMeta } from '@waliyy/contract/envelope';
import type { VerdictBody, VerificationItem } from '@waliyy/contract/genotype-evidence';
import { API_BASE, type ApiSuccess, apiRequest, errorFromBody } from '../../lib/api-client';
import { readToken } from '../../lib/storage';

// The admin console's calls (decision 012, packages/contract/src/admin.ts), all staff only. Every
// query key starts with 'admin', so one invalidation after an action refreshes the console.

export const ADMIN_KEY = ['admin'] as const;
/** Rows per page in the console's lists. */
export const ADMIN_PAGE_SIZE = 20;

export type Paged<K extends string, T> = { [key in K]: T[] } & { totalCount: number };

const enc = encodeURIComponent;

function get<T>(path: string, signal: AbortSignal) {
  return apiRequest<T>('GET', `/admin${path}`, { auth: true, signal }).then((a) => a.data);
}

function send(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown) {
  return apiRequest<unknown>(method, `/admin${path}`, { auth: true, body });
}

const pageQuery = (page: number) => `page=${page}&limit=${ADMIN_PAGE_SIZE}`;

export function useOverview(range: { from: string; to: string; group: OverviewGroup } | null) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'overview', range?.from, range?.to, range?.group],
    enabled: range !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      get<Overview>(`/overview?from=${range!.from}&to=${range!.to}&group=${range!.group}`, signal),
  });
}

export function useAccounts(q: string, page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'accounts', q, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      get<AccountsPage>(`/accounts?${q ? `q=${enc(q)}&` : ''}${pageQuery(page)}`, signal),
  });
}

export function useAdminAccount(id: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'account', id],
    queryFn: ({ signal }) => get<AdminAccount>(`/accounts/${enc(id)}`, signal),
  });
}

export function useReports(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'reports', status, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      get<Paged<'reports', AdminReportGroup>>(
        `/reports?status=${status}&${pageQuery(page)}`,
        signal,
      ),
  });
}

export function useReport(id: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'report', id],
    queryFn: ({ signal }) => get<AdminReportDetail>(`/reports/${enc(id)}`, signal),
  });
}

export function useNonResponders(page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'non-responders', page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      get<Paged<'accounts', NonResponder>>(`/non-responders?${pageQuery(page)}`, signal),
  });
}

export function useAdminPlans() {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'plans'],
    queryFn: ({ signal }) => get<AdminPlan[]>('/plans', signal),
  });
}

/** Signs the staff member out (the console's own button: it has no account menu). */
export function signOutRequest() {
  return apiRequest('DELETE', '/auth/logout', { auth: true, handleUnauthorized: false });
}

export function useAccountBilling(id: string) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'account', id, 'billing'],
    queryFn: ({ signal }) => get<AccountBilling>(`/accounts/${enc(id)}/billing`, signal),
  });
}

/** The audit log's filters, as the URL and the API name them (all optional). */
export type AuditFilters = {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
};
export const AUDIT_FILTER_KEYS = ['actor', 'action', 'target', 'from', 'to'] as const;

export function useAudit(filters: AuditFilters, page: number) {
  const params = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return useQuery({
    queryKey: [...ADMIN_KEY, 'audit', query, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      get<AuditPage>(`/audit?${query ? `${query}&` : ''}${pageQuery(page)}`, signal),
  });
}

/**
 * A staff action. Afterwards every admin query is marked stale: the ones on screen ask again
 * (`refresh: 'active'`), or none does when the page is about to leave (`'none'`: a deleted
 * account or a handled report would only answer 404 or flash before the move).
 */
function useAdminAction<V>(
  request: (vars: V) => Promise<ApiSuccess<unknown>>,
  refresh: 'active' | 'none' = 'active',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...ADMIN_KEY],
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY, refetchType: refresh });
    },
  });
}

type Reason = { reason: string };

export function useReportAction(id: string) {
  return useAdminAction(
    (body: ReportActionBody) => send('PUT', `/reports/${enc(id)}`, body),
    'none',
  );
}

export function useSuspend(id: string) {
  return useAdminAction((body: Reason) => send('PUT', `/accounts/${enc(id)}/suspend`, body));
}

export function useReinstate(id: string) {
  return useAdminAction((body: Reason) => send('PUT', `/accounts/${enc(id)}/reinstate`, body));
}

export function useSinglesLimit(id: string) {
  return useAdminAction((body: Reason & { limit: number | null }) =>
    send('PUT', `/accounts/${enc(id)}/singles-limit`, body),
  );
}

export function useGrantPlan(id: string) {
  return useAdminAction((body: Reason & { planId: string }) =>
    send('POST', `/accounts/${enc(id)}/subscription`, body),
  );
}

/** Decision 026: the account is a guardian again (refused for the last admin). */
export function useRevokeAdmin(id: string) {
  return useAdminAction((body: Reason) => send('POST', `/accounts/${enc(id)}/revoke-admin`, body));
}

export function useDeleteAccount(id: string) {
  return useAdminAction((body: Reason) => send('DELETE', `/accounts/${enc(id)}`, body), 'none');
}

export function useWarn() {
  return useAdminAction(({ accountId, reason }: Reason & { accountId: string }) =>
    send('POST', `/non-responders/${enc(accountId)}/warn`, { reason }),
  );
}

export function useCreatePlan() {
  return useAdminAction((body: PlanCreateBody) => send('POST', '/plans', body));
}

export function useUpdatePlan(id: string) {
  return useAdminAction((body: PlanUpdateBody) => send('PUT', `/plans/${enc(id)}`, body));
}

export function useRetirePlan(id: string) {
  return useAdminAction((body: Reason) => send('PUT', `/plans/${enc(id)}/retire`, body));
}

export function useRestorePlan(id: string) {
  return useAdminAction((body: Reason) => send('POST', `/plans/${enc(id)}/restore`, body));
}

// ---- The genotype queue (decision 083) ----

type VerificationsPage = { items: VerificationItem[]; totalCount: number };

async function fetchVerifications(page: number, signal: AbortSignal): Promise<VerificationsPage> {
  const answer = await apiRequest<VerificationItem[], PageMeta>(
    'GET',
    `/admin/verifications?${pageQuery(page)}`,
    { auth: true, signal },
  );
  return { items: answer.data, totalCount: answer.meta?.totalCount ?? answer.data.length };
}

export function useVerifications(page: number) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'verifications', page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => fetchVerifications(page, signal),
  });
}

export function useVerdict(id: string) {
  return useAdminAction((body: VerdictBody) => send('PUT', `/verifications/${enc(id)}`, body));
}

/** The waiting lab result's bytes (the server records the opening in the audit log). */
export async function fetchLabResult(id: string): Promise<Blob> {
  const response = await fetch(`${API_BASE}/admin/verifications/${enc(id)}/file`, {
    headers: { authorization: `Bearer ${readToken() ?? ''}` },
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw errorFromBody(response.status, body, response.headers.get('retry-after'));
  }
  return response.blob();
}
