import {
  ADMIN_MESSAGES,
  type AdminPlan,
  type PlanCreateBody,
  type PlanUpdateBody,
} from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toMajorUnits } from '../../lib/payments/money';
import { UUID } from '../children/children.service';
import { findPlanById, listAllPlans } from '../plans/plans.repository';
import { actorOf, recordAudit } from './audit';

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
 * Plans in the admin console (issue 8): create, change the price or description, retire. An
 * edited plan is marked (admin_edited_at) so start-up seeding (plan-catalogue.ts) no longer
 * resets its price; seeding never touches is_active, so a retired plan stays retired. Orders
 * keep the amount they started with, so a price change never alters a payment in flight.
 */
export function createAdminPlansService({ db, clock }: { db: Db; clock: Clock }) {
  async function edit(
    adminId: string,
    planId: string,
    action: string,
    reason: string,
    changes: Partial<PlanRow>,
  ): Promise<AdminPlan> {
    if (!UUID.test(planId)) throw planNotFound();
    return db.transaction(async (tx) => {
      const before = await findPlanById(tx, planId);
      if (!before) throw planNotFound();
      const now = clock.now();
      const [row] = await tx
        .update(plans)
        .set({ ...changes, adminEditedAt: now, updatedAt: now })
        .where(eq(plans.id, planId))
        .returning();
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
        return await db.transaction(async (tx) => {
          const now = clock.now();
          const [row] = await tx
            .insert(plans)
            .values({
              planName: body.planName,
              amountMinor: toMinor(body.amount),
              currency: body.currency,
              planDescription: body.planDescription,
              sortOrder: body.sortOrder ?? 10,
              adminEditedAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
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
          throw new AppError('CONFLICT', ADMIN_MESSAGES.planExists);
        }
        throw error;
      }
    },

    update(adminId: string, planId: string, body: PlanUpdateBody): Promise<AdminPlan> {
      return edit(adminId, planId, 'plan.update', body.reason, {
        ...(body.amount === undefined ? {} : { amountMinor: toMinor(body.amount) }),
        ...(body.planDescription === undefined ? {} : { planDescription: body.planDescription }),
      });
    },

    retire(adminId: string, planId: string, reason: string): Promise<AdminPlan> {
      return edit(adminId, planId, 'plan.retire', reason, { isActive: false });
    },
  };
}
export type AdminPlansService = ReturnType<typeof createAdminPlansService>;
