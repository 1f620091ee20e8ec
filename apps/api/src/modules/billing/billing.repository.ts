// Orders: their sale, the caller's own, and the reconcile job's claims.
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, payments, plans, subscriptions, users } from '../../db/schema';
import { UUID } from '../../lib/ids';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function findPlanForSale(db: Tx, planId: string) {
  if (!UUID.test(planId)) return undefined;
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.isActive, true)))
    .limit(1);
  return row;
}

export async function findUserEmail(db: Tx, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

export async function insertOrder(db: Tx, values: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

export async function setProviderOrderId(db: Tx, orderId: string, providerOrderId: string) {
  await db.update(orders).set({ providerOrderId }).where(eq(orders.id, orderId));
}

/** Fails an order that is still pending (a checkout that could not start). */
export async function failPendingOrder(db: Tx, orderId: string, reason: string, now: Date) {
  await db
    .update(orders)
    .set({ status: 'failed', failureReason: reason.slice(0, 300), updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

const orderWithPlan = {
  order: orders,
  planName: plans.planName,
  interval: plans.interval,
};

/** The caller's own order, by our id or (PayPal) by the provider's id; another's → undefined. */
export async function findOwnOrder(
  db: Tx,
  userId: string,
  key: { id: string } | { provider: 'paypal'; providerOrderId: string },
) {
  const match =
    'id' in key
      ? UUID.test(key.id)
        ? eq(orders.id, key.id)
        : undefined
      : and(eq(orders.provider, key.provider), eq(orders.providerOrderId, key.providerOrderId));
  if (!match) return undefined;
  const [row] = await db
    .select(orderWithPlan)
    .from(orders)
    .innerJoin(plans, eq(plans.id, orders.planId))
    .where(and(match, eq(orders.userId, userId)))
    .limit(1);
  return row;
}

export async function findOrderByReference(db: Tx, reference: string) {
  const [row] = await db
    .select(orderWithPlan)
    .from(orders)
    .innerJoin(plans, eq(plans.id, orders.planId))
    .where(eq(orders.reference, reference))
    .limit(1);
  return row;
}

/** The payment and subscription an order produced, if it succeeded. */
export async function findOrderOutcome(db: Tx, orderId: string) {
  const [row] = await db
    .select({ paidAt: payments.paidAt, expiresAt: subscriptions.expiresAt })
    .from(payments)
    .leftJoin(subscriptions, eq(subscriptions.paymentId, payments.id))
    .where(eq(payments.orderId, orderId))
    .limit(1);
  return row;
}

/**
 * Claims pending orders whose next check is due, for one reconcile run: FOR UPDATE SKIP LOCKED
 * then pushing next_check_at forward, so two instances never take the same order.
 */
export async function claimDueOrders(db: Db, now: Date, limit: number, nextCheckAt: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'pending'), lte(orders.nextCheckAt, now)))
      .orderBy(asc(orders.nextCheckAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(orders)
      .set({ nextCheckAt })
      .where(
        inArray(
          orders.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}
