/**
 * What other modules may use of this one; everything else in the folder is its own.
 * (scripts/check-shape.mjs: a module imports another only through its index.ts.)
 */
export { type BillingSettings, DEFAULT_BILLING_SETTINGS } from './billing.settings';
export { addOneYear } from './settlement.repository';
export { activePlanWhere, hasActivePlan } from './subscriptions.repository';
