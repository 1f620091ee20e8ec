import { and, asc, desc, eq, gt, inArray, lte, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, payments, plans, subscriptions, users } from '../../db/schema';
import { UUID } from '../../lib/ids';
import type { Verification } from '../../lib/payments/types';

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

export async function findOrderById(db: Tx, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
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

/** One calendar year later (UTC); 29 February rolls to 1 March. */
export function addOneYear(date: Date): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/** A payment just granted: what its receipt needs from the order. */
export type GrantedPayment = {
  userId: string;
  planId: string;
  amountMinor: number;
  currency: OrderRow['currency'];
  provider: OrderRow['provider'];
  reference: string;
  providerReference: string;
  paidAt: Date;
  startsAt: Date;
  expiresAt: Date;
};

/** Whom a receipt goes to, and the plan's name. */
export async function findReceiptContext(db: Tx, userId: string, planId: string) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, planName: plans.planName })
    .from(users)
    .innerJoin(plans, eq(plans.id, planId))
    .where(eq(users.id, userId));
  return row;
}

export type SettleResult =
  | 'granted'
  | 'already_succeeded'
  | 'mismatch'
  | 'duplicate_reference'
  | 'failed'
  | 'expired'
  | 'pending'
  | 'missing';

/**
 * Applies the provider's word to an order, in one transaction. The order row is locked
 * (FOR UPDATE) so the webhook, the confirmation page, a capture and the reconcile job racing
 * each other settle it once: the first grants, the others find it succeeded. A success is
 * granted only when the amount (minor units) and currency are exactly the order's. The
 * database backs this up: one payment per order and per provider reference, one subscription
 * per payment. Paying while a year runs starts the new year at its end.
 */
export async function settleOrder(
  db: Db,
  orderId: string,
  verification: Verification,
  now: Date,
  /** Runs in the granting transaction, once per payment (the receipt e-mail is queued here). */
  onGranted?: (tx: Tx, granted: GrantedPayment) => Promise<void>,
): Promise<SettleResult> {
  return db.transaction(async (tx) => {
    // Lock the account before the order: account deletion takes the same order (users, then
    // the orders it anonymises), so the two never deadlock.
    const [peek] = await tx
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!peek) return 'missing';
    if (peek.userId) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, peek.userId)).for('update');
    }
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return 'missing';
    if (order.status === 'succeeded') return 'already_succeeded';

    if (verification.outcome === 'pending') {
      if (order.status === 'pending' && order.expiresAt <= now) {
        await tx
          .update(orders)
          .set({ status: 'expired', failureReason: verification.reason, updatedAt: now })
          .where(eq(orders.id, order.id));
        return 'expired';
      }
      return order.status === 'pending' ? 'pending' : order.status;
    }

    if (verification.outcome === 'failed') {
      if (order.status !== 'pending') return order.status;
      await tx
        .update(orders)
        .set({ status: 'failed', failureReason: verification.reason, updatedAt: now })
        .where(eq(orders.id, order.id));
      return 'failed';
    }

    // A success (money moved), whatever we thought of the order before: it must match.
    if (
      verification.amountMinor !== order.amountMinor ||
      verification.currency !== order.currency
    ) {
      await tx
        .update(orders)
        .set({
          status: 'failed',
          failureReason: `paid ${verification.amountMinor} ${verification.currency}, expected ${order.amountMinor} ${order.currency}`,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id));
      return 'mismatch';
    }

    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: order.provider,
        providerReference: verification.providerReference,
        amountMinor: verification.amountMinor,
        currency: order.currency,
        paidAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    if (!payment) {
      // This provider reference already paid for another order: never count it twice.
      await tx
        .update(orders)
        .set({ status: 'failed', failureReason: 'provider reference already used', updatedAt: now })
        .where(eq(orders.id, order.id));
      return 'duplicate_reference';
    }

    if (order.userId) {
      const [latest] = await tx
        .select({ expiresAt: max(subscriptions.expiresAt) })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, order.userId), gt(subscriptions.expiresAt, now)));
      const startsAt = latest?.expiresAt && latest.expiresAt > now ? latest.expiresAt : now;
      const expiresAt = addOneYear(startsAt);
      await tx.insert(subscriptions).values({
        userId: order.userId,
        planId: order.planId,
        paymentId: payment.id,
        startsAt,
        expiresAt,
      });
      await onGranted?.(tx, {
        userId: order.userId,
        planId: order.planId,
        amountMinor: verification.amountMinor,
        currency: order.currency,
        provider: order.provider,
        reference: order.reference,
        providerReference: verification.providerReference,
        paidAt: now,
        startsAt,
        expiresAt,
      });
    }
    await tx
      .update(orders)
      .set({ status: 'succeeded', failureReason: null, updatedAt: now })
      .where(eq(orders.id, order.id));
    return 'granted';
  });
}

const subscriptionColumns = {
  id: subscriptions.id,
  startsAt: subscriptions.startsAt,
  expiresAt: subscriptions.expiresAt,
  planName: plans.planName,
  planCurrency: plans.currency,
  amountMinor: payments.amountMinor,
  currency: payments.currency,
  paidAt: payments.paidAt,
  provider: payments.provider,
  reference: orders.reference,
  /** Granted by staff (no payment: the payment columns are null). */
  grantedAt: subscriptions.createdAt,
};

/** The account's paid years, newest first. */
export async function listSubscriptions(db: Tx, userId: string) {
  return db
    .select(subscriptionColumns)
    .from(subscriptions)
    .leftJoin(payments, eq(payments.id, subscriptions.paymentId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.createdAt));
}

/** The year that ends last among those not yet over (the end of the paid time). */
export async function findLatestUnexpired(db: Tx, userId: string, now: Date) {
  const [row] = await db
    .select(subscriptionColumns)
    .from(subscriptions)
    .leftJoin(payments, eq(payments.id, subscriptions.paymentId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.expiresAt, now)))
    .orderBy(desc(subscriptions.expiresAt))
    .limit(1);
  return row;
}
