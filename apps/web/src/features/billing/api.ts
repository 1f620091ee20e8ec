import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingHistoryEntry,
  MakePaymentResponse,
  Order,
  PaymentProvider,
} from '@waliyy/contract/billing';
import type { Interest } from '@waliyy/contract/likes';
import type { Plan } from '@waliyy/contract/plans';
import { useCallback } from 'react';
import { useLanguage } from '../../i18n/translate';
import { apiRequest } from '../../lib/api-client';
import { plansPath } from '../../lib/plans-path';
import { interestKeys } from '../../lib/query-keys';
import { SUBSCRIPTION_QUERY_KEY } from '../../lib/subscription';

// The billing calls of product.md §7: plans (no token), payment start, the order after the
// provider's page, and the billing history.

export const PLANS_QUERY_KEY = ['plans'] as const;
export const BILLING_HISTORY_QUERY_KEY = ['billing-history'] as const;
export const orderQueryKey = (id: string) => ['order', id] as const;

/** The plan's effects start with a verified payment: every page that asks about it asks again. */
export function useRefreshPlan() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: BILLING_HISTORY_QUERY_KEY }),
      ]),
    [queryClient],
  );
}

export function usePlans() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...PLANS_QUERY_KEY, language],
    queryFn: async ({ signal }) =>
      (await apiRequest<Plan[]>('GET', plansPath(language), { signal })).data,
    staleTime: 10 * 60_000,
  });
}

export function useBillingHistory() {
  return useQuery({
    queryKey: BILLING_HISTORY_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest<BillingHistoryEntry[]>('GET', '/subscriptions', { auth: true, signal }))
        .data,
  });
}

type StartPayment = { planId: string; provider: Exclude<PaymentProvider, 'sandbox'> };

/** POST /payment/make-payment/{planId}: a pending order and the provider's payment page. */
export function useStartPayment() {
  return useMutation({
    mutationFn: async ({ planId, provider }: StartPayment) =>
      (
        await apiRequest<MakePaymentResponse['data']>(
          'POST',
          `/payment/make-payment/${encodeURIComponent(planId)}`,
          { body: { provider }, auth: true },
        )
      ).data,
  });
}

/**
 * The saved order, verified with its provider by the server while pending. Back from PayPal
 * (its `token` in the address) the order is captured instead (product.md §7 paypal-capture).
 */
export function useOrder(id: string | null, isPayPalReturn: boolean) {
  return useQuery({
    queryKey: orderQueryKey(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const path = isPayPalReturn
        ? `/payment/paypal-capture/${encodeURIComponent(id!)}`
        : `/payment/order/${encodeURIComponent(id!)}`;
      const answer = await apiRequest<Order>('GET', path, { auth: true, signal });
      return { order: answer.data, message: answer.message };
    },
    // A payment the provider has not confirmed yet: ask again for a while.
    refetchInterval: (query) =>
      query.state.data?.order.status === 'pending' && query.state.dataUpdateCount < 20
        ? 3_000
        : false,
  });
}

/** decision 039: how many families wait for an answer from this account (no plan needed). */
export function useInterest() {
  return useQuery({
    queryKey: interestKeys.all,
    queryFn: async ({ signal }) =>
      (await apiRequest<Interest>('GET', '/match/interest', { auth: true, signal })).data,
  });
}
