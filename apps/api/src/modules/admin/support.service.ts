import {
  type AccountBilling,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  BILLING_LIST_LIMIT,
} from '@waliyy/contract';
import type { Db } from '../../db/client';
import { UUID } from '../../lib/ids';
import { accountNotFound } from '../../lib/not-found';
import { toMajorUnits } from '../../lib/payments/money';

import { findAccount } from './accounts.repository';

import { type AuditRow, auditPage, countAudit } from './audit.repository';
import { ordersOf, subscriptionsOf } from './billing-view.repository';

const iso = (date: Date) => date.toISOString();

/** What an entry's target is called now, and which account the console opens for it. */
function targetOf(row: AuditRow): AuditEntry['target'] {
  const details = (row.details as Record<string, unknown> | null) ?? {};
  switch (row.targetType) {
    case 'account': {
      // A deleted account is gone from users; its deletion recorded the e-mail.
      const recorded = typeof details.email === 'string' ? details.email : null;
      return {
        label: row.accountEmail ?? recorded,
        accountId: row.accountEmail ? row.targetId : null,
      };
    }
    case 'single':
      return { label: row.singleDisplayId, accountId: row.singleAccountId };
    case 'plan':
      return {
        label: row.planName ? `${row.planName} (${row.planCurrency})` : null,
        accountId: null,
      };
    case 'report':
      return {
        label: row.reportDisplayId ? `Report on ${row.reportDisplayId}` : null,
        accountId: row.reportAccountId,
      };
    default:
      return { label: null, accountId: null };
  }
}

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, label: row.actorLabel },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    target: targetOf(row),
    reason: row.reason,
    details: (row.details as Record<string, unknown> | null) ?? null,
    createdAt: iso(row.createdAt),
  };
}

/**
 * What support reads to answer a family (decision 024): an account's billing, and
 * the audit log filtered, each entry with its target's name.
 */
export function createAdminSupportService({ db }: { db: Db }) {
  return {
    async billing(accountId: string): Promise<AccountBilling> {
      if (!UUID.test(accountId) || !(await findAccount(db, accountId))) throw accountNotFound();
      const [orderRows, yearRows] = await Promise.all([
        ordersOf(db, accountId, BILLING_LIST_LIMIT),
        subscriptionsOf(db, accountId, BILLING_LIST_LIMIT),
      ]);
      return {
        orders: orderRows.map((o) => ({
          id: o.id,
          planName: o.planName,
          provider: o.provider,
          reference: o.reference,
          providerOrderId: o.providerOrderId,
          amount: toMajorUnits(o.amountMinor),
          currency: o.currency,
          status: o.status,
          failureReason: o.failureReason,
          createdAt: iso(o.createdAt),
          updatedAt: iso(o.updatedAt),
          payment:
            o.paymentId && o.paymentProvider && o.paymentReference && o.paidAt
              ? {
                  id: o.paymentId,
                  provider: o.paymentProvider,
                  providerReference: o.paymentReference,
                  amount: toMajorUnits(o.paymentAmountMinor ?? 0),
                  currency: o.paymentCurrency ?? o.currency,
                  paidAt: iso(o.paidAt),
                }
              : null,
        })),
        ordersTotal: orderRows[0]?.total ?? 0,
        subscriptions: yearRows.map((s) => ({
          id: s.id,
          planName: s.planName,
          currency: s.currency,
          source: s.paymentId ? ('paid' as const) : ('granted' as const),
          startsAt: iso(s.startsAt),
          expiresAt: iso(s.expiresAt),
          createdAt: iso(s.createdAt),
          paymentReference: s.paymentReference,
          grantedBy: s.paymentId
            ? null
            : (s.grantedByEmail ?? (s.grantedById ? s.grantedById : 'a deleted staff account')),
          grantReason: s.grantReason,
        })),
        subscriptionsTotal: yearRows[0]?.total ?? 0,
      };
    },

    async audit({ page, limit, ...filters }: AuditQuery): Promise<AuditPage> {
      const rows = await auditPage(db, filters, limit, (page - 1) * limit);
      const totalCount = rows[0]?.total ?? (page > 1 ? await countAudit(db, filters) : 0);
      return { entries: rows.map(entryOf), totalCount };
    },
  };
}
export type AdminSupportService = ReturnType<typeof createAdminSupportService>;
