// Subscriptions: whether a plan runs now, and the account's paid years.
import { and, desc, eq, gt, lte, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, payments, plans, subscriptions } from '../../db/schema';

/**
 * Whether the account has an active paid plan at `now`: a subscription year that has started
 * and not yet ended (the end itself is already outside it). Everything that depends on a plan
 * asks here (decision 041): the singles limit, and likes and matches when they land.
 */
export async function hasActivePlan(db: Tx, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(activePlanWhere(userId, now))
    .limit(1);
  return Boolean(row);
}

/**
 * The same rule as a condition on `subscriptions`, for a statement that reads the plan with
 * other things (the likes' caller, decision 086): values or placeholders.
 */
export function activePlanWhere(userId: string | SQLWrapper, now: Date | SQLWrapper): SQL {
  return and(
    eq(subscriptions.userId, userId),
    lte(subscriptions.startsAt, now),
    gt(subscriptions.expiresAt, now),
  ) as SQL;
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
