// The PayPal half of the fake payment provider (fake-payments.ts): OAuth tokens, orders, their
// capture with PayPal-Request-Id idempotency, and the controls tests use.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const FAKE_PAYPAL_CLIENT_ID = 'fake-paypal-client-id';
export const FAKE_PAYPAL_CLIENT_SECRET = 'fake-paypal-client-secret';

export type PayPalAmount = { currency_code: string; value: string };
export type PayPalOrder = {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  amount: PayPalAmount;
  referenceId: string;
  /** What the capture will report (a test may make it differ from the order). */
  captureAmount: PayPalAmount;
  capture?: { id: string; status: 'COMPLETED'; amount: PayPalAmount };
};

/** `base` is the fake server's address (known once it listens). */
export function createFakePayPal(base: () => string) {
  const paypalOrders = new Map<string, PayPalOrder>();
  /** PayPal idempotency: request id → the response first given to it. */
  const paypalReplies = new Map<string, { status: number; body: unknown }>();
  const tokens = new Set<string>();
  let captures = 0;
  let failCaptures = 0;

  /** Answers a PayPal request through `send`; false when the path is not PayPal's. */
  function route(
    method: string,
    path: string,
    req: IncomingMessage,
    body: unknown,
    send: (status: number, body: unknown) => void,
  ): boolean {
    const answer = (status: number, reply: unknown) => {
      send(status, reply);
      return true;
    };
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${FAKE_PAYPAL_CLIENT_ID}:${FAKE_PAYPAL_CLIENT_SECRET}`).toString('base64')}`;
      if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
        return answer(401, { error: 'invalid_client' });
      }
      const token = `A21AA${randomBytes(12).toString('hex')}`;
      tokens.add(token);
      return answer(200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: 32400,
        nonce: randomBytes(8).toString('hex'),
      });
    }
    if (path.startsWith('/v2/checkout/orders')) {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !tokens.has(token)) {
        return answer(401, { error: 'invalid_token', error_description: 'Token is invalid' });
      }
      const requestId = req.headers['paypal-request-id'];
      const key = typeof requestId === 'string' ? `${method} ${path} ${requestId}` : undefined;
      const earlier = key ? paypalReplies.get(key) : undefined;
      if (earlier) return answer(earlier.status, earlier.body);
      const remember = (status: number, reply: unknown) => {
        if (key) paypalReplies.set(key, { status, body: reply });
        return answer(status, reply);
      };

      if (method === 'POST' && path === '/v2/checkout/orders') {
        const unit = (
          body as { purchase_units?: { reference_id?: string; amount?: PayPalAmount }[] }
        ).purchase_units?.[0];
        if (!unit?.amount?.value || !unit.amount.currency_code) {
          return answer(422, {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'MISSING_AMOUNT' }],
          });
        }
        const id = randomBytes(8).toString('hex').toUpperCase();
        const order: PayPalOrder = {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          amount: unit.amount,
          referenceId: unit.reference_id ?? 'default',
          captureAmount: unit.amount,
        };
        paypalOrders.set(id, order);
        return remember(200, paypalOrderBody(order));
      }
      const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
      const order = match?.[1] ? paypalOrders.get(decodeURIComponent(match[1])) : undefined;
      if (!order) {
        return answer(404, {
          name: 'RESOURCE_NOT_FOUND',
          details: [{ issue: 'INVALID_RESOURCE_ID' }],
        });
      }
      if (method === 'GET' && !match?.[2]) return answer(200, paypalOrderBody(order));
      if (method === 'POST' && match?.[2]) {
        if (failCaptures > 0) {
          failCaptures -= 1;
          return answer(500, { name: 'INTERNAL_SERVER_ERROR', details: [] });
        }
        if (order.status === 'COMPLETED') {
          return remember(422, {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
          });
        }
        if (order.status !== 'APPROVED') {
          return remember(422, {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'ORDER_NOT_APPROVED' }],
          });
        }
        captures += 1;
        order.status = 'COMPLETED';
        order.capture = {
          id: `CAP${randomBytes(6).toString('hex').toUpperCase()}`,
          status: 'COMPLETED',
          amount: order.captureAmount,
        };
        return remember(201, paypalOrderBody(order));
      }
    }
    return false;
  }

  function paypalOrderBody(order: PayPalOrder) {
    return {
      id: order.id,
      status: order.status,
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: order.referenceId,
          amount: order.amount,
          ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
        },
      ],
      links: [
        { href: `${base()}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        {
          href: `${base()}/checkoutnow?token=${order.id}`,
          rel: 'payer-action',
          method: 'GET',
        },
      ],
    };
  }

  const controls = {
    order: (id: string) => paypalOrders.get(id),
    /** The buyer approves on PayPal's page; the capture will report `captureAmount`. */
    approve(id: string, captureAmount?: PayPalAmount) {
      const order = paypalOrders.get(id);
      if (!order) throw new Error(`no paypal order ${id}`);
      order.status = 'APPROVED';
      if (captureAmount) order.captureAmount = captureAmount;
    },
    /** The next `n` captures fail with a 500 before doing anything. */
    failNextCaptures(n: number) {
      failCaptures = n;
    },
    /** How many captures actually took money. */
    captures: () => captures,
  };
  return { route, controls };
}
