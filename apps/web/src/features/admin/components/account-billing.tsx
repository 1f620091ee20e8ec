import type { BillingOrder, BillingSubscription } from '@waliyy/contract/admin-support';
import { formatAmount } from '@waliyy/contract/currency';
import { useAccountBilling } from '../api';
import { formatDate, formatDateTime } from '../format';
import { Badge, Failed, Loading } from './admin-ui';

// An account's billing for support (decision 024): every order with its payment (provider,
// reference, amount, status, time) and every year of a plan, paid or granted — enough to answer
// "I was charged twice".

const PROVIDERS = { paystack: 'Paystack', paypal: 'PayPal', sandbox: 'Sandbox' } as const;
const STATUS = {
  succeeded: { label: 'Paid', tone: 'ok' },
  pending: { label: 'Pending', tone: 'off' },
  failed: { label: 'Failed', tone: 'warn' },
  expired: { label: 'Expired', tone: 'off' },
} as const;

export function AccountBilling({ accountId }: { accountId: string }) {
  const billing = useAccountBilling(accountId);
  if (billing.isPending) return <Loading>Loading the billing…</Loading>;
  if (billing.isError) return <Failed query={billing} fallback="We could not load the billing" />;
  const { orders, ordersTotal, subscriptions, subscriptionsTotal } = billing.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold text-brand-900">
          {`Orders and payments (${ordersTotal})`}
        </h3>
        {orders.length < ordersTotal ? (
          <p className="text-sm text-muted">{`The newest ${orders.length} of ${ordersTotal}.`}</p>
        ) : null}
        {orders.length === 0 ? (
          <p className="text-muted">No orders: this account has never started a payment.</p>
        ) : (
          <ol className="grid gap-3 lg:grid-cols-2">
            {orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold text-brand-900">
          {`Plan years (${subscriptionsTotal})`}
        </h3>
        {subscriptions.length < subscriptionsTotal ? (
          <p className="text-sm text-muted">
            {`The latest ${subscriptions.length} of ${subscriptionsTotal}.`}
          </p>
        ) : null}
        {subscriptions.length === 0 ? (
          <p className="text-muted">No paid or granted years.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {subscriptions.map((year) => (
              <li key={year.id}>
                <YearCard year={year} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** One order as a card (a table would scroll sideways on a phone). */
function OrderCard({ order }: { order: BillingOrder }) {
  const status = STATUS[order.status];
  const { payment } = order;
  return (
    <article
      aria-label={`Order of ${formatDateTime(order.createdAt)}`}
      className="grid gap-2 rounded-2xl border border-cream-300 bg-white p-4 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base font-semibold text-brand-900">
          {`${formatAmount(order.amount, order.currency)} ${order.currency} · ${order.planName}`}
        </p>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <dl className="grid gap-1 sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-muted">Started</dt>
        <dd>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </dd>
        <dt className="font-semibold text-muted">Provider</dt>
        <dd className="wrap-anywhere">
          {`${PROVIDERS[order.provider]} · `}
          <code className="text-xs">{order.reference}</code>
          {order.providerOrderId ? (
            <>
              {' · '}
              <code className="text-xs">{order.providerOrderId}</code>
            </>
          ) : null}
        </dd>
        {order.failureReason ? (
          <>
            <dt className="font-semibold text-muted">Why</dt>
            <dd className="wrap-anywhere">{order.failureReason}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-muted">Payment</dt>
        <dd className="wrap-anywhere">
          {payment ? (
            <>
              {`${formatAmount(payment.amount, payment.currency)} ${payment.currency} received `}
              <time dateTime={payment.paidAt}>{formatDateTime(payment.paidAt)}</time>
              {' · '}
              <code className="text-xs">{payment.providerReference}</code>
            </>
          ) : (
            'None received'
          )}
        </dd>
      </dl>
    </article>
  );
}

function YearCard({ year }: { year: BillingSubscription }) {
  return (
    <article className="grid gap-1 rounded-2xl border border-cream-300 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-brand-900">{`${year.planName} (${year.currency})`}</p>
        <Badge tone={year.source === 'paid' ? 'ok' : 'off'}>
          {year.source === 'paid' ? 'Paid' : 'Granted'}
        </Badge>
      </div>
      <p>{`${formatDate(year.startsAt)} to ${formatDate(year.expiresAt)}`}</p>
      {year.source === 'paid' ? (
        <p className="wrap-anywhere text-muted">
          Payment <code className="text-xs">{year.paymentReference}</code>
        </p>
      ) : (
        <p className="wrap-anywhere text-muted">
          {`By ${year.grantedBy ?? 'staff'}: ${year.grantReason ?? ''}`}
        </p>
      )}
    </article>
  );
}
