// Settling an order on the provider's word: the grant of a paid year, once per order.
import { and, eq, gt, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, payments, plans, subscriptions, users } from '../../db/schema';
import type { Verification } from '../../lib/payments/types';
import type { OrderRow } from './billing.repository';

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
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      planName: plans.planName,
    })
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
