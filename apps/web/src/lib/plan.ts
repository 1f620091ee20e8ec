import type { Subscription } from '@waliyy/contract/billing';

// Whether a plan is running, with nothing else: the signed-in app's gate (subscription.ts) and
// the early-reads script (early-reads.ts, which must stay small) both ask it.

/** Whether the plan is still running at `now` (the server's answer may be a minute old). */
export function isPlanActive(subscription: Subscription | null | undefined, now = Date.now()) {
  return Boolean(subscription && Date.parse(subscription.expiresAt) > now);
}
