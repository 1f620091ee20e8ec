import type { PaymentGateway } from './types';

/** The path of the sandbox checkout page for an order (bound by its unguessable reference). */
export const sandboxPath = (reference: string) =>
  `/api/v1/payment/sandbox/${encodeURIComponent(reference)}`;

/**
 * The built-in sandbox, active only while no provider keys are configured: the checkout page
 * is ours (modules/billing/sandbox.routes.ts) and its buttons settle the order directly, so
 * there is nothing to ask anyone — an unsettled sandbox order simply stays pending.
 */
export function createSandboxGateway(): PaymentGateway {
  return {
    name: 'sandbox',
    currencies: ['NGN', 'USD', 'GBP'],
    // On the return page's origin: the checkout and the way back stay where the browser's
    // session is (APP_URL, or the address the family opened, see BillingService.makePayment).
    async startCheckout(order) {
      return {
        authorizationUrl: `${new URL(order.returnUrl).origin}${sandboxPath(order.reference)}`,
      };
    },
    async verify() {
      return { outcome: 'pending', reason: 'sandbox: waiting for the checkout page' };
    },
  };
}

/**
 * The browser's origin from its `Origin` header, if it is a plain http(s) origin: where the
 * sandbox sends the family back (only the sandbox; real providers use APP_URL).
 */
export function browserOrigin(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  try {
    const url = new URL(header);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === header
      ? url.origin
      : undefined;
  } catch {
    return undefined;
  }
}
