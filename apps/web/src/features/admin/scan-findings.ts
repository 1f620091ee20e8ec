import type { AdminReport, ReportFinding } from '@waliyy/contract/admin-moderation';
import type { ContactKind } from '@waliyy/contract/terms';
import { FIELD_LABELS } from './redactable';

// How the console shows who filed a report and, for one the safety scan filed (decisions 019
// and 067), what the contact detector found where.

const KIND_LABELS: Record<ContactKind, string> = {
  phone: 'phone number',
  email: 'e-mail address',
  link: 'link',
  handle: 'social handle',
  name: 'name',
};

/** 'About: phone number "0803 123 4567"'; a list field names its item ('item 2'). */
export function findingLine(finding: ReportFinding): string {
  const item = finding.item === undefined ? '' : `, item ${finding.item + 1}`;
  return `${FIELD_LABELS[finding.field]}${item}: ${KIND_LABELS[finding.kind]} "${finding.text}"`;
}

/** Who filed it: the safety scan, the reporter's e-mail, or a deleted account. */
export function reporterLabel(report: AdminReport): string {
  if (report.source === 'scan') return 'Safety scan';
  return report.reporter?.email ?? 'A deleted account';
}
