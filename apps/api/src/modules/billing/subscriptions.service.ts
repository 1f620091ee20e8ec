// The account's paid time: the running subscription and the history of its paid years.
import { type BillingHistoryEntry, periodMonths, type Subscription } from '@waliyy/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { toMajorUnits } from '../../lib/payments/money';
import { findLatestUnexpired, hasActivePlan, listSubscriptions } from './subscriptions.repository';

export function createSubscriptionReads({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Now's subscription (ending at the end of the paid time), or null (decision 036). */
    async activeSubscription(userId: string): Promise<Subscription | null> {
      const now = clock.now();
      // Years never overlap and a renewal starts where the running one ends, so when one runs
      // now the paid time lasts until the end of the latest one.
      if (!(await hasActivePlan(db, userId, now))) return null;
      const latest = await findLatestUnexpired(db, userId, now);
      if (!latest) return null;
      const duration = periodMonths(latest.startsAt, latest.expiresAt);
      return {
        plan: {
          planName: latest.planName,
          // A year granted by staff (decision 012) moved no money.
          amount: toMajorUnits(latest.amountMinor ?? 0),
          currency: latest.currency ?? latest.planCurrency,
        },
        expiresAt: latest.expiresAt.toISOString(),
        duration,
        payment: { status: 'succeeded', duration },
      };
    },

    async history(userId: string): Promise<BillingHistoryEntry[]> {
      const now = clock.now();
      const rows = await listSubscriptions(db, userId);
      return rows.map((s) => ({
        id: s.id,
        duration: periodMonths(s.startsAt, s.expiresAt),
        plan: {
          planName: s.planName,
          amount: toMajorUnits(s.amountMinor ?? 0),
          currency: s.currency ?? s.planCurrency,
        },
        startsAt: s.startsAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        status: s.expiresAt <= now ? 'expired' : s.startsAt > now ? 'upcoming' : 'active',
        // A year granted by staff (decision 012): no payment, provider 'grant', amount 0.
        payment: {
          status: 'succeeded',
          duration: periodMonths(s.startsAt, s.expiresAt),
          paidAt: (s.paidAt ?? s.grantedAt).toISOString(),
          provider: s.provider ?? 'grant',
          reference: s.reference ?? `GRANT-${s.id.slice(0, 8).toUpperCase()}`,
        },
      }));
    },
  };
}
