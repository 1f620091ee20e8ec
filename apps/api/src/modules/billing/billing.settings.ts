/** Timings of the order life cycle; tests shorten them (decision 053). */
export type BillingSettings = {
  /** A pending order is first checked by the reconcile job this long after it starts. */
  reconcileAfterMs: number;
  /** …and again this often while it stays pending. */
  recheckEveryMs: number;
  /** A pending order still unpaid this long after it starts expires. */
  orderTtlMs: number;
  /** Orders per reconcile claim. */
  reconcileBatch: number;
};

export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  reconcileAfterMs: 10 * 60_000,
  recheckEveryMs: 10 * 60_000,
  orderTtlMs: 24 * 3_600_000,
  reconcileBatch: 20,
};
