/** A report row as staff read it: dates as ISO text, findings in the Terms fields' order. */
import { type AdminReport, type ReportFinding, TERMS_FIELDS } from '@waliyy/contract';
import type { ReportFindings } from '../../db/schema';
import type { ReportRow } from './reports.repository';

export const iso = (date: Date | null) => (date ? date.toISOString() : null);
const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** The stored findings as a list, in the Terms fields' order. */
function findingsList(findings: ReportFindings | null): ReportFinding[] {
  if (!findings) return [];
  return TERMS_FIELDS.flatMap((field) => {
    const found = findings[field];
    return found ? [{ field, ...found }] : [];
  });
}

export function reportFromRow(row: ReportRow): AdminReport {
  const { report, reporter, reported } = row;
  return {
    id: report.id,
    reason: report.reason,
    note: report.note,
    status: report.status,
    action: report.action,
    resolution: report.resolution,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: iso(report.resolvedAt),
    source: report.source,
    findings: findingsList(report.findings),
    reporter: reporter
      ? { id: reporter.id, email: reporter.email, fullName: nameOf(reporter) }
      : null,
    reported: {
      childId: report.childId,
      displayId: report.reportedDisplayId,
      account: reported
        ? {
            id: reported.id,
            email: reported.email,
            fullName: nameOf(reported),
            suspendedAt: iso(reported.suspendedAt),
          }
        : null,
    },
  };
}
