import type { Currency, PaymentProvider } from '@waliyy/contract';

/** What a provider needs to know about one of our orders. */
export type ProviderOrder = {
  id: string;
  reference: string;
  amountMinor: number;
  currency: Currency;
  /** The provider's own id (PayPal's order id), once it has one. */
  providerOrderId: string | null;
};

export type Checkout = {
  /** Where the browser goes to pay. */
  authorizationUrl: string;
  providerOrderId?: string;
};

/**
 * The provider's word on an order. `succeeded` carries what was actually paid; the caller
 * compares it with the order before granting anything.
 */
export type Verification =
  | { outcome: 'succeeded'; providerReference: string; amountMinor: number; currency: string }
  | { outcome: 'failed'; reason: string }
  | { outcome: 'pending'; reason: string };

/** One payment provider (Paystack, PayPal or the sandbox) behind the same three calls. */
export interface PaymentGateway {
  readonly name: PaymentProvider;
  readonly currencies: readonly Currency[];
  /** Creates the provider's side of the order and answers where to send the browser. */
  startCheckout(order: ProviderOrder & { email: string; returnUrl: string }): Promise<Checkout>;
  /** Asks the provider what became of the order (PayPal: captures it when approved). */
  verify(order: ProviderOrder): Promise<Verification>;
}
