import type { AuditAction } from '@waliyy/contract/admin-support';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { auditLog, users } from '../../db/schema';
import type { Tx } from '../children/children.repository';

/** Who did it: a staff account (its e-mail kept as the label) or the command line. */
export type Actor = { id: string | null; label: string };
export const CLI_ACTOR: Actor = { id: null, label: 'cli' };

export type AuditRecord = {
  /** One of the contract's AUDIT_ACTIONS: a new action is listed there first. */
  action: AuditAction;
  targetType: 'account' | 'report' | 'plan' | 'single';
  targetId: string | null;
  reason: string;
  details?: Record<string, unknown>;
};

/** The staff account as an actor (its e-mail, read in the action's transaction). */
export async function actorOf(tx: Tx, userId: string): Promise<Actor> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { id: userId, label: row?.email ?? userId };
}

/**
 * Where staff actions are logged as well as audited (issue 24, point 15): the app's logger, set
 * by buildApp; unset in a command line, which prints its own result.
 */
let staffLog: Pick<FastifyBaseLogger, 'info'> | undefined;
export function setAuditLogger(logger: Pick<FastifyBaseLogger, 'info'> | undefined) {
  staffLog = logger;
}

/**
 * Records a staff action in the action's own transaction: who, what, to what, why, when. The log
 * line says who (the staff account's id, or 'cli'), the action and its target, not the reason
 * (free text that may hold personal details) — the audit log keeps that.
 */
export async function recordAudit(tx: Tx, actor: Actor, record: AuditRecord, now: Date) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorLabel: actor.label,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    reason: record.reason,
    details: record.details ?? null,
    createdAt: now,
  });
  staffLog?.info(
    {
      staffAction: {
        actor: actor.id ?? actor.label,
        action: record.action,
        targetType: record.targetType,
        targetId: record.targetId,
      },
    },
    `staff action ${record.action}`,
  );
}
