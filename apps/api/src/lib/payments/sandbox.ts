import type { PaymentGateway } from './types';

/** The path of the sandbox checkout page for an order (bound by its unguessable reference). */
export const sandboxPath = (reference: string) =>
  `/api/v1/payment/sandbox/${encodeURIComponent(reference)}`;

/**
 * The built-in sandbox, active only while no provider keys are configured: the checkout page
 * is ours (modules/billing/sandbox.routes.ts) and its buttons settle the order directly, so
 * there is nothing to ask anyone — an unsettled sandbox order simply stays pending.
 */
export function createSandboxGateway(appUrl: string): PaymentGateway {
  return {
    name: 'sandbox',
    currencies: ['NGN', 'USD', 'GBP'],
    async startCheckout(order) {
      return { authorizationUrl: `${appUrl}${sandboxPath(order.reference)}` };
    },
    async verify() {
      return { outcome: 'pending', reason: 'sandbox: waiting for the checkout page' };
    },
  };
}
