import { type AccountExport, periodMonths } from '@waliyy/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toMajorUnits } from '../../lib/payments/money';
import { profileFromRow } from '../children';
import { preferenceFromRow } from '../preferences';
import * as repo from './export.repository';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * `GET /account/export` (decision 012): everything the account entered or did — its details, its
 * singles with their preferences, likes, matches, payments, blocks and reports. Of other
 * families only the display id of the single on the other side appears: never a name, e-mail,
 * phone or date of birth (a match's released contact is left out too; the app shows it).
 */
export function createExportService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async exportAccount(userId: string): Promise<AccountExport> {
      const account = await repo.findAccount(db, userId);
      if (!account) throw new AppError('NOT_FOUND', 'Not found.');
      const now = clock.now();
      const singles = await repo.singlesWithPreferences(db, userId);
      const ids = singles.map((s) => s.child.id);
      const mine = new Set(ids);
      const [likes, matches, payments, blocks, reports] = await Promise.all([
        repo.likesOf(db, ids),
        repo.matchesOf(db, ids),
        repo.paymentsOf(db, userId),
        repo.blocksOf(db, userId),
        repo.reportsOf(db, userId),
      ]);
      return {
        exportedAt: iso(now),
        account: { ...account, createdAt: iso(account.createdAt) },
        singles: singles.map(({ child, preference }) => ({
          id: child.id,
          displayId: child.displayId,
          createdAt: iso(child.createdAt),
          isPaused: child.pausedAt !== null,
          profile: profileFromRow(child, now),
          preference: preference ? preferenceFromRow(preference) : null,
        })),
        likes: likes.map((l) => {
          const given = mine.has(l.initiatorId);
          return {
            id: l.id,
            single: given ? l.initiatorId : l.receiverId,
            direction: given ? ('given' as const) : ('received' as const),
            other: l.otherDisplayId,
            status: l.status,
            createdAt: iso(l.createdAt),
            closedAt: isoOrNull(l.closedAt),
          };
        }),
        matches: matches.map((m) => ({
          id: m.id,
          single: mine.has(m.manId) ? m.manId : m.womanId,
          other: m.otherDisplayId,
          status: m.status,
          createdAt: iso(m.createdAt),
          endedAt: isoOrNull(m.endedAt),
        })),
        payments: payments.map((p) => ({
          subscriptionId: p.subscriptionId,
          planName: p.planName,
          amount: p.amountMinor === null ? 0 : toMajorUnits(p.amountMinor),
          currency: p.currency ?? p.planCurrency,
          provider: p.provider ?? 'grant',
          reference: p.reference,
          paidAt: isoOrNull(p.paidAt),
          startsAt: iso(p.startsAt),
          expiresAt: iso(p.expiresAt),
          duration: periodMonths(p.startsAt, p.expiresAt),
        })),
        blocks: blocks.map((b) => ({ displayId: b.displayId, blockedAt: iso(b.blockedAt) })),
        reports: reports.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
      };
    },
  };
}
export type ExportService = ReturnType<typeof createExportService>;
