import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { orders, payments, plans, subscriptions, users } from '../../db/schema';

// An account's billing for the console (decision 024): the newest orders with their
// payments, and the newest years (paid or granted). Explicit columns: nothing of a provider's
// payload, only the references support quotes.

const total = sql<number>`count(*) over ()`.mapWith(Number);

/** The newest `limit` orders (orders_user_idx), each with its payment and plan, and the total. */
export async function ordersOf(db: Tx, userId: string, limit: number) {
  return db
    .select({
      id: orders.id,
      planName: plans.planName,
      provider: orders.provider,
      reference: orders.reference,
      providerOrderId: orders.providerOrderId,
      amountMinor: orders.amountMinor,
      currency: orders.currency,
      status: orders.status,
      failureReason: orders.failureReason,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      paymentId: payments.id,
      paymentProvider: payments.provider,
      paymentReference: payments.providerReference,
      paymentAmountMinor: payments.amountMinor,
      paymentCurrency: payments.currency,
      paidAt: payments.paidAt,
      total,
    })
    .from(orders)
    .innerJoin(plans, eq(plans.id, orders.planId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The newest `limit` years of plans (subscriptions_user_idx), paid or granted, and the total. */
export async function subscriptionsOf(db: Tx, userId: string, limit: number) {
  const granter = alias(users, 'granter');
  return db
    .select({
      id: subscriptions.id,
      planName: plans.planName,
      currency: plans.currency,
      paymentId: subscriptions.paymentId,
      paymentReference: payments.providerReference,
      grantedById: subscriptions.grantedBy,
      grantedByEmail: granter.email,
      grantReason: subscriptions.grantReason,
      startsAt: subscriptions.startsAt,
      expiresAt: subscriptions.expiresAt,
      createdAt: subscriptions.createdAt,
      total,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(payments, eq(payments.id, subscriptions.paymentId))
    .leftJoin(granter, eq(granter.id, subscriptions.grantedBy))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.expiresAt), desc(subscriptions.id))
    .limit(limit);
}
