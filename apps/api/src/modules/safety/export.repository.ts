import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  blocks,
  children,
  likes,
  matches,
  orders,
  payments,
  plans,
  preferences,
  reports,
  subscriptions,
  users,
} from '../../db/schema';

/**
 * The reads behind `GET /account/export`: the account's own rows, and of other families only
 * the display id of the single on the other side (a handful of indexed queries, no N+1).
 */
export async function findAccount(db: Tx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      alternateEmail: users.alternateEmail,
      gender: users.gender,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function singlesWithPreferences(db: Tx, userId: string) {
  return db
    .select({ child: children, preference: preferences })
    .from(children)
    .leftJoin(preferences, eq(preferences.childId, children.id))
    .where(eq(children.userId, userId))
    .orderBy(asc(children.createdAt), asc(children.id));
}

const other = alias(children, 'other');

/** Every like the singles gave or received, whatever its status, with the other display id. */
export async function likesOf(db: Tx, childIds: string[]) {
  if (childIds.length === 0) return [];
  return db
    .select({
      id: likes.id,
      initiatorId: likes.initiatorId,
      receiverId: likes.receiverId,
      status: likes.status,
      createdAt: likes.createdAt,
      closedAt: likes.closedAt,
      otherDisplayId: other.displayId,
    })
    .from(likes)
    .innerJoin(
      other,
      or(
        and(inArray(likes.initiatorId, childIds), eq(other.id, likes.receiverId)),
        and(inArray(likes.receiverId, childIds), eq(other.id, likes.initiatorId)),
      ),
    )
    .orderBy(asc(likes.createdAt), asc(likes.id));
}

export async function matchesOf(db: Tx, childIds: string[]) {
  if (childIds.length === 0) return [];
  return db
    .select({
      id: matches.id,
      manId: matches.manId,
      womanId: matches.womanId,
      status: matches.status,
      createdAt: matches.createdAt,
      endedAt: matches.endedAt,
      otherDisplayId: other.displayId,
    })
    .from(matches)
    .innerJoin(
      other,
      or(
        and(inArray(matches.manId, childIds), eq(other.id, matches.womanId)),
        and(inArray(matches.womanId, childIds), eq(other.id, matches.manId)),
      ),
    )
    .orderBy(asc(matches.createdAt), asc(matches.id));
}

/** Paid (and granted) years with their payments, oldest first. */
export async function paymentsOf(db: Tx, userId: string) {
  return db
    .select({
      subscriptionId: subscriptions.id,
      planName: plans.planName,
      planCurrency: plans.currency,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
      provider: payments.provider,
      reference: orders.reference,
      paidAt: payments.paidAt,
      startsAt: subscriptions.startsAt,
      expiresAt: subscriptions.expiresAt,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(payments, eq(payments.id, subscriptions.paymentId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.startsAt));
}

export async function blocksOf(db: Tx, userId: string) {
  return db
    .select({ displayId: children.displayId, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(children, eq(children.id, blocks.childId))
    .where(eq(blocks.userId, userId))
    .orderBy(asc(blocks.createdAt));
}

export async function reportsOf(db: Tx, userId: string) {
  return db
    .select({
      displayId: reports.reportedDisplayId,
      reason: reports.reason,
      note: reports.note,
      status: reports.status,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(eq(reports.reporterUserId, userId))
    .orderBy(asc(reports.createdAt));
}
