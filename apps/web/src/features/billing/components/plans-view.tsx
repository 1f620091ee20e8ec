import { useQueries } from '@tanstack/react-query';
import type { Subscription } from '@waliyy/contract/billing';
import { FREE_PLAN, SINGLES_LIMIT_FREE, STORAGE_KEYS } from '@waliyy/contract/constants';
import type { Currency, Plan } from '@waliyy/contract/plans';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/button-styles';
import { PlanCard } from '../../../components/plan-card';
import { t, useT } from '../../../i18n/translate';
import { useAccount } from '../../../lib/account';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { childQueryKey, fetchChild } from '../../../lib/child';
import { formatBillingDate } from '../../../lib/dates';
import { assignLocation } from '../../../lib/full-navigation';
import { useSession } from '../../../lib/session';
import { writeLocal } from '../../../lib/storage';
import { usePlans, useStartPayment } from '../api';
import {
  CHECKOUTS,
  CURRENCY_ORDER,
  type CurrencyHints,
  currencyForPhone,
  defaultCurrency,
} from '../currency-choice';
import { CurrencyPicker } from './currency-picker';
import { PaymentsNotOpen } from './payments-not-open';

/** product.md §8: the server's message when it sent one, else 'Payment failed'. */
export function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.code !== 'UNKNOWN' || error.status === 'FETCH_ERROR')) {
    return errorMessage(error);
  }
  return t('billing.plans.paymentFailed');
}

type PlansViewProps = {
  subscription: Subscription | null;
  /** The browser's languages, for the first currency shown (tests fix them). */
  languages?: readonly string[];
};

/**
 * What the family has told us that says where it pays from (currency-choice.ts): the account
 * holder's phone, and — only when the phone's country has no currency of ours — where its
 * singles live, each read through the single's own query (shared with Settings). Pending while
 * any of it is on its way, so the first currency shown does not change under the family's eyes.
 */
function useCurrencyHints(languages: readonly string[]): CurrencyHints & { isPending: boolean } {
  const account = useAccount();
  const { childId } = useSession();
  const phone = account.data?.phone ?? null;
  const ids = currencyForPhone(phone)
    ? []
    : (account.data?.children ?? [])
        .map((child) => child.id)
        .sort((a, b) => Number(b === childId) - Number(a === childId));
  const singles = useQueries({
    queries: ids.map((id) => ({
      queryKey: childQueryKey(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchChild(id, signal),
    })),
  });
  return {
    phone,
    residences: singles.flatMap((single) => (single.data ? [single.data.countryofResidence] : [])),
    languages,
    isPending: account.isPending || singles.some((single) => single.isPending),
  };
}

/**
 * The currency choice, the fixed Free card and the paid plans in that currency, each with its
 * checkouts (product.md §2 /pricing, decision 038). Paying stores the order as `selectedOrderId` and
 * leaves for the provider's page (product.md §4 Payment).
 */
export function PlansView({ subscription, languages = navigator.languages }: PlansViewProps) {
  const plans = usePlans();
  const hints = useCurrencyHints(languages);
  const startPayment = useStartPayment();
  const [picked, setPicked] = useState<Currency | undefined>();
  const [isLeaving, setLeaving] = useState(false);
  const t = useT();

  if (plans.isPending || hints.isPending) {
    return (
      <div role="status" className="mt-8 grid gap-6 md:grid-cols-2">
        <span className="sr-only">{t('billing.plans.loading')}</span>
        <div aria-hidden="true" className="h-96 animate-pulse rounded-3xl bg-cream-200" />
        <div aria-hidden="true" className="h-96 animate-pulse rounded-3xl bg-brand-900/80" />
      </div>
    );
  }
  if (plans.isError) {
    return (
      <div role="alert" className="mt-8 grid justify-items-start gap-4 rounded-3xl bg-red-50 p-6">
        <p className="text-red-800">{t('billing.plans.loadFailed')}</p>
        <button type="button" className={buttonClass('outline')} onClick={() => plans.refetch()}>
          {t('shell.retry')}
        </button>
      </div>
    );
  }

  const offered = CURRENCY_ORDER.filter((c) => plans.data.some((plan) => plan.currency === c));
  const currency = picked ?? defaultCurrency(hints, offered);
  const shown = plans.data.filter((plan) => plan.currency === currency);
  // What this server can take payments in now (decision 065); the rest show a notice, no button.
  const openIn = offered.filter((c) =>
    plans.data.some((plan) => plan.currency === c && plan.providers.length > 0),
  );
  const isBusy = startPayment.isPending || isLeaving;
  // Free is free in any currency: priced in the one the paid plans are shown in.
  const free = {
    ...FREE_PLAN,
    planName: t('billing.free.name'),
    planDescription: t('billing.free.features', { limit: SINGLES_LIMIT_FREE }),
    currency: currency ?? FREE_PLAN.currency,
  };

  function pay(plan: Plan, provider: 'paystack' | 'paypal') {
    startPayment.mutate(
      { planId: plan._id, provider },
      {
        onSuccess: (order) => {
          writeLocal(STORAGE_KEYS.selectedOrderId, order.id);
          setLeaving(true);
          assignLocation(order.data.authorization_url);
        },
        onError: (error) => toast.error(paymentErrorMessage(error)),
      },
    );
  }

  return (
    <div className="mt-8 grid gap-6">
      {offered.length > 1 && currency ? (
        <CurrencyPicker currencies={offered} value={currency} onChange={setPicked} />
      ) : null}
      <div className="grid gap-6 md:grid-cols-2" aria-busy={isBusy}>
        <PlanCard
          headingLevel={2}
          plan={free}
          perAnnum={t('billing.plan.perAnnum')}
          note={subscription ? undefined : t('billing.plans.yourPlanNow')}
        />
        {shown.map((plan) => {
          // Only the checkouts this server can take the plan through now (decision 065).
          const checkouts = CHECKOUTS[plan.currency].filter((checkout) =>
            plan.providers.includes(checkout.provider),
          );
          return (
            <PlanCard
              headingLevel={2}
              key={plan._id}
              // On a phone the plan to buy comes first, its button within reach.
              className="order-first md:order-none"
              plan={plan}
              perAnnum={t('billing.plan.perAnnum')}
              isFeatured
              note={
                subscription?.plan.planName === plan.planName
                  ? t('billing.plans.yourPlanUntil', {
                      date: formatBillingDate(subscription.expiresAt),
                    })
                  : undefined
              }
              action={
                checkouts.length > 0 ? (
                  checkouts.map((checkout) => (
                    <button
                      key={checkout.provider}
                      type="button"
                      disabled={isBusy}
                      onClick={() => pay(plan, checkout.provider)}
                      className={buttonClass(
                        checkout.provider === 'paystack' ? 'gold' : 'outlineLight',
                        'w-full disabled:cursor-wait disabled:opacity-70',
                      )}
                    >
                      {t(subscription ? checkout.renewLabel : checkout.label)}
                    </button>
                  ))
                ) : (
                  <PaymentsNotOpen
                    currency={plan.currency}
                    openIn={openIn.filter((c) => c !== plan.currency)}
                  />
                )
              }
            />
          );
        })}
      </div>
      {isBusy ? (
        <p role="status" className="text-center font-semibold text-brand-900">
          {isLeaving ? t('billing.plans.leaving') : t('billing.plans.starting')}
        </p>
      ) : null}
      <p className="text-sm text-muted">{t('billing.plans.renewNote')}</p>
    </div>
  );
}
