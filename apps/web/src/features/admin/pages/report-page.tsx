import type {
  AdminReport,
  AdminReportDetail,
  HistoryReport,
  ReportHistory,
} from '@waliyy/contract/admin-moderation';
import { REPORT_REASON_LABELS } from '@waliyy/contract/safety';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useSearchParam } from '../../../lib/use-search-param';
import { useReport } from '../api';
import { actionName } from '../audit-words';
import { AdminPage, Badge, Details, Failed, Loading, Section } from '../components/admin-ui';
import { PublicProfileView } from '../components/public-profile-view';
import { ReportActions } from '../components/report-actions';
import { formatDate, formatWhen } from '../format';
import { FIELD_LABELS, fieldText, redactableTexts } from '../redactable';
import { findingLine, reporterLabel } from '../scan-findings';

const STATUS_LABELS = { open: 'Open', dismissed: 'Dismissed', actioned: 'Actioned' } as const;
const ACTION_LABELS = {
  dismiss: 'Dismissed',
  suspend: 'Account suspended',
  redact: 'Fields edited out',
  warn: 'Family warned',
} as const;
const LIKE_LABELS = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted (a match)',
  rejected: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired unanswered',
  ended: 'Match ended',
} as const;

const LINK = 'text-brand-900 underline underline-offset-4';

/**
 * /admin/reports/:id: the reports on one profile (decision 025: every open report of the profile,
 * handled together), the account and profile behind them, what was edited out, the history
 * around them, and what staff can do.
 */
export function AdminReportPage() {
  const { id = '' } = useParams();
  const report = useReport(id);
  // ?view=public: the single as other families see it (decision 025).
  const isPublicView = useSearchParam('view') === 'public';
  if (report.isPending) return <Loading>Loading the report…</Loading>;
  if (report.isError) return <Failed query={report} fallback="We could not load the report" />;
  if (isPublicView) return <PublicProfileView report={report.data} />;
  return <ReportView report={report.data} />;
}

function ReportView({ report }: { report: AdminReportDetail }) {
  const account = report.reported.account;
  const isOpen = report.status === 'open';
  const count = report.reports.length;
  return (
    <AdminPage title={`Report on ${report.reported.displayId}`}>
      <div className="flex flex-wrap gap-x-6">
        <Link to="/admin/reports" className="inline-flex min-h-11 items-center text-brand-900">
          <span aria-hidden="true">{'← '}</span>Back to the reports
        </Link>
        {report.publicProfile ? (
          <Link
            to={`/admin/reports/${encodeURIComponent(report.id)}?view=public`}
            className={`inline-flex min-h-11 items-center ${LINK}`}
          >
            View as families see it
          </Link>
        ) : null}
      </div>
      <Section
        id="report-details"
        title={count > 1 ? `${count} reports on this profile` : 'The report'}
      >
        {count > 1 && isOpen ? (
          <p className="mb-4 text-muted">Handling them below handles all of them at once.</p>
        ) : null}
        <ul className="grid gap-4">
          {report.reports.map((each) => (
            <li key={each.id} className="rounded-2xl border border-cream-300 bg-white p-4">
              <OneReport report={each} />
            </li>
          ))}
        </ul>
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
                  className={LINK}
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
      {report.removedTexts.length > 0 ? (
        <Section id="removed-texts" title="Text edited out">
          <p className="mb-4 text-muted">
            Kept as evidence for staff only. The family cannot save it back.
          </p>
          <ul className="grid gap-3">
            {report.removedTexts.map((removed) => (
              <li key={removed.id} className="rounded-2xl border border-cream-300 bg-white p-4">
                <p className="text-sm font-semibold text-muted">
                  {`${FIELD_LABELS[removed.field]}, ${formatWhen(removed.createdAt)} by ${removed.removedBy ?? 'a former staff member'}`}
                </p>
                <p className="mt-1 whitespace-pre-line wrap-anywhere">{removed.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <HistorySection history={report.history} reports={report.reports} />
      {isOpen ? (
        <Section id="handle-report" title={count > 1 ? 'Handle the reports' : 'Handle the report'}>
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
              ['Handled', report.resolvedAt ? formatWhen(report.resolvedAt) : 'Unknown'],
              ['Reason given', report.resolution ?? 'None'],
            ]}
          />
        </Section>
      )}
    </AdminPage>
  );
}

function OneReport({ report }: { report: AdminReport }) {
  return (
    <Details
      items={[
        ['Reason', REPORT_REASON_LABELS[report.reason]],
        ['Status', STATUS_LABELS[report.status]],
        ['Reported', formatWhen(report.createdAt)],
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
  );
}

function historyLine(report: HistoryReport): string {
  const outcome =
    report.status === 'open'
      ? 'open'
      : `${report.action ? ACTION_LABELS[report.action] : STATUS_LABELS[report.status]} ${report.resolvedAt ? formatWhen(report.resolvedAt) : ''}`.trim();
  return `${REPORT_REASON_LABELS[report.reason]} on ${report.displayId}, ${formatWhen(report.createdAt)}: ${outcome}`;
}

function HistoryList({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <div className="grid gap-2">
      <h3 className="text-lg font-semibold text-brand-900">{title}</h3>
      {children.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-2">{children}</ul>
      )}
    </div>
  );
}

function HistoryItem({ line, note }: { line: ReactNode; note?: string | null }) {
  return (
    <li className="wrap-anywhere rounded-xl bg-white px-3 py-2 ring-1 ring-cream-300">
      {line}
      {note ? <span className="block text-sm text-muted">{`“${note}”`}</span> : null}
    </li>
  );
}

/** What happened before: both sides' reports, staff actions, and the likes between them. */
function HistorySection({ history, reports }: { history: ReportHistory; reports: AdminReport[] }) {
  const emailOf = (id: string) =>
    reports.find((r) => r.reporter?.id === id)?.reporter?.email ?? 'the reporter';
  return (
    <Section id="report-history" title="History">
      <div className="grid gap-6">
        <HistoryList
          title="Earlier reports on this family"
          empty="No other reports on this family."
        >
          {history.reportedAccount.map((r) => (
            <HistoryItem key={r.id} line={historyLine(r)} note={r.resolution} />
          ))}
        </HistoryList>
        <HistoryList title="Staff actions on the account" empty="No staff actions on the account.">
          {history.accountActions.map((a) => (
            <HistoryItem
              key={a.id}
              line={`${actionName(a.action)} by ${a.actor}, ${formatWhen(a.createdAt)}`}
              note={a.reason}
            />
          ))}
        </HistoryList>
        {history.reporters.map((reporter) => (
          <HistoryList
            key={reporter.reporterId}
            title={`Other reports by ${emailOf(reporter.reporterId)}`}
            empty="No other reports by this family."
          >
            {reporter.reports.map((r) => (
              <HistoryItem key={r.id} line={historyLine(r)} />
            ))}
          </HistoryList>
        ))}
        <HistoryList
          title="Likes between them"
          empty="No likes between the reporters and this single."
        >
          {history.likes.map((like) => (
            <HistoryItem
              key={like.id}
              line={`${like.direction === 'sent' ? `${like.reporterDisplayId} liked this single` : `This single liked ${like.reporterDisplayId}`}, ${formatWhen(like.createdAt)}: ${LIKE_LABELS[like.status]}${like.closedAt ? ` ${formatWhen(like.closedAt)}` : ''}`}
            />
          ))}
        </HistoryList>
      </div>
    </Section>
  );
}
