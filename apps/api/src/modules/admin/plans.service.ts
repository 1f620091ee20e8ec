import {
  ADMIN_MESSAGES,
  type AdminPlan,
  type PlanCreateBody,
  type PlanUpdateBody,
} from '@waliyy/contract';
import type { AuditAction } from '@waliyy/contract/admin-support';
import type { Db } from '../../db/client';
import type { plans } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { UUID } from '../../lib/ids';
import { toMajorUnits } from '../../lib/payments/money';

import { findPlanByName, insertPlan, listAllPlans, lockPlan, updatePlan } from '../plans';
import { actorOf, recordAudit, type StaffLog, withAudit } from './audit';

type PlanRow = typeof plans.$inferSelect;
const planNotFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.planNotFound);
const toMinor = (major: number) => Math.round(major * 100);

export const adminPlanFromRow = (row: PlanRow): AdminPlan => ({
  _id: row.id,
  planName: row.planName,
  amount: toMajorUnits(row.amountMinor),
  currency: row.currency,
  planDescription: row.planDescription,
  interval: row.interval,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
});

/**
 * Plans in the admin console (decision 012): create, change the price or description, retire, bring
 * back (decision 023). An edited plan is marked (admin_edited_at) so start-up seeding
 * (plan-catalogue.ts) no longer resets its price; seeding never touches is_active, so a retired
 * plan stays retired until staff bring it back. Orders keep the amount they started with, so a
 * price change never alters a payment in flight.
 */
export function createAdminPlansService({
  db,
  clock,
  log,
}: {
  db: Db;
  clock: Clock;
  log: StaffLog | undefined;
}) {
  async function edit(
    adminId: string,
    planId: string,
    action: AuditAction,
    reason: string,
    changes: Partial<PlanRow>,
    check?: (before: PlanRow) => void,
  ): Promise<AdminPlan> {
    if (!UUID.test(planId)) throw planNotFound();
    return withAudit(db, log, async (tx) => {
      const before = await lockPlan(tx, planId);
      if (!before) throw planNotFound();
      check?.(before);
      const now = clock.now();
      const row = await updatePlan(tx, planId, changes, now);
      if (!row) throw planNotFound();
      await recordAudit(
        tx,
        await actorOf(tx, adminId),
        {
          action,
          targetType: 'plan',
          targetId: planId,
          reason,
          details: { before: adminPlanFromRow(before), after: adminPlanFromRow(row) },
        },
        now,
      );
      return adminPlanFromRow(row);
    });
  }

  return {
    async list(): Promise<AdminPlan[]> {
      return (await listAllPlans(db)).map(adminPlanFromRow);
    },

    async create(adminId: string, body: PlanCreateBody): Promise<AdminPlan> {
      try {
        return await withAudit(db, log, async (tx) => {
          const now = clock.now();
          const row = await insertPlan(tx, {
            planName: body.planName,
            amountMinor: toMinor(body.amount),
            currency: body.currency,
            planDescription: body.planDescription,
            sortOrder: body.sortOrder ?? 10,
            adminEditedAt: now,
            createdAt: now,
            updatedAt: now,
          });
          if (!row) throw new Error('plan insert returned nothing');
          await recordAudit(
            tx,
            await actorOf(tx, adminId),
            {
              action: 'plan.create',
              targetType: 'plan',
              targetId: row.id,
              reason: body.reason,
              details: { plan: adminPlanFromRow(row) },
            },
            now,
          );
          return adminPlanFromRow(row);
        });
      } catch (error) {
        const e = error as { code?: string; cause?: { code?: string } };
        if ((e.code ?? e.cause?.code) === '23505') {
          const taken = await findPlanByName(db, body.planName, body.currency);
          throw new AppError(
            'CONFLICT',
            taken?.isActive === false
              ? ADMIN_MESSAGES.planExistsRetired
              : ADMIN_MESSAGES.planExists,
          );
        }
        throw error;
      }
    },

    /** A retired plan is changed too (and stays retired): staff may fix it before its return. */
    update(adminId: string, planId: string, body: PlanUpdateBody): Promise<AdminPlan> {
      return edit(adminId, planId, 'plan.update', body.reason, {
        ...(body.amount === undefined ? {} : { amountMinor: toMinor(body.amount) }),
        ...(body.planDescription === undefined ? {} : { planDescription: body.planDescription }),
      });
    },

    retire(adminId: string, planId: string, reason: string): Promise<AdminPlan> {
      return edit(adminId, planId, 'plan.retire', reason, { isActive: false });
    },

    /** Brings a retired plan back on sale (decision 023), at its price as it stands. */
    restore(adminId: string, planId: string, reason: string): Promise<AdminPlan> {
      return edit(adminId, planId, 'plan.restore', reason, { isActive: true }, (before) => {
        if (before.isActive) throw new AppError('CONFLICT', ADMIN_MESSAGES.planOnSale);
      });
    },
  };
}
export type AdminPlansService = ReturnType<typeof createAdminPlansService>;
