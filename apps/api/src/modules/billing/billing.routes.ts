import {
  BILLING_MESSAGES,
  BillingHistoryResponse,
  MakePaymentBody,
  MakePaymentResponse,
  type Order,
  OrderResponse,
  opaqueText,
  SubscriptionResponse,
} from '@waliyy/contract';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/authenticate';
import type { BillingService } from './billing.service';

const security = [{ bearerAuth: [] }];
// Any string: an id that is not the caller's (or not a UUID at all) is 404, not 400 (decision 030).
const IdParams = z.object({ id: opaqueText().min(1).max(100) });
const PlanParams = z.object({ planId: opaqueText().min(1).max(100) });

const ORDER_MESSAGES: Record<Order['status'], string> = {
  pending: BILLING_MESSAGES.orderPending,
  succeeded: BILLING_MESSAGES.orderSucceeded,
  failed: BILLING_MESSAGES.orderFailed,
  expired: BILLING_MESSAGES.orderExpired,
};
const orderAnswer = (order: Order) => ({ message: ORDER_MESSAGES[order.status], data: order });

/** Payments and subscriptions of the signed-in account (product.md §7). */
export const billingRoutes: FastifyPluginAsync<{
  billing: BillingService;
  authenticate: onRequestHookHandler;
}> = async (app, { billing, authenticate }) => {
  app.addHook('onRequest', authenticate);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/payment/make-payment/:planId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start paying for a plan: answers the order id, the payment page and the provider',
        description:
          "`provider` is a preference (decision 062): a currency it cannot take goes to a configured provider that can (GBP → PayPal), or to the sandbox outside production; `data.provider` says which took the order. No provider for the plan's currency: 503 PAYMENTS_UNAVAILABLE.",
        security,
        params: PlanParams,
        // No body at all is fine: the provider then follows the currency.
        body: MakePaymentBody.nullish(),
        response: { 200: MakePaymentResponse },
      },
    },
    async (request) => {
      const started = await billing.makePayment(
        authOf(request).userId,
        request.params.planId,
        request.body?.provider,
        request.headers.origin,
      );
      return {
        message: started.insteadOf
          ? BILLING_MESSAGES.paymentRedirected(
              started.insteadOf,
              started.provider,
              started.currency,
            )
          : BILLING_MESSAGES.paymentStarted,
        data: {
          id: started.id,
          provider: started.provider,
          data: { authorization_url: started.authorizationUrl, reference: started.reference },
        },
      };
    },
  );

  api.get(
    '/payment/order/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'One of your orders, verified with the provider first while pending',
        security,
        params: IdParams,
        response: { 200: OrderResponse },
      },
    },
    async (request) =>
      orderAnswer(await billing.getOrder(authOf(request).userId, request.params.id)),
  );

  api.get(
    '/payment/paypal-capture/:id',
    {
      schema: {
        tags: ['payments'],
        summary: "Capture an approved PayPal order ({id}: our order id or PayPal's token)",
        security,
        params: IdParams,
        response: { 200: OrderResponse },
      },
    },
    async (request) =>
      orderAnswer(await billing.capturePayPal(authOf(request).userId, request.params.id)),
  );

  api.get(
    '/subscriptions/active',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'The current plan, or null',
        security,
        response: { 200: SubscriptionResponse },
      },
    },
    async (request) => {
      const data = await billing.activeSubscription(authOf(request).userId);
      return {
        message: data ? BILLING_MESSAGES.subscriptionActive : BILLING_MESSAGES.subscriptionNone,
        data,
      };
    },
  );

  api.get(
    '/subscriptions',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Billing history, newest first',
        security,
        response: { 200: BillingHistoryResponse },
      },
    },
    async (request) => ({
      message: BILLING_MESSAGES.history,
      data: await billing.history(authOf(request).userId),
    }),
  );
};
