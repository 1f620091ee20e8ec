import { createHmac, timingSafeEqual } from 'node:crypto';
import { callProvider, ProviderError } from './http';
import type { PaymentGateway, Verification } from './types';

export type PaystackOptions = { apiUrl: string; secretKey: string; timeoutMs: number };

type PaystackEnvelope = {
  status?: boolean;
  message?: string;
  data?: {
    authorization_url?: string;
    reference?: string;
    status?: string;
    amount?: number;
    currency?: string;
    gateway_response?: string;
  };
};

// Paystack's transaction statuses: 'success' is the only paid one; 'abandoned' and the
// in-flight ones may still complete, so they stay pending until the order expires.
const FAILED = new Set(['failed', 'reversed']);

/**
 * Paystack (NGN, USD): initialise a transaction with our reference, verify it by reference.
 * https://paystack.com/docs/api/transaction/
 */
export function createPaystackGateway(options: PaystackOptions): PaymentGateway & {
  /** HMAC-SHA512 of the raw body with the secret key, compared in constant time. */
  isSignatureValid(rawBody: Buffer, signature: string | undefined): boolean;
} {
  const base = options.apiUrl.replace(/\/$/, '');
  const headers = {
    authorization: `Bearer ${options.secretKey}`,
    'content-type': 'application/json',
    accept: 'application/json',
  };

  return {
    name: 'paystack',
    currencies: ['NGN', 'USD'],

    async startCheckout(order) {
      const res = await callProvider(
        `${base}/transaction/initialize`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({
            email: order.email,
            amount: order.amountMinor,
            currency: order.currency,
            reference: order.reference,
            callback_url: order.returnUrl,
            metadata: { orderId: order.id },
          }),
        },
        options.timeoutMs,
      );
      const body = res.body as PaystackEnvelope | null;
      const url = body?.data?.authorization_url;
      if (res.status !== 200 || body?.status !== true || typeof url !== 'string') {
        throw new ProviderError(
          'http',
          `paystack initialize answered ${res.status}: ${body?.message ?? 'no message'}`,
          res.status,
        );
      }
      return { authorizationUrl: url };
    },

    async verify(order): Promise<Verification> {
      const res = await callProvider(
        `${base}/transaction/verify/${encodeURIComponent(order.reference)}`,
        { method: 'GET', headers },
        options.timeoutMs,
      );
      const body = res.body as PaystackEnvelope | null;
      // 400/404 "Transaction reference not found": the customer has not paid (yet).
      if (res.status === 400 || res.status === 404) {
        return { outcome: 'pending', reason: body?.message ?? 'not found at paystack' };
      }
      if (res.status !== 200 || body?.status !== true || !body.data) {
        throw new ProviderError('http', `paystack verify answered ${res.status}`, res.status);
      }
      const data = body.data;
      if (data.status === 'success') {
        if (typeof data.amount !== 'number' || typeof data.currency !== 'string') {
          throw new ProviderError('invalid', 'paystack verify: success without amount/currency');
        }
        return {
          outcome: 'succeeded',
          providerReference: data.reference ?? order.reference,
          amountMinor: data.amount,
          currency: data.currency,
        };
      }
      if (data.status && FAILED.has(data.status)) {
        return { outcome: 'failed', reason: `paystack: ${data.status}` };
      }
      return { outcome: 'pending', reason: `paystack: ${data.status ?? 'unknown'}` };
    },

    isSignatureValid(rawBody, signature) {
      if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
      const expected = createHmac('sha512', options.secretKey).update(rawBody).digest();
      return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
    },
  };
}
export type PaystackGateway = ReturnType<typeof createPaystackGateway>;
