import { ADMIN_MESSAGES, type NonResponder } from '@waliyy/contract';
import { desc, eq, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { likeNonResponses, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { UUID } from '../../lib/ids';
import { enqueueEmail } from '../../lib/mail/outbox';
import { accountNotFound } from '../../lib/not-found';

import type { AdminDeps } from './accounts.service';
import * as emails from './admin.emails';
import { actorOf, recordAudit, withAudit } from './audit';

/**
 * Accounts with likes that expired unanswered (the likes job records them), most first: one
 * GROUP BY over like_non_responses_user_idx joined to the page's accounts.
 */
async function nonRespondersPage(db: Tx, limit: number, offset: number) {
  const count = sql<number>`count(*)`.mapWith(Number);
  return db
    .select({
      accountId: likeNonResponses.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      warnedAt: users.warnedAt,
      suspendedAt: users.suspendedAt,
      count,
      lastExpiredAt: max(likeNonResponses.expiredAt),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(likeNonResponses)
    .innerJoin(users, eq(users.id, likeNonResponses.userId))
    .groupBy(likeNonResponses.userId, users.id)
    .orderBy(desc(count), desc(max(likeNonResponses.expiredAt)), desc(likeNonResponses.userId))
    .limit(limit)
    .offset(offset);
}

async function countNonResponders(db: Tx) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${likeNonResponses.userId})`.mapWith(Number) })
    .from(likeNonResponses);
  return row?.n ?? 0;
}

export function createNonRespondersService({ db, clock, links, mailQueued, log }: AdminDeps) {
  return {
    async list(page: number, limit: number) {
      const rows = await nonRespondersPage(db, limit, (page - 1) * limit);
      const totalCount = rows[0]?.total ?? (page > 1 ? await countNonResponders(db) : 0);
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
        const [target] = await tx
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            count:
              sql<number>`(select count(*) from ${likeNonResponses} n where n.user_id = ${accountId})`.mapWith(
                Number,
              ),
          })
          .from(users)
          .where(eq(users.id, accountId))
          .for('update');
        if (!target) throw accountNotFound();
        if (target.count === 0) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.accountNotFound);
        const now = clock.now();
        await tx.update(users).set({ warnedAt: now }).where(eq(users.id, target.id));
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
          ...emails.nonResponseWarningEmail(target.firstName, target.count, links),
        });
      });
      mailQueued();
    },
  };
}
export type NonRespondersService = ReturnType<typeof createNonRespondersService>;
