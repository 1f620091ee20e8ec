import { callProvider, ProviderError } from './http';
import { formatMajorUnits, parseMajorUnits } from './money';
import type { PaymentGateway, ProviderOrder, Verification } from './types';

export type PayPalOptions = {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  now?: () => number;
};

type PayPalLink = { rel?: string; href?: string };
type PayPalCapture = {
  id?: string;
  status?: string;
  amount?: { currency_code?: string; value?: string };
};
type PayPalOrder = {
  id?: string;
  status?: string;
  links?: PayPalLink[];
  purchase_units?: { payments?: { captures?: PayPalCapture[] } }[];
  details?: { issue?: string }[];
  name?: string;
};

/**
 * The stable idempotency key of one order's capture: PayPal answers a repeated request with
 * the same PayPal-Request-Id with the first result, so a retry can never capture twice.
 */
export const captureRequestId = (order: Pick<ProviderOrder, 'id'>) => `waliyy-capture-${order.id}`;
export const createRequestId = (order: Pick<ProviderOrder, 'id'>) => `waliyy-create-${order.id}`;

/**
 * PayPal (GBP, USD): OAuth client credentials, Orders v2 create, then capture once the buyer
 * has approved. https://developer.paypal.com/docs/api/orders/v2/
 */
export function createPayPalGateway(options: PayPalOptions): PaymentGateway {
  const base = options.apiUrl.replace(/\/$/, '');
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > now()) return cached.token;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const res = await callProvider(
      `${base}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      },
      options.timeoutMs,
    );
    const body = res.body as { access_token?: string; expires_in?: number } | null;
    if (res.status !== 200 || typeof body?.access_token !== 'string') {
      throw new ProviderError('http', `paypal oauth answered ${res.status}`, res.status);
    }
    // Renew a minute early so a token never expires mid-request.
    const ttl = Math.max(0, ((body.expires_in ?? 300) - 60) * 1000);
    cached = { token: body.access_token, expiresAt: now() + ttl };
    return body.access_token;
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    extra: { body?: unknown; requestId?: string } = {},
  ) {
    const token = await accessToken();
    const res = await callProvider(
      `${base}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          prefer: 'return=representation',
          ...(extra.requestId ? { 'paypal-request-id': extra.requestId } : {}),
        },
        ...(extra.body === undefined ? {} : { body: JSON.stringify(extra.body) }),
      },
      options.timeoutMs,
    );
    if (res.status === 401) cached = undefined;
    return { status: res.status, body: (res.body ?? {}) as PayPalOrder };
  }

  function fromCompleted(order: PayPalOrder): Verification {
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture?.id || !capture.amount?.value || !capture.amount.currency_code) {
      throw new ProviderError('invalid', 'paypal: completed order without a capture');
    }
    if (capture.status === 'PENDING')
      return { outcome: 'pending', reason: 'paypal: capture pending' };
    if (capture.status !== 'COMPLETED') {
      return { outcome: 'failed', reason: `paypal: capture ${capture.status ?? 'unknown'}` };
    }
    const amountMinor = parseMajorUnits(capture.amount.value);
    if (amountMinor === null) throw new ProviderError('invalid', 'paypal: unreadable amount');
    return {
      outcome: 'succeeded',
      providerReference: capture.id,
      amountMinor,
      currency: capture.amount.currency_code,
    };
  }

  async function capture(order: ProviderOrder & { providerOrderId: string }) {
    const res = await call(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(order.providerOrderId)}/capture`,
      {
        requestId: captureRequestId(order),
        body: {},
      },
    );
    if (res.status === 200 || res.status === 201) return fromCompleted(res.body);
    const issue = res.body.details?.[0]?.issue;
    if (issue === 'ORDER_NOT_APPROVED')
      return { outcome: 'pending', reason: 'paypal: not approved' } as const;
    if (issue === 'ORDER_ALREADY_CAPTURED') {
      const again = await call(
        'GET',
        `/v2/checkout/orders/${encodeURIComponent(order.providerOrderId)}`,
      );
      if (again.status === 200) return fromCompleted(again.body);
    }
    if (issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_ACTION_REQUIRED') {
      // The buyer may go back and choose another card: still theirs to finish.
      return { outcome: 'pending', reason: `paypal: ${issue}` } as const;
    }
    throw new ProviderError(
      'http',
      `paypal capture answered ${res.status} ${issue ?? ''}`,
      res.status,
    );
  }

  return {
    name: 'paypal',
    currencies: ['GBP', 'USD'],

    async startCheckout(order) {
      const res = await call('POST', '/v2/checkout/orders', {
        requestId: createRequestId(order),
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.reference,
              custom_id: order.id,
              invoice_id: order.reference,
              description: 'Waliyy Premium (one year)',
              amount: { currency_code: order.currency, value: formatMajorUnits(order.amountMinor) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: 'Waliyy',
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: order.returnUrl,
                cancel_url: order.returnUrl,
              },
            },
          },
        },
      });
      const link = res.body.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if ((res.status !== 200 && res.status !== 201) || !res.body.id || !link?.href) {
        throw new ProviderError('http', `paypal create order answered ${res.status}`, res.status);
      }
      return { authorizationUrl: link.href, providerOrderId: res.body.id };
    },

    async verify(order): Promise<Verification> {
      if (!order.providerOrderId) return { outcome: 'pending', reason: 'paypal: no order yet' };
      const id = order.providerOrderId;
      const res = await call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
      if (res.status === 404) return { outcome: 'pending', reason: 'paypal: order not found' };
      if (res.status !== 200) {
        throw new ProviderError('http', `paypal get order answered ${res.status}`, res.status);
      }
      switch (res.body.status) {
        case 'COMPLETED':
          return fromCompleted(res.body);
        case 'APPROVED':
          return capture({ ...order, providerOrderId: id });
        case 'VOIDED':
          return { outcome: 'failed', reason: 'paypal: order voided' };
        default:
          return { outcome: 'pending', reason: `paypal: ${res.body.status ?? 'unknown'}` };
      }
    },
  };
}
