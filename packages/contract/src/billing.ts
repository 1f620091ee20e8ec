// Subscriptions, orders and payments (product.md §3 'Account, plans, billing', §4 Payment, §7).
// Amounts on the wire are in major units (decision 038); the database keeps minor units.
import { z } from 'zod';
import { envelope } from './envelope';
import { Currency, LivePaymentProvider } from './plans';

/** The card/wallet providers a client may ask for; 'sandbox' only while no keys are set. */
export const PaymentProvider = z.enum(['paystack', 'paypal', 'sandbox']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

export { LivePaymentProvider };

/** Which currencies each real provider takes (decision 038). */
export const PROVIDER_CURRENCIES: Record<LivePaymentProvider, readonly Currency[]> = {
  paystack: ['NGN', 'USD'],
  paypal: ['GBP', 'USD'],
};

export const OrderStatus = z.enum(['pending', 'succeeded', 'failed', 'expired']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** A payment that went through; only succeeded payments are recorded. */
export const PaymentStatus = z.enum(['succeeded']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/**
 * How long a paid period lasts, in whole months (decision 062: the original client shows its
 * annual badge when `duration === 12`). Every plan is annual: every paid year is 12.
 */
export const Duration = z
  .number()
  .int()
  .positive()
  .meta({ description: 'Months the paid period lasts (12 for an annual plan).' });

/** The months of a plan's interval. */
export const INTERVAL_MONTHS = { annual: 12 } as const;

/** A period's length in whole months (a year, leap or not, is 12). */
export function periodMonths(startsAt: Date, expiresAt: Date): number {
  const averageMonthMs = (365.25 / 12) * 86_400_000;
  return Math.max(1, Math.round((expiresAt.getTime() - startsAt.getTime()) / averageMonthMs));
}

const PlanSummary = z.object({
  planName: z.string(),
  amount: z.number().nonnegative(),
  currency: Currency,
});

/** `GET /subscriptions/active` (product.md §3 Subscription). */
export const Subscription = z.object({
  plan: PlanSummary,
  /** The end of the paid time, extensions included (ISO 8601). */
  expiresAt: z.iso.datetime(),
  /** Months of the running paid period (12). */
  duration: Duration,
  payment: z.object({ status: PaymentStatus, duration: Duration }),
});
export type Subscription = z.infer<typeof Subscription>;

/** Empty read → `data: null` (decision 036). */
export const SubscriptionResponse = envelope(Subscription.nullable());
export type SubscriptionResponse = z.infer<typeof SubscriptionResponse>;

export const SubscriptionPeriodStatus = z.enum(['active', 'upcoming', 'expired']);
export type SubscriptionPeriodStatus = z.infer<typeof SubscriptionPeriodStatus>;

/** One paid year in the billing history (product.md §3 'Payment history entry'). */
export const BillingHistoryEntry = z.object({
  id: z.string(),
  plan: PlanSummary,
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** Whether this year is running now, starts after the current one, or is over. */
  status: SubscriptionPeriodStatus,
  /** Months this period lasts (12). */
  duration: Duration,
  payment: z.object({
    status: PaymentStatus,
    /** Months it paid for (12). */
    duration: Duration,
    paidAt: z.iso.datetime(),
    /** 'grant' for a year granted by staff (no money moved; amount 0). */
    provider: z.enum([...PaymentProvider.options, 'grant']),
    /** Our order reference, to quote to support. */
    reference: z.string(),
  }),
});
export type BillingHistoryEntry = z.infer<typeof BillingHistoryEntry>;

/** Newest first. */
export const BillingHistoryResponse = envelope(z.array(BillingHistoryEntry));
export type BillingHistoryResponse = z.infer<typeof BillingHistoryResponse>;

/**
 * `POST /payment/make-payment/{planId}`; the body may be empty (Paystack for NGN and USD).
 * `provider` is a preference (decision 062): a currency it cannot take goes to one that can.
 */
export const MakePaymentBody = z.object({ provider: PaymentProvider.optional() }).strict();
export type MakePaymentBody = z.infer<typeof MakePaymentBody>;

export const MakePaymentResponse = envelope(
  z.object({
    /** Our order id: the browser keeps it as `selectedOrderId` (product.md §3 Local storage). */
    id: z.string(),
    /** The provider that took the order (the one asked for is a preference, decision 062). */
    provider: PaymentProvider,
    data: z.object({ authorization_url: z.url(), reference: z.string() }),
  }),
);
export type MakePaymentResponse = z.infer<typeof MakePaymentResponse>;

/** `GET /payment/order/{id}` and `GET /payment/paypal-capture/{id}`. */
export const Order = z.object({
  id: z.string(),
  status: OrderStatus,
  plan: z.object({ _id: z.string(), planName: z.string() }),
  amount: z.number().nonnegative(),
  currency: Currency,
  provider: PaymentProvider,
  /** Months the plan pays for (12). */
  duration: Duration,
  reference: z.string(),
  createdAt: z.iso.datetime(),
  /** When the payment was verified; null unless succeeded. */
  paidAt: z.iso.datetime().nullable(),
  /** The end of the paid time after this payment; null unless succeeded. */
  expiresAt: z.iso.datetime().nullable(),
});
export type Order = z.infer<typeof Order>;

export const OrderResponse = envelope(Order);
export type OrderResponse = z.infer<typeof OrderResponse>;

export { BILLING_MESSAGES } from './billing-messages';
