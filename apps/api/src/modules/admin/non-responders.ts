import { ADMIN_MESSAGES, type NonResponder } from '@waliyy/contract';
import { AppError } from '../../lib/app-error';
import { UUID } from '../../lib/ids';
import { enqueueEmail } from '../../lib/mail/outbox';
import { accountNotFound } from '../../lib/not-found';

import type { AdminDeps } from './accounts.service';
import * as emails from './admin.emails';
import { actorOf, recordAudit, withAudit } from './audit';
import * as repo from './non-responders.repository';

export function createNonRespondersService({ db, clock, links, mailQueued, log }: AdminDeps) {
  return {
    async list(page: number, limit: number) {
      const rows = await repo.nonRespondersPage(db, limit, (page - 1) * limit);
      const totalCount = rows[0]?.total ?? (page > 1 ? await repo.countNonResponders(db) : 0);
      const accounts: NonResponder[] = rows.map((r) => ({
        accountId: r.accountId,
        email: r.email,
        fullName: `${r.firstName} ${r.lastName}`,
        count: r.count,
        lastExpiredAt: (r.lastExpiredAt ?? new Date(0)).toISOString(),
        warnedAt: r.warnedAt?.toISOString() ?? null,
        suspendedAt: r.suspendedAt?.toISOString() ?? null,
      }));
      return { accounts, totalCount };
    },

    /** E-mails the terms' warning about unanswered likes and records when and why. */
    async warn(adminId: string, accountId: string, reason: string): Promise<void> {
      if (!UUID.test(accountId)) throw accountNotFound();
      await withAudit(db, log, async (tx) => {
        const target = await repo.lockNonResponder(tx, accountId);
        if (!target) throw accountNotFound();
        if (target.count === 0) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.accountNotFound);
        const now = clock.now();
        await repo.markWarned(tx, target.id, now);
        await recordAudit(
          tx,
          await actorOf(tx, adminId),
          {
            action: 'account.warn_non_response',
            targetType: 'account',
            targetId: target.id,
            reason,
            details: { nonResponses: target.count },
          },
          now,
        );
        await enqueueEmail(tx, {
          to: target.email,
          ...emails.nonResponseWarningEmail(target.language, target.firstName, target.count, links),
        });
      });
      mailQueued();
    },
  };
}
export type NonRespondersService = ReturnType<typeof createNonRespondersService>;
