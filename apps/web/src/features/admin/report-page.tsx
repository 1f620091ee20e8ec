import type { AdminReportDetail } from '@waliyy/contract/admin-moderation';
import { REPORT_REASON_LABELS } from '@waliyy/contract/safety';
import { Link, useParams } from 'react-router';
import { useReport } from './api';
import { AdminPage, Badge, Details, Failed, Loading, Section } from './components/admin-ui';
import { formatDate } from './format';
import { FIELD_LABELS, fieldText, redactableTexts } from './redactable';
import { ReportActions } from './report-actions';
import { findingLine, reporterLabel } from './scan-findings';

const STATUS_LABELS = { open: 'Open', dismissed: 'Dismissed', actioned: 'Actioned' } as const;
const ACTION_LABELS = {
  dismiss: 'Dismissed',
  suspend: 'Account suspended',
  redact: 'Fields edited out',
  warn: 'Family warned',
} as const;

/** /admin/reports/:id: one report, the account and profile behind it, and what staff can do. */
export function AdminReportPage() {
  const { id = '' } = useParams();
  const report = useReport(id);
  if (report.isPending) return <Loading>Loading the report…</Loading>;
  if (report.isError) return <Failed query={report} fallback="We could not load the report" />;
  return <ReportView report={report.data} />;
}

function ReportView({ report }: { report: AdminReportDetail }) {
  const account = report.reported.account;
  const isOpen = report.status === 'open';
  return (
    <AdminPage title={`Report on ${report.reported.displayId}`}>
      <Link to="/admin/reports" className="inline-flex min-h-11 items-center text-brand-900">
        <span aria-hidden="true">{'← '}</span>Back to the reports
      </Link>
      <Section id="report-details" title="The report">
        <Details
          items={[
            ['Reason', REPORT_REASON_LABELS[report.reason]],
            ['Status', STATUS_LABELS[report.status]],
            ['Reported on', formatDate(report.createdAt)],
            ['Reporter', reporterLabel(report)],
            report.source === 'scan'
              ? [
                  'Found',
                  <ul key="found" className="grid gap-1">
                    {report.findings.map((finding) => (
                      <li key={finding.field}>{findingLine(finding)}</li>
                    ))}
                  </ul>,
                ]
              : ['Note', report.note || 'No note'],
          ]}
        />
      </Section>
      <Section id="reported-account" title="Reported account">
        {account ? (
          <Details
            items={[
              [
                'E-mail',
                <Link
                  key="e"
                  to={`/admin/accounts/${encodeURIComponent(account.id)}`}
                  className="text-brand-900 underline underline-offset-4"
                >
                  {account.email}
                </Link>,
              ],
              ['Name', account.fullName],
              [
                'Suspended',
                account.suspendedAt ? (
                  <Badge
                    key="v"
                    tone="warn"
                  >{`Suspended since ${formatDate(account.suspendedAt)}`}</Badge>
                ) : (
                  <Badge key="v" tone="ok">
                    Not suspended
                  </Badge>
                ),
              ],
            ]}
          />
        ) : (
          <p className="text-muted">The account has been deleted.</p>
        )}
      </Section>
      <Section id="reported-profile" title={`Profile of ${report.reported.displayId}`}>
        {report.profile ? (
          <Details
            items={[
              ['Name', report.profile.fullName],
              ['Gender', report.profile.gender === 'FEMALE' ? 'Female' : 'Male'],
              ['Age', String(report.profile.age)],
              // While open, the text fields are shown beside their checkboxes below.
              ...(isOpen
                ? []
                : redactableTexts(report.profile).map((field): readonly [string, string] => [
                    FIELD_LABELS[field],
                    fieldText(report.profile!, field),
                  ])),
            ]}
          />
        ) : (
          <p className="text-muted">The single has been deleted.</p>
        )}
      </Section>
      {isOpen ? (
        <Section id="handle-report" title="Handle the report">
          <ReportActions report={report} />
        </Section>
      ) : (
        <Section id="resolution" title="Resolution">
          <Details
            items={[
              [
                'Outcome',
                report.action ? ACTION_LABELS[report.action] : STATUS_LABELS[report.status],
              ],
              ['Handled on', report.resolvedAt ? formatDate(report.resolvedAt) : 'Unknown'],
              ['Reason given', report.resolution ?? 'None'],
            ]}
          />
        </Section>
      )}
    </AdminPage>
  );
}
