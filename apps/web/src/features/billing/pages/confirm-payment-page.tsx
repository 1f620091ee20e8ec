import type { Order } from '@waliyy/contract/billing';
import { PAYMENT_CONFIRM_REDIRECT_MS, STORAGE_KEYS } from '@waliyy/contract/constants';
import { formatAmount } from '@waliyy/contract/currency';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { StarMark } from '../../../components/star-mark';
import { type MessageKey, useT } from '../../../i18n/translate';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatBillingDate } from '../../../lib/dates';
import { readLocal } from '../../../lib/storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSearchParam } from '../../../lib/use-search-param';
import { useOrder, useRefreshPlan } from '../api';

type ConfirmPaymentPageProps = { redirectMs?: number };

/**
 * What the order's state means, in the web's own words (decision 068: the server's `message` is
 * English and says no more than the state; English keeps its very words).
 */
const ORDER_WORDS: Record<Order['status'], MessageKey> = {
  succeeded: 'billing.order.succeeded',
  pending: 'billing.order.pending',
  failed: 'billing.order.failed',
  expired: 'billing.order.expired',
};

/**
 * /confirm-payment (product.md §2, §4 Payment): where the provider sends the browser back. Looks up
 * the order saved as `selectedOrderId` (the server verifies it with the provider), thanks the
 * family only when the payment went through, and then goes to /dashboard after 6 s.
 */
export function ConfirmPaymentPage({
  redirectMs = PAYMENT_CONFIRM_REDIRECT_MS,
}: ConfirmPaymentPageProps) {
  const t = useT();
  useDocumentTitle(t('billing.confirm.docTitle'));
  const orderId = readLocal(STORAGE_KEYS.selectedOrderId);
  // PayPal comes back with its order id as `token`: the order is then captured.
  const isPayPalReturn = useSearchParam('token') !== null;
  const order = useOrder(orderId, isPayPalReturn);
  const navigate = useNavigate();
  const succeeded = order.data?.order.status === 'succeeded';
  const refreshPlan = useRefreshPlan();

  useEffect(() => {
    if (!succeeded) return;
    refreshPlan();
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), redirectMs);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, redirectMs, refreshPlan]);

  if (orderId === null) {
    return (
      <Panel title={t('billing.confirm.noneTitle')}>
        <p>{t('billing.confirm.noneText')}</p>
        <Actions>
          <Link to="/settings?tab=billing" className={buttonClass('primary')}>
            {t('billing.confirm.openBilling')}
          </Link>
          <Link to="/pricing" className={buttonClass('outline')}>
            {t('billing.confirm.seePlans')}
          </Link>
        </Actions>
      </Panel>
    );
  }

  if (order.isPending) {
    return (
      <Panel title={t('billing.confirm.checkingTitle')}>
        <p role="status">{t('billing.confirm.checkingText')}</p>
      </Panel>
    );
  }

  if (order.isError) {
    const message =
      order.error instanceof ApiError && order.error.code !== 'UNKNOWN'
        ? errorMessage(order.error)
        : t('billing.confirm.fetchError');
    return (
      <Panel title={t('billing.confirm.errorTitle')}>
        <p role="alert">{message}</p>
        <Actions>
          <button type="button" className={buttonClass('primary')} onClick={() => order.refetch()}>
            {t('shell.retry')}
          </button>
          <Link to="/settings?tab=billing" className={buttonClass('outline')}>
            {t('billing.confirm.openBilling')}
          </Link>
        </Actions>
      </Panel>
    );
  }

  const paid = order.data.order;
  const message = t(ORDER_WORDS[paid.status]);
  if (paid.status === 'succeeded') {
    return (
      <Panel title={t('billing.confirm.thanksTitle')} isHappy>
        <p>{message}</p>
        <OrderSummary order={paid} />
        <p role="status" className="text-sm">
          {t('billing.confirm.redirect', { seconds: Math.round(redirectMs / 1000) })}
        </p>
        <Actions>
          <Link to="/dashboard" replace className={buttonClass('primary')}>
            {t('billing.confirm.dashboardNow')}
          </Link>
          <Link to="/likes" className={buttonClass('outline')}>
            {t('billing.confirm.openLikes')}
          </Link>
        </Actions>
      </Panel>
    );
  }

  if (paid.status === 'pending') {
    return (
      <Panel title={t('billing.confirm.waitingTitle')}>
        <p role="status">{message}</p>
        <p>{t('billing.confirm.waitingText')}</p>
        <Actions>
          <button
            type="button"
            className={buttonClass('primary', 'disabled:opacity-70')}
            disabled={order.isFetching}
            onClick={() => order.refetch()}
          >
            {order.isFetching ? t('billing.confirm.checking') : t('shell.plan.checkAgain')}
          </button>
          <Link to="/dashboard" className={buttonClass('outline')}>
            {t('billing.confirm.backToDashboard')}
          </Link>
        </Actions>
      </Panel>
    );
  }

  return (
    <Panel title={t('billing.confirm.failedTitle')}>
      <p role="alert">{message}</p>
      <Actions>
        <Link to="/pricing" className={buttonClass('primary')}>
          {t('billing.confirm.tryAgain')}
        </Link>
        <Link to="/dashboard" className={buttonClass('outline')}>
          {t('billing.confirm.backToDashboard')}
        </Link>
      </Actions>
    </Panel>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const t = useT();
  return (
    <dl className="grid gap-1 rounded-2xl bg-brand-50 p-4 text-start text-ink">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('billing.confirm.plan')}</dt>
        <dd className="font-semibold">{order.plan.planName}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('billing.confirm.paid')}</dt>
        <dd className="font-semibold">{formatAmount(order.amount, order.currency)}</dd>
      </div>
      {order.expiresAt ? (
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('billing.confirm.activeUntil')}</dt>
          <dd className="font-semibold">{formatBillingDate(order.expiresAt)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('billing.confirm.reference')}</dt>
        <dd className="break-all font-mono text-sm">{order.reference}</dd>
      </div>
    </dl>
  );
}

function Panel({
  title,
  isHappy = false,
  children,
}: {
  title: string;
  isHappy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-xl px-4 py-8 sm:px-6 sm:py-14">
      <section className="grid gap-4 rounded-3xl border border-cream-300 bg-cream-50 p-6 text-center leading-relaxed text-muted shadow-sm sm:p-10">
        {isHappy ? <StarMark className="mx-auto size-14" /> : null}
        <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{title}</h1>
        {children}
      </section>
    </div>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>;
}
