import type { BillingOrder, BillingSubscription } from '@waliyy/contract/admin-support';
import { formatAmount } from '@waliyy/contract/currency';
import { useAccountBilling } from './api';
import { Badge, Failed, Loading } from './components/admin-ui';
import { formatDate, formatDateTime } from './format';

// An account's billing for support (issue 24, point 5): every order with its payment (provider,
// reference, amount, status, time) and every year of a plan, paid or granted — enough to answer
// "I was charged twice".

const PROVIDERS = { paystack: 'Paystack', paypal: 'PayPal', sandbox: 'Sandbox' } as const;
const STATUS = {
  succeeded: { label: 'Paid', tone: 'ok' },
  pending: { label: 'Pending', tone: 'off' },
  failed: { label: 'Failed', tone: 'warn' },
  expired: { label: 'Expired', tone: 'off' },
} as const;

const CELL = 'px-3 py-2 align-top';

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
          <div className="overflow-x-auto rounded-2xl border border-cream-300 bg-white">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">Orders and payments, the newest first</caption>
              <thead className="bg-cream-100 text-muted">
                <tr>
                  <th scope="col" className={CELL}>
                    Started
                  </th>
                  <th scope="col" className={CELL}>
                    Plan
                  </th>
                  <th scope="col" className={CELL}>
                    Amount
                  </th>
                  <th scope="col" className={CELL}>
                    Provider and reference
                  </th>
                  <th scope="col" className={CELL}>
                    Status
                  </th>
                  <th scope="col" className={CELL}>
                    Payment
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <OrderRow key={order.id} order={order} />
                ))}
              </tbody>
            </table>
          </div>
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

function OrderRow({ order }: { order: BillingOrder }) {
  const status = STATUS[order.status];
  return (
    <tr className="border-t border-cream-200">
      <td className={CELL}>
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
      </td>
      <td className={CELL}>{order.planName}</td>
      <td className={`${CELL} whitespace-nowrap font-semibold`}>
        {`${formatAmount(order.amount, order.currency)} ${order.currency}`}
      </td>
      <td className={`${CELL} wrap-anywhere`}>
        {PROVIDERS[order.provider]}
        <br />
        <code className="text-xs">{order.reference}</code>
        {order.providerOrderId ? (
          <>
            <br />
            <code className="text-xs">{order.providerOrderId}</code>
          </>
        ) : null}
      </td>
      <td className={CELL}>
        <Badge tone={status.tone}>{status.label}</Badge>
        {order.failureReason ? (
          <p className="mt-1 text-xs text-muted wrap-anywhere">{order.failureReason}</p>
        ) : null}
      </td>
      <td className={`${CELL} wrap-anywhere`}>
        {order.payment ? (
          <>
            {`${formatAmount(order.payment.amount, order.payment.currency)} ${order.payment.currency} received `}
            <time dateTime={order.payment.paidAt}>{formatDateTime(order.payment.paidAt)}</time>
            <br />
            <code className="text-xs">{order.payment.providerReference}</code>
          </>
        ) : (
          <span className="text-muted">None</span>
        )}
      </td>
    </tr>
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
