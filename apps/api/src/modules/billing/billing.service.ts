import { randomBytes } from 'node:crypto';
import {
  BILLING_MESSAGES,
  type Currency,
  INTERVAL_MONTHS,
  type Order,
  type PaymentProvider,
} from '@waliyy/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PaymentGateways } from '../../lib/payments/gateways';
import { toMajorUnits } from '../../lib/payments/money';
import { sandboxReturnBase } from '../../lib/payments/sandbox';
import type { PaymentGateway, Verification } from '../../lib/payments/types';
import * as repo from './billing.repository';
import type { BillingSettings } from './billing.settings';
import type { SettleResult } from './settlement.repository';
import { createSettlement } from './settlement.service';
import { createSubscriptionReads } from './subscriptions.service';

export type BillingDeps = {
  db: Db;
  clock: Clock;
  gateways: PaymentGateways;
  settings: BillingSettings;
  appUrl: string;
  isProduction: boolean;
  logger: FastifyBaseLogger;
  /** Tells the mail worker that something was queued (the receipt). */
  mailQueued: () => void;
  /** Told how each order the reconcile pass verified came out (the app's metrics). */
  onReconciled?: (result: SettleResult | 'unverified') => void;
};

/** Unguessable (128 bits) and within Paystack's alphabet (letters, digits, '-', '.', '='). */
const newReference = () => `WLY-${randomBytes(16).toString('hex')}`;

type OrderWithPlan = NonNullable<Awaited<ReturnType<typeof repo.findOrderByReference>>>;

export function createBillingService(deps: BillingDeps) {
  const { db, clock, gateways, settings, logger } = deps;
  /** Work started by a webhook after it answered; tests await it with drain(). */
  const background = new Set<Promise<unknown>>();
  const { verifyAndSettle, settle } = createSettlement(deps);

  /**
   * NGN → Paystack, GBP → PayPal, USD → as asked (Paystack by default) (decision 038). The
   * provider asked for is a preference (decision 062: the original client always asks for
   * Paystack): a currency it cannot take goes to a configured provider that can, or to the
   * sandbox outside production. A currency no configured provider takes is closed: 503
   * PAYMENTS_UNAVAILABLE (decision 065). Only the sandbox asked for by name is refused where it
   * does not exist: a test tool never turns into a real checkout.
   */
  function chooseGateway(currency: Currency, asked: PaymentProvider | undefined): PaymentGateway {
    if (asked === 'sandbox') {
      const sandbox = gateways.get('sandbox');
      if (!sandbox) throw new AppError('VALIDATION', BILLING_MESSAGES.sandboxUnavailable);
      return sandbox;
    }
    const gateway = gateways.forCurrency(currency, asked);
    if (!gateway) {
      throw new AppError('PAYMENTS_UNAVAILABLE', BILLING_MESSAGES.paymentsUnavailable(currency));
    }
    return gateway;
  }

  async function toOrder({ order, planName, interval }: OrderWithPlan): Promise<Order> {
    const outcome =
      order.status === 'succeeded' ? await repo.findOrderOutcome(db, order.id) : undefined;
    return {
      id: order.id,
      status: order.status,
      plan: { _id: order.planId, planName },
      amount: toMajorUnits(order.amountMinor),
      currency: order.currency,
      provider: order.provider,
      duration: INTERVAL_MONTHS[interval],
      reference: order.reference,
      createdAt: order.createdAt.toISOString(),
      paidAt: outcome?.paidAt.toISOString() ?? null,
      expiresAt: outcome?.expiresAt?.toISOString() ?? null,
    };
  }

  /** Refreshes a pending order from its provider, then answers it. */
  async function freshOrder(found: OrderWithPlan): Promise<Order> {
    if (found.order.status !== 'pending') return toOrder(found);
    await verifyAndSettle(found.order);
    const reread = await repo.findOrderByReference(db, found.order.reference);
    return toOrder(reread ?? found);
  }

  /** Where the sandbox sends a browser that sent this `Origin` (see sandboxReturnBase). */
  function returnBase(originHeader: string | string[] | undefined): string {
    return sandboxReturnBase(originHeader, {
      appUrl: deps.appUrl,
      isProduction: deps.isProduction,
    });
  }

  function track(work: Promise<unknown>) {
    const tracked = work
      .catch((error: unknown) => logger.error({ err: error }, 'payment webhook processing failed'))
      .finally(() => background.delete(tracked));
    background.add(tracked);
  }

  return {
    ...createSubscriptionReads(deps),

    isSandbox: gateways.isSandbox,

    /** Which currencies can be paid here, and through whom (GET /plans, the start-up log). */
    providersFor: gateways.providersFor,
    unpayableCurrencies: gateways.unpayableCurrencies,

    returnBase,

    /**
     * Starts a payment: a pending order bound to the account, plan, amount and currency.
     * `originHeader` only matters to the sandbox (see sandboxReturnBase); real providers return
     * to APP_URL.
     */
    async makePayment(
      userId: string,
      planId: string,
      asked: PaymentProvider | undefined,
      originHeader?: string | string[],
    ) {
      const plan = await repo.findPlanForSale(db, planId);
      if (!plan) throw notFound(BILLING_MESSAGES.planNotFound);
      const gateway = chooseGateway(plan.currency, asked);
      const email = await repo.findUserEmail(db, userId);
      if (!email) throw notFound();
      const now = clock.now();
      const order = await repo.insertOrder(db, {
        userId,
        planId: plan.id,
        amountMinor: plan.amountMinor,
        currency: plan.currency,
        provider: gateway.name,
        reference: newReference(),
        status: 'pending',
        nextCheckAt: new Date(now.getTime() + settings.reconcileAfterMs),
        expiresAt: new Date(now.getTime() + settings.orderTtlMs),
      });
      try {
        const checkout = await gateway.startCheckout({
          ...order,
          email,
          returnUrl: `${gateway.name === 'sandbox' ? returnBase(originHeader) : deps.appUrl}/confirm-payment`,
        });
        if (checkout.providerOrderId) {
          await repo.setProviderOrderId(db, order.id, checkout.providerOrderId);
        }
        return {
          id: order.id,
          authorizationUrl: checkout.authorizationUrl,
          reference: order.reference,
          provider: gateway.name,
          /** The real provider asked for, when another real one took the order instead. */
          insteadOf: asked && gateway.name !== 'sandbox' && asked !== gateway.name ? asked : null,
          currency: plan.currency,
        };
      } catch (error) {
        // The buyer never got a payment page, so nothing can be paid on this order.
        logger.warn(
          { orderId: order.id, provider: gateway.name, err: error },
          'could not start a checkout',
        );
        await repo.failPendingOrder(
          db,
          order.id,
          `checkout not started: ${(error as Error).message}`,
          clock.now(),
        );
        throw new AppError('UNAVAILABLE', BILLING_MESSAGES.providerUnreachable);
      }
    },

    /** The caller's order (verified with the provider first while pending); another's → 404. */
    async getOrder(userId: string, id: string): Promise<Order> {
      const found = await repo.findOwnOrder(db, userId, { id });
      if (!found) throw notFound(BILLING_MESSAGES.orderNotFound);
      return freshOrder(found);
    },

    /**
     * PayPal's return: `id` is our order id or PayPal's order id (the `token` PayPal appends
     * to the return URL). Captures it if approved; the stable PayPal-Request-Id makes a retry
     * answer the first capture instead of taking the money twice.
     */
    async capturePayPal(userId: string, id: string): Promise<Order> {
      const found =
        (await repo.findOwnOrder(db, userId, { id })) ??
        (await repo.findOwnOrder(db, userId, { provider: 'paypal', providerOrderId: id }));
      if (!found || (found.order.provider !== 'paypal' && found.order.provider !== 'sandbox')) {
        throw notFound(BILLING_MESSAGES.orderNotFound);
      }
      return freshOrder(found);
    },

    /**
     * A Paystack event whose signature has been checked: it only tells us which order to look
     * at. The grant still waits for GET /transaction/verify, done after the webhook has had its
     * 200; if that fails, the reconcile job gets to it.
     */
    acceptPaystackEvent(event: unknown): void {
      const body = event as { event?: unknown; data?: { reference?: unknown } } | null;
      const reference = body?.data?.reference;
      if (
        body?.event !== 'charge.success' ||
        typeof reference !== 'string' ||
        reference.length > 100
      ) {
        return;
      }
      track(
        (async () => {
          const found = await repo.findOrderByReference(db, reference);
          if (found?.order.provider !== 'paystack' || found.order.status === 'succeeded') {
            return;
          }
          await verifyAndSettle(found.order);
        })(),
      );
    },

    /** Waits for the work webhooks started (tests; graceful shutdown). */
    async drain(): Promise<void> {
      while (background.size > 0) await Promise.allSettled([...background]);
    },

    /** The sandbox checkout page's order, by its unguessable reference (no token: decision 031). */
    async findSandboxOrder(reference: string) {
      if (!gateways.isSandbox || reference.length > 100) return undefined;
      const found = await repo.findOrderByReference(db, reference);
      return found?.order.provider === 'sandbox' ? found : undefined;
    },

    /** The sandbox's Complete or Decline button: the sandbox is the provider, so it decides. */
    async settleSandbox(reference: string, decision: 'complete' | 'decline') {
      const found = await this.findSandboxOrder(reference);
      if (!found) return undefined;
      const { order } = found;
      // A decision is final: the page shows no buttons once the order is settled.
      if (order.status !== 'pending') return order.status;
      const verification: Verification =
        decision === 'complete'
          ? {
              outcome: 'succeeded',
              providerReference: `sandbox-${order.reference}`,
              amountMinor: order.amountMinor,
              currency: order.currency,
            }
          : { outcome: 'failed', reason: 'sandbox: declined by the user' };
      return settle(order.id, verification);
    },

    /**
     * One reconcile pass: pending orders whose check is due are verified with their provider,
     * then succeed, fail, or expire once past their time. Claims are exclusive across
     * instances (FOR UPDATE SKIP LOCKED). Answers how many orders were looked at.
     */
    async reconcileDue(): Promise<number> {
      let seen = 0;
      for (;;) {
        const now = clock.now();
        const claimed = await repo.claimDueOrders(
          db,
          now,
          settings.reconcileBatch,
          new Date(now.getTime() + settings.recheckEveryMs),
        );
        for (const order of claimed) {
          const result = await verifyAndSettle(order);
          deps.onReconciled?.(result);
          // No provider for it any more (keys changed): it can only run out of time.
          if (result === 'unverified' && !gateways.get(order.provider)) {
            await settle(order.id, { outcome: 'pending', reason: 'provider not configured' });
          }
        }
        seen += claimed.length;
        if (claimed.length < settings.reconcileBatch) return seen;
      }
    },
  };
}
export type BillingService = ReturnType<typeof createBillingService>;
