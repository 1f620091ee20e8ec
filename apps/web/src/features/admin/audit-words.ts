import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@waliyy/contract/admin-support';
import { formatAmount } from '@waliyy/contract/currency';
import { formatDate } from './format';
import { FIELD_LABELS } from './redactable';

// The audit log in words (decision 024): what each action changed, read from the details
// the API stores with it (accounts.service, plans.service, reports.service, non-responders,
// grant-admin). An action this file does not know shows its details as 'key: value' lines.

/** Every action the API writes, named (keyed by the contract's list: a missing one fails typecheck). */
const ACTION_NAMES: Record<AuditAction, string> = {
  'account.suspend': 'Suspended the account',
  'account.reinstate': 'Reinstated the account',
  'account.singles_limit': 'Changed the singles limit',
  'account.grant_subscription': 'Granted a year of a plan',
  'account.delete': 'Deleted the account',
  'account.grant_admin': 'Made the account staff',
  'account.revoke_admin': 'Removed the account from staff',
  'account.warn_non_response': 'Warned about unanswered likes',
  'report.dismiss': 'Dismissed a report',
  'report.suspend': 'Suspended the account from a report',
  'report.redact': 'Edited text out of a profile',
  'report.warn': 'Warned the family from a report',
  'plan.create': 'Created a plan',
  'plan.update': 'Edited a plan',
  'plan.retire': 'Retired a plan',
  'plan.restore': 'Brought a plan back',
  'genotype.open_file': 'Opened a lab result',
  'genotype.checked': 'Checked a genotype',
  'genotype.rejected': 'Rejected a lab result',
};

/** 'Suspended the account'; an unknown action reads as itself ('account.something_new'). */
export const actionName = (action: string) =>
  (ACTION_NAMES as Record<string, string | undefined>)[action] ?? action;

/** The actions the filter offers, by name. */
export const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_NAMES[value] }));

type Details = Record<string, unknown>;
type Plan = {
  planName?: unknown;
  amount?: unknown;
  currency?: unknown;
  planDescription?: unknown;
  isActive?: unknown;
};

const isRecord = (value: unknown): value is Details =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : null);

function price(plan: Plan): string | null {
  return typeof plan.amount === 'number' && typeof plan.currency === 'string'
    ? formatAmount(plan.amount, plan.currency)
    : null;
}

function planChanges(before: Plan, after: Plan): string[] {
  const lines: string[] = [];
  const was = price(before);
  const now = price(after);
  if (was !== now) lines.push(`Price: ${was ?? '—'} → ${now ?? '—'}`);
  if (before.planDescription !== after.planDescription) {
    lines.push(
      `Description: “${str(before.planDescription) ?? ''}” → “${str(after.planDescription) ?? ''}”`,
    );
  }
  if (before.isActive !== after.isActive) {
    lines.push(after.isActive ? 'On sale again' : 'No longer sold');
  }
  if (before.planName !== after.planName) {
    lines.push(`Name: ${str(before.planName) ?? '—'} → ${str(after.planName) ?? '—'}`);
  }
  return lines.length ? lines : ['Nothing changed'];
}

/** A single's field by the name the console gives it ('about' → 'About'). */
function fieldName(field: unknown): string {
  const key = plain(field);
  return (FIELD_LABELS as Record<string, string | undefined>)[key] ?? key;
}

/** Any value as one short line. */
function plain(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plain).join(', ');
  return JSON.stringify(value);
}

/** 'key: value' for every detail (actions this file does not know, and extra keys). */
export function genericLines(details: Details): string[] {
  return Object.entries(details).map(([key, value]) => `${key}: ${plain(value)}`);
}

/** What the entry changed, in words, one line each (empty when there is nothing to say). */
export function changeLines(entry: Pick<AuditEntry, 'action' | 'details'>): string[] {
  const d = entry.details ?? {};
  switch (entry.action) {
    case 'account.suspend':
    case 'account.reinstate':
      return [];
    case 'account.singles_limit':
      return [
        typeof d.limit === 'number'
          ? `Singles limit set to ${d.limit}`
          : 'Singles limit back to the plan’s',
      ];
    case 'account.grant_subscription': {
      const lines = [`Plan: ${plain(d.planName)}${d.currency ? ` (${plain(d.currency)})` : ''}`];
      if (str(d.startsAt) && str(d.expiresAt)) {
        lines.push(
          `From ${formatDate(d.startsAt as string)} to ${formatDate(d.expiresAt as string)}`,
        );
      }
      return lines;
    }
    case 'account.delete':
    case 'account.grant_admin':
    case 'account.revoke_admin':
      return str(d.email) ? [`E-mail: ${d.email}`] : genericLines(d);
    case 'account.warn_non_response':
      return typeof d.nonResponses === 'number'
        ? [`${d.nonResponses} unanswered ${d.nonResponses === 1 ? 'like' : 'likes'}`]
        : genericLines(d);
    case 'plan.create': {
      const plan = isRecord(d.plan) ? (d.plan as Plan) : {};
      return [`${plain(plan.planName)} at ${price(plan) ?? '—'}`];
    }
    case 'plan.update':
    case 'plan.retire':
    case 'plan.restore':
      return isRecord(d.before) && isRecord(d.after)
        ? planChanges(d.before as Plan, d.after as Plan)
        : genericLines(d);
    case 'report.dismiss':
    case 'report.suspend':
    case 'report.redact':
    case 'report.warn': {
      const lines: string[] = [];
      if (str(d.displayId)) lines.push(`Reported profile: ${d.displayId}`);
      if (Array.isArray(d.reportIds) && d.reportIds.length > 1) {
        lines.push(`${d.reportIds.length} reports on the profile handled together`);
      }
      if (Array.isArray(d.fields) && d.fields.length) {
        lines.push(`Fields edited out: ${d.fields.map(fieldName).join(', ')}`);
      }
      // The text as it was, per field (kept as evidence; the report page shows it too).
      if (isRecord(d.removedTexts)) {
        for (const [field, text] of Object.entries(d.removedTexts)) {
          lines.push(`${fieldName(field)} was: “${plain(text)}”`);
        }
      }
      const known = new Set([
        'reportId',
        'reportIds',
        'reportedAccountId',
        'reportedChildId',
        'displayId',
        'fields',
        'removedTexts',
      ]);
      // Anything else the moderation tools record, as it is.
      const rest = Object.fromEntries(Object.entries(d).filter(([key]) => !known.has(key)));
      return [...lines, ...genericLines(rest)];
    }
    default:
      return genericLines(d);
  }
}

/** Where the console shows an entry's target, or null when there is nowhere to go. */
export function targetHref(
  entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'target'>,
): string | null {
  if (!entry.targetId) return null;
  const id = encodeURIComponent(entry.targetId);
  switch (entry.targetType) {
    case 'account':
      return entry.target.accountId ? `/admin/accounts/${id}` : null;
    case 'report':
      return `/admin/reports/${id}`;
    case 'plan':
      return '/admin/plans';
    case 'single':
      return entry.target.accountId
        ? `/admin/accounts/${encodeURIComponent(entry.target.accountId)}`
        : null;
    default:
      return null;
  }
}
