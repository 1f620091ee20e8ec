import type { PaymentProvider } from '@waliyy/contract';
import { createPayPalGateway } from './paypal';
import { createPaystackGateway, type PaystackGateway } from './paystack';
import { createSandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';

export type PaymentsConfig = {
  APP_URL: string;
  PAYSTACK_API_URL: string;
  PAYSTACK_SECRET_KEY?: string | undefined;
  PAYPAL_API_URL: string;
  PAYPAL_CLIENT_ID?: string | undefined;
  PAYPAL_CLIENT_SECRET?: string | undefined;
  PAYMENT_TIMEOUT_MS: number;
};

export const DEFAULT_PAYMENTS_CONFIG = {
  PAYSTACK_API_URL: 'https://api.paystack.co',
  PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com',
  PAYMENT_TIMEOUT_MS: 10_000,
} as const;

/**
 * The providers this server can use. With no keys at all only the sandbox exists; with any
 * keys the sandbox is gone and each configured provider serves its currencies.
 */
export function createPaymentGateways(config: PaymentsConfig) {
  const paystack: PaystackGateway | undefined = config.PAYSTACK_SECRET_KEY
    ? createPaystackGateway({
        apiUrl: config.PAYSTACK_API_URL,
        secretKey: config.PAYSTACK_SECRET_KEY,
        timeoutMs: config.PAYMENT_TIMEOUT_MS,
      })
    : undefined;
  const paypal =
    config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
      ? createPayPalGateway({
          apiUrl: config.PAYPAL_API_URL,
          clientId: config.PAYPAL_CLIENT_ID,
          clientSecret: config.PAYPAL_CLIENT_SECRET,
          timeoutMs: config.PAYMENT_TIMEOUT_MS,
        })
      : undefined;
  const sandbox = !paystack && !paypal ? createSandboxGateway() : undefined;
  const byName: Partial<Record<PaymentProvider, PaymentGateway>> = { paystack, paypal, sandbox };

  return {
    /** True while the sandbox stands in for every provider. */
    isSandbox: Boolean(sandbox),
    paystack,
    /** The gateway that serves orders of this provider, if configured. */
    get(provider: PaymentProvider): PaymentGateway | undefined {
      return byName[provider];
    },
  };
}
export type PaymentGateways = ReturnType<typeof createPaymentGateways>;
