import {
  Currency,
  LivePaymentProvider,
  type PaymentProvider,
  PROVIDER_CURRENCIES,
} from '@waliyy/contract';
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
  /** Production never gets the sandbox (decision 065). */
  isProduction: boolean;
};

/**
 * The providers this server can use. Outside production with no keys at all only the sandbox
 * exists, standing in for every provider; with any keys the sandbox is gone and each configured
 * provider serves its currencies. In production the sandbox never exists (decision 065): it
 * would hand out the paid plan for nothing, so a currency no configured provider takes simply
 * cannot be paid.
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
  const sandbox = !config.isProduction && !paystack && !paypal ? createSandboxGateway() : undefined;
  const byName: Partial<Record<PaymentProvider, PaymentGateway>> = { paystack, paypal, sandbox };

  /** The real providers that take `currency` here now, Paystack first (decision 038). */
  function providersFor(currency: Currency): LivePaymentProvider[] {
    return LivePaymentProvider.options.filter(
      (name) => PROVIDER_CURRENCIES[name].includes(currency) && (sandbox || byName[name]),
    );
  }

  return {
    /** True while the sandbox stands in for every provider. */
    isSandbox: Boolean(sandbox),
    paystack,
    /** The gateway that serves orders of this provider, if configured. */
    get(provider: PaymentProvider): PaymentGateway | undefined {
      return byName[provider];
    },
    providersFor,
    /**
     * The gateway for an order in `currency`: the sandbox while it stands in, else the
     * `preferred` provider if it is configured and takes the currency, else another that does
     * (decision 062: the provider asked for is a preference). None → payments are not open.
     */
    forCurrency(currency: Currency, preferred?: LivePaymentProvider): PaymentGateway | undefined {
      if (sandbox) return sandbox;
      const open = providersFor(currency);
      const name = preferred && open.includes(preferred) ? preferred : open[0];
      return name ? byName[name] : undefined;
    },
    /** The currencies nobody can pay in on this server (for the start-up warning). */
    unpayableCurrencies(): Currency[] {
      return Currency.options.filter((currency) => providersFor(currency).length === 0);
    },
  };
}
export type PaymentGateways = ReturnType<typeof createPaymentGateways>;
