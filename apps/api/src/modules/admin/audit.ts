import type { AuditAction } from '@waliyy/contract/admin-support';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { findActorEmail, insertAuditRecord } from './audit.repository';

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
  return { id: userId, label: (await findActorEmail(tx, userId)) ?? userId };
}

/** Where staff actions are logged as well as audited (decision 026): the app's logger. */
export type StaffLog = Pick<FastifyBaseLogger, 'info'>;

type StaffLine = {
  actor: string;
  action: string;
  targetType: AuditRecord['targetType'];
  targetId: string | null;
};

/** The staff lines of each open withAudit transaction, logged once it commits. */
const pendingLines = new WeakMap<Tx, StaffLine[]>();

/**
 * Runs a staff action in one transaction, then logs its staff lines — only once it committed, so
 * an action rolled back (refused, or failed half-way) is never logged. `log` is the app's logger
 * (the services' deps); undefined for the command line, which prints its own result.
 */
export async function withAudit<T>(
  db: Db,
  log: StaffLog | undefined,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const lines: StaffLine[] = [];
  const result = await db.transaction(async (tx) => {
    pendingLines.set(tx, lines);
    return work(tx);
  });
  for (const line of lines) log?.info({ staffAction: line }, `staff action ${line.action}`);
  return result;
}

/**
 * Records a staff action in the action's own transaction (opened by withAudit): who, what, to
 * what, why, when. The log line says who (the staff account's id, or 'cli'), the action and its
 * target, not the reason (free text that may hold personal details) — the audit log keeps that.
 */
export async function recordAudit(tx: Tx, actor: Actor, record: AuditRecord, now: Date) {
  const lines = pendingLines.get(tx);
  if (!lines) throw new Error('recordAudit outside withAudit: its log line would be lost');
  await insertAuditRecord(tx, {
    actorId: actor.id,
    actorLabel: actor.label,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    reason: record.reason,
    details: record.details ?? null,
    createdAt: now,
  });
  lines.push({
    actor: actor.id ?? actor.label,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
  });
}
