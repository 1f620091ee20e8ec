import type { BillingHistoryEntry, SubscriptionPeriodStatus } from '@waliyy/contract/billing';
import { formatAmount } from '@waliyy/contract/currency';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { formatBillingDate } from '../../../lib/dates';
import { isPlanActive, useSubscription } from '../../../lib/subscription';
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
  let body: ReactNode;
  if (subscription.isPending) {
    body = (
      <p role="status" className="text-muted">
        Loading your plan…
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
            {`${formatAmount(current.plan.amount, current.plan.currency)} per annum`}
          </span>
        </p>
        <p>
          {'Active until '}
          <strong>{formatBillingDate(current.expiresAt)}</strong>
          {'. It does not renew by itself.'}
        </p>
        <Link to="/pricing" className={buttonClass('outline', 'justify-self-start')}>
          Add a year
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-2xl font-bold text-brand-900">Free</span>
          <span className="text-muted">₦0 per annum</span>
        </p>
        <p className="text-muted">
          Browse, view profiles and receive likes. Upgrade to like, answer likes and meet a match.
        </p>
        <Link to="/pricing" className={buttonClass('primary', 'justify-self-start')}>
          Upgrade
        </Link>
      </div>
    );
  }
  return (
    <SectionCard id="current-plan-title" title="Current plan">
      {body}
    </SectionCard>
  );
}

const STATUS_LABELS: Record<SubscriptionPeriodStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-brand-100 text-brand-900' },
  upcoming: { label: 'Starts later', className: 'bg-gold-200 text-brand-950' },
  expired: { label: 'Expired', className: 'bg-cream-200 text-muted' },
};

function History() {
  const history = useBillingHistory();
  let body: ReactNode;
  if (history.isPending) {
    body = (
      <p role="status" className="text-muted">
        Loading your billing history…
      </p>
    );
  } else if (history.isError) {
    body = <LoadError error={history.error} onRetry={() => history.refetch()} />;
  } else if (history.data.length === 0) {
    body = <p className="text-muted">No payments yet.</p>;
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
    <SectionCard id="billing-history-title" title="Billing history">
      {body}
    </SectionCard>
  );
}

function HistoryRow({ entry }: { entry: BillingHistoryEntry }) {
  const status = STATUS_LABELS[entry.status];
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
          {`Paid ${formatBillingDate(entry.payment.paidAt)} · ${formatBillingDate(entry.startsAt)} – ${formatBillingDate(entry.expiresAt)}`}
        </p>
        <p className="break-all font-mono text-xs text-muted">{`Ref ${entry.payment.reference}`}</p>
      </div>
      <p className="flex flex-wrap gap-2 sm:justify-end">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900">
          Payment succeeded
        </span>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${status.className}`}>
          {status.label}
        </span>
      </p>
    </li>
  );
}
