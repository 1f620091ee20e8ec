/** Plans, orders, payments and the plan years they buy. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './people';

/** Paid plans, one row per currency (decision 038). Amounts in minor units. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planName: text('plan_name').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['NGN', 'USD', 'GBP'] }).notNull(),
    planDescription: text('plan_description').notNull(),
    interval: text('interval', { enum: ['annual'] })
      .notNull()
      .default('annual'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Set when staff edit the plan: start-up seeding leaves its price alone from then on. */
    adminEditedAt: timestamp('admin_edited_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plans_name_currency_unique').on(t.planName, t.currency),
    check('plans_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);

/**
 * An attempt to buy a plan: bound to the account, plan, amount and currency when it starts
 * (amounts in minor units). Kept when the account is deleted, without the owner (decision 051).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['NGN', 'USD', 'GBP'] }).notNull(),
    provider: text('provider', { enum: ['paystack', 'paypal', 'sandbox'] }).notNull(),
    /** Ours, random and unguessable: Paystack's transaction reference and the sandbox page key. */
    reference: text('reference').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    /** The provider's own id for it (PayPal's order id). */
    providerOrderId: text('provider_order_id'),
    /** Why it failed (amount mismatch, declined…), for support; never shown as is. */
    failureReason: text('failure_reason'),
    /** When the reconcile job looks at it next while it is pending. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    /** A pending order still unpaid at this time expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_reference_unique').on(t.reference),
    uniqueIndex('orders_provider_order_unique')
      .on(t.provider, t.providerOrderId)
      .where(sql`${t.providerOrderId} is not null`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The overview's failed and abandoned payments per bucket (decision 023).
    index('orders_created_idx').on(t.createdAt),
    index('orders_due_idx').on(t.nextCheckAt).where(sql`${t.status} = 'pending'`),
    check('orders_amount_check', sql`${t.amountMinor} >= 0`),
    check('orders_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'expired')`),
  ],
);

/** Money received, verified with the provider: once per provider reference, once per order. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['paystack', 'paypal', 'sandbox'] }).notNull(),
    /** Paystack's transaction reference, PayPal's capture id, the sandbox's own. */
    providerReference: text('provider_reference').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency', { enum: ['NGN', 'USD', 'GBP'] }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_unique').on(t.provider, t.providerReference),
    uniqueIndex('payments_order_unique').on(t.orderId),
    // The admin overview's revenue per day and currency.
    index('payments_paid_idx').on(t.paidAt, t.currency),
  ],
);

/**
 * A paid year of a plan. Paying while one runs starts the new year at its end, so the years
 * of an account never overlap. Kept anonymised when the account is deleted (decision 051).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    /** The payment that bought it; null for a year granted by staff (no money moved). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** Why staff granted it (admin console); set exactly when there is no payment. */
    grantReason: text('grant_reason'),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_payment_unique').on(t.paymentId),
    index('subscriptions_user_idx').on(t.userId, t.expiresAt),
    check('subscriptions_period_check', sql`${t.expiresAt} > ${t.startsAt}`),
    check(
      'subscriptions_paid_or_granted_check',
      sql`(${t.paymentId} is null) = (${t.grantReason} is not null)`,
    ),
    // The admin overview's active subscriptions per day (years starting and ending per day).
    index('subscriptions_starts_idx').on(t.startsAt),
    index('subscriptions_expires_idx').on(t.expiresAt),
  ],
);
