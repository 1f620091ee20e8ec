import {
  type AccountsPage,
  type AccountsQuery,
  ADMIN_MESSAGES,
  type AdminAccount,
  ageFrom,
} from '@waliyy/contract';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { UUID } from '../../lib/ids';
import { enqueueEmail } from '../../lib/mail/outbox';
import { accountNotFound } from '../../lib/not-found';
import { addOneYear } from '../billing';

import { singlesLimitOf } from '../children';
import { setAccountSuspended } from '../discovery';
import { listOwnSingleIds, releaseSingles } from '../likes';
import type { AccountDeletion } from './account-deletion';
import { accountSearchOf } from './account-search';
import * as repo from './accounts.repository';
import * as emails from './admin.emails';
import { actorOf, recordAudit, type StaffLog, withAudit } from './audit';
import { refuseLastAdmin } from './last-admin';

export type AdminDeps = {
  db: Db;
  clock: Clock;
  links: { appUrl: string; supportEmail: string };
  mailQueued: () => void;
  /** The app's logger: staff actions are logged once committed (withAudit). */
  log: StaffLog | undefined;
};

/**
 * Suspends an account (its tokens stop at the next request, its singles leave discovery). A
 * suspended family cannot answer or cancel, so its matches end and its likes are withdrawn now,
 * and the other families are told (the guardian's contact is withdrawn with the match).
 */
export async function suspendAccount(tx: Tx, accountId: string, now: Date, appUrl: string) {
  await setAccountSuspended(tx, accountId, true, now);
  await releaseSingles(tx, {
    childIds: await listOwnSingleIds(tx, accountId),
    reason: 'account_suspended',
    now,
    appUrl,
  });
}

const notYourself = () => new AppError('CONFLICT', ADMIN_MESSAGES.notYourself);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

type SummaryRow = Awaited<ReturnType<typeof repo.accountsPage>>[number];
const summaryOf = (row: Omit<SummaryRow, 'total' | 'matchedChildId'>) => ({
  id: row.id,
  email: row.email,
  fullName: `${row.firstName} ${row.lastName}`,
  phone: row.phone,
  role: row.role,
  isVerified: row.emailVerifiedAt !== null,
  suspendedAt: iso(row.suspendedAt),
  createdAt: row.createdAt.toISOString(),
  singlesCount: row.singlesCount,
});

/**
 * The accounts part of the admin console (decision 012): search, view, suspend and reinstate, the
 * singles limit, granted years and deletion. Every change records its audit entry in its own
 * transaction, and the account is told by e-mail through the outbox.
 */
export function createAdminAccountsService(
  { db, clock, links, mailQueued, log }: AdminDeps,
  account: AccountDeletion,
) {
  /** Runs a staff change; the mail worker is told once it committed. */
  async function change<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await withAudit(db, log, work);
    mailQueued();
    return result;
  }

  async function lockTarget(tx: Tx, accountId: string) {
    const target = UUID.test(accountId) ? await repo.lockAccount(tx, accountId) : undefined;
    if (!target) throw accountNotFound();
    return target;
  }

  return {
    /** Every account, or those a search finds (phone, e-mail, names, a single's display id). */
    async list({ q, page, limit }: AccountsQuery): Promise<AccountsPage> {
      const query = q?.trim() || undefined;
      const search = query ? accountSearchOf(query) : undefined;
      const offset = (page - 1) * limit;
      const rows = search
        ? await repo.searchPage(db, search, limit, offset)
        : await repo.accountsPage(db, limit, offset);
      const totalCount = rows[0]?.total ?? (page > 1 ? await repo.countAccounts(db, search) : 0);
      const matchedIds = rows.flatMap((r) => (r.matchedChildId ? [r.matchedChildId] : []));
      const matched = new Map(
        (await repo.singlesByIds(db, matchedIds)).map((c) => [
          c.id,
          { id: c.id, displayId: c.displayId, fullName: `${c.firstName} ${c.lastName}` },
        ]),
      );
      return {
        accounts: rows.map((row) => ({
          ...summaryOf(row),
          matchedSingle: (row.matchedChildId && matched.get(row.matchedChildId)) || null,
        })),
        totalCount,
      };
    },

    async get(accountId: string): Promise<AdminAccount> {
      const row = UUID.test(accountId) ? await repo.findAccount(db, accountId) : undefined;
      if (!row) throw accountNotFound();
      const now = clock.now();
      const singles = await repo.singlesOf(db, accountId);
      return {
        ...summaryOf(row),
        alternateEmail: row.alternateEmail,
        singlesLimit: await singlesLimitOf(db, accountId, row.singlesLimit, now),
        singlesLimitOverride: row.singlesLimit,
        planExpiresAt: iso(await repo.paidUntil(db, accountId, now)),
        nonResponses: row.nonResponses,
        warnedAt: iso(row.warnedAt),
        openReports: row.openReports,
        singles: singles.map((s) => ({
          id: s.id,
          displayId: s.displayId,
          fullName: `${s.firstName} ${s.lastName}`,
          gender: s.gender,
          age: ageFrom(s, now),
          isListed: s.listed,
          isPaused: s.pausedAt !== null,
          createdAt: s.createdAt.toISOString(),
        })),
      };
    },

    /**
     * Suspends: the account's tokens are refused from the next request; its singles hidden. An
     * admin only while another admin that can sign in remains, and only by an admin that still
     * is one (checked under the admin rows' lock: two admins suspending each other, one wins).
     */
    async suspend(adminId: string, accountId: string, reason: string): Promise<void> {
      if (accountId === adminId) throw notYourself();
      await change(async (tx) => {
        // The admin rows before the target's (the last-admin rule, in the revoke's lock order).
        await refuseLastAdmin(tx, accountId, adminId);
        const target = await lockTarget(tx, accountId);
        const now = clock.now();
        await suspendAccount(tx, target.id, now, links.appUrl);
        await recordAudit(
          tx,
          await actorOf(tx, adminId),
          { action: 'account.suspend', targetType: 'account', targetId: target.id, reason },
          now,
        );
        await enqueueEmail(tx, {
          to: target.email,
          ...emails.suspendedEmail(target.language, target.firstName, links),
        });
      });
    },

    /** Reinstates: tokens work again; singles are listed again unless their family paused them. */
    async reinstate(adminId: string, accountId: string, reason: string): Promise<void> {
      await change(async (tx) => {
        const target = await lockTarget(tx, accountId);
        const now = clock.now();
        await setAccountSuspended(tx, target.id, false, now);
        await recordAudit(
          tx,
          await actorOf(tx, adminId),
          { action: 'account.reinstate', targetType: 'account', targetId: target.id, reason },
          now,
        );
        await enqueueEmail(tx, {
          to: target.email,
          ...emails.reinstatedEmail(target.language, target.firstName, links),
        });
      });
    },

    /** Raises or lowers the account's limit (null: back to its plan's). Existing singles stay. */
    async setSinglesLimit(
      adminId: string,
      accountId: string,
      limit: number | null,
      reason: string,
    ): Promise<void> {
      await withAudit(db, log, async (tx) => {
        const target = await lockTarget(tx, accountId);
        const now = clock.now();
        await repo.setSinglesLimit(tx, target.id, limit, now);
        await recordAudit(
          tx,
          await actorOf(tx, adminId),
          {
            action: 'account.singles_limit',
            targetType: 'account',
            targetId: target.id,
            reason,
            details: { limit },
          },
          now,
        );
      });
    },

    /**
     * Grants a year of a plan by hand. Like a payment it starts where the running paid time
     * ends; it carries no payment (so the revenue charts never count it) but its reason and
     * the staff account that granted it.
     */
    async grantSubscription(adminId: string, accountId: string, planId: string, reason: string) {
      return change(async (tx) => {
        const target = await lockTarget(tx, accountId);
        const plan = await repo.findPlan(tx, planId);
        if (!plan) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.planNotFound);
        const now = clock.now();
        const until = await repo.paidUntil(tx, target.id, now);
        const startsAt = until && until > now ? until : now;
        const expiresAt = addOneYear(startsAt);
        const actor = await actorOf(tx, adminId);
        const row = await repo.insertGrantedYear(tx, {
          userId: target.id,
          planId: plan.id,
          grantedBy: actor.id,
          grantReason: reason,
          startsAt,
          expiresAt,
          createdAt: now,
        });
        await recordAudit(
          tx,
          actor,
          {
            action: 'account.grant_subscription',
            targetType: 'account',
            targetId: target.id,
            reason,
            details: {
              subscriptionId: row.id,
              planId: plan.id,
              planName: plan.planName,
              currency: plan.currency,
              startsAt: startsAt.toISOString(),
              expiresAt: expiresAt.toISOString(),
            },
          },
          now,
        );
        await enqueueEmail(tx, {
          to: target.email,
          ...emails.subscriptionGrantedEmail(target.language, target.firstName, expiresAt, links),
        });
        return {
          subscriptionId: row.id,
          startsAt: startsAt.toISOString(),
          expiresAt: expiresAt.toISOString(),
        };
      });
    },

    /**
     * Deletes through the account's own deletion (decision 051), the audit entry alongside; an
     * admin under the same last-admin rule as a suspension.
     */
    async remove(adminId: string, accountId: string, reason: string): Promise<void> {
      if (accountId === adminId) throw notYourself();
      if (!UUID.test(accountId) || !(await repo.findAccount(db, accountId)))
        throw accountNotFound();
      await account.deleteAccount(accountId, {
        byStaff: {
          log,
          audit: async (tx) => {
            await refuseLastAdmin(tx, accountId, adminId);
            const target = await lockTarget(tx, accountId);
            await recordAudit(
              tx,
              await actorOf(tx, adminId),
              {
                action: 'account.delete',
                targetType: 'account',
                targetId: target.id,
                reason,
                details: { email: target.email },
              },
              clock.now(),
            );
          },
        },
      });
    },
  };
}
export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;
