// What the server says about plans, payments and orders, without the schemas (and without zod):
// the web's message ids read it (decision 078) on pages that load no schema. billing.ts re-exports it.

const providerName = (provider: string) =>
  provider === 'paypal' ? 'PayPal' : provider === 'paystack' ? 'Paystack' : provider;

/** What the server says; the web adds its own fallback ('Payment failed', product.md §8). */
export const BILLING_MESSAGES = {
  plansFetched: 'Plans fetched successfully',
  paymentStarted: 'Continue to the payment page to pay.',
  /** The provider asked for cannot take the currency here; another took the order. */
  paymentRedirected: (asked: string, used: string, currency: string) =>
    `${providerName(asked)} cannot take payments in ${currency} here, so this payment goes through ${providerName(used)}. Continue to the payment page to pay.`,
  orderSucceeded: 'Payment received. Your plan is active.',
  orderPending: 'We have not received confirmation of this payment yet.',
  orderFailed: 'This payment did not go through. No plan was added.',
  orderExpired: 'This payment was not completed in time. Please start again.',
  subscriptionActive: 'Your current plan.',
  subscriptionNone: 'You have no active plan.',
  history: 'Your billing history.',
  planNotFound: 'That plan does not exist or is no longer on sale.',
  orderNotFound: 'Order not found.',
  paymentsUnavailable: (currency: string) =>
    `Payments in ${currency} are not open yet on Waliyy. No money was taken. Please try again later or contact support.`,
  sandboxUnavailable: 'The payment sandbox is not available on this server.',
  providerUnreachable:
    'We could not reach the payment provider. No money was taken. Please try again in a moment.',
} as const;
