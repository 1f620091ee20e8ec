import type { BillingHistoryEntry, SubscriptionPeriodStatus } from '@waliyy/contract/billing';
import { formatAmount } from '@waliyy/contract/currency';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { richText } from '../../../i18n/rich-text';
import { type MessageKey, useT } from '../../../i18n/translate';
import { formatBillingDate } from '../../../lib/dates';
import { isPlanActive } from '../../../lib/plan';
import { useSubscription } from '../../../lib/subscription';
import { useBillingHistory } from '../api';

/** Settings › Billing (product.md §2): the current plan and the billing history, newest first. */
export function BillingTab() {
  return (
    <div className="grid gap-6">
      <CurrentPlan />
      <History />
    </div>
  );
}

function CurrentPlan() {
  const subscription = useSubscription();
  const t = useT();
  let body: ReactNode;
  if (subscription.isPending) {
    body = (
      <p role="status" className="text-muted">
        {t('billing.tab.loadingPlan')}
      </p>
    );
  } else if (subscription.isError) {
    body = <LoadError error={subscription.error} onRetry={() => subscription.refetch()} />;
  } else if (isPlanActive(subscription.data)) {
    const current = subscription.data!;
    body = (
      <div className="grid gap-4">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-2xl font-bold text-brand-900">{current.plan.planName}</span>
          <span className="text-muted">
            {t('billing.tab.pricePerAnnum', {
              price: formatAmount(current.plan.amount, current.plan.currency),
            })}
          </span>
        </p>
        <p>
          {richText(t('billing.tab.activeUntil', { date: formatBillingDate(current.expiresAt) }), {
            b: (words) => <strong>{words}</strong>,
          })}
        </p>
        <Link to="/pricing" className={buttonClass('outline', 'justify-self-start')}>
          {t('billing.tab.addYear')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-2xl font-bold text-brand-900">{t('billing.free.name')}</span>
          <span className="text-muted">
            {t('billing.tab.pricePerAnnum', { price: formatAmount(0, 'NGN') })}
          </span>
        </p>
        <p className="text-muted">{t('billing.tab.freeText')}</p>
        <Link to="/pricing" className={buttonClass('primary', 'justify-self-start')}>
          {t('billing.tab.upgrade')}
        </Link>
      </div>
    );
  }
  return (
    <SectionCard id="current-plan-title" title={t('billing.tab.currentPlan')}>
      {body}
    </SectionCard>
  );
}

const STATUS_LABELS: Record<SubscriptionPeriodStatus, { label: MessageKey; className: string }> = {
  active: { label: 'billing.status.active', className: 'bg-brand-100 text-brand-900' },
  upcoming: { label: 'billing.status.upcoming', className: 'bg-gold-200 text-brand-950' },
  expired: { label: 'billing.status.expired', className: 'bg-cream-200 text-muted' },
};

function History() {
  const history = useBillingHistory();
  const t = useT();
  let body: ReactNode;
  if (history.isPending) {
    body = (
      <p role="status" className="text-muted">
        {t('billing.history.loading')}
      </p>
    );
  } else if (history.isError) {
    body = <LoadError error={history.error} onRetry={() => history.refetch()} />;
  } else if (history.data.length === 0) {
    body = <p className="text-muted">{t('billing.history.none')}</p>;
  } else {
    body = (
      <ul className="grid gap-3">
        {history.data.map((entry) => (
          <HistoryRow key={entry.id} entry={entry} />
        ))}
      </ul>
    );
  }
  return (
    <SectionCard id="billing-history-title" title={t('billing.history.title')}>
      {body}
    </SectionCard>
  );
}

function HistoryRow({ entry }: { entry: BillingHistoryEntry }) {
  const status = STATUS_LABELS[entry.status];
  const t = useT();
  return (
    <li className="grid gap-2 rounded-2xl border border-cream-300 bg-white/60 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="font-semibold text-brand-900">{entry.plan.planName}</span>
          <span className="font-semibold">
            {formatAmount(entry.plan.amount, entry.plan.currency)}
          </span>
        </p>
        <p className="text-sm text-muted">
          {t('billing.history.dates', {
            paidAt: formatBillingDate(entry.payment.paidAt),
            startsAt: formatBillingDate(entry.startsAt),
            expiresAt: formatBillingDate(entry.expiresAt),
          })}
        </p>
        <p className="break-all font-mono text-xs text-muted">
          {t('billing.history.reference', {
            reference: entry.payment.reference,
          })}
        </p>
      </div>
      <p className="flex flex-wrap gap-2 sm:justify-end">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          {t('billing.history.succeeded')}
        </span>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${status.className}`}>
          {t(status.label)}
        </span>
      </p>
    </li>
  );
}
