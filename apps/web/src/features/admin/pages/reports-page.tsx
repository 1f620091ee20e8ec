import type { AdminReportGroup, ReportStatus } from '@waliyy/contract/admin-moderation';
import { REPORT_REASON_LABELS } from '@waliyy/contract/safety';
import { Link, useNavigate } from 'react-router';
import { type Tab, Tabs } from '../../../components/tabs';
import { useSearchParam } from '../../../lib/use-search-param';
import { ADMIN_PAGE_SIZE, useReports } from '../api';
import { AdminPage, Failed, Loading, Pager, pageFrom } from '../components/admin-ui';
import { excerpt, formatWhen } from '../format';
import { findingLine } from '../scan-findings';

const STATUSES: Record<ReportStatus, { label: string; empty: string }> = {
  open: { label: 'Open', empty: 'No open reports. Well done.' },
  dismissed: { label: 'Dismissed', empty: 'No dismissed reports.' },
  actioned: { label: 'Actioned', empty: 'No reports acted on yet.' },
};

function isStatus(value: string | null): value is ReportStatus {
  return value !== null && Object.hasOwn(STATUSES, value);
}

/** /admin/reports: the queue, oldest first as the API sends it; `?status=&page=`. */
export function AdminReportsPage() {
  const navigate = useNavigate();
  const status = useSearchParam('status');
  const selected: ReportStatus = isStatus(status) ? status : 'open';
  const page = pageFrom(useSearchParam('page'));

  const tabs: Tab[] = (Object.keys(STATUSES) as ReportStatus[]).map((id) => ({
    id,
    label: STATUSES[id].label,
    panel: (
      <ReportList
        status={id}
        page={page}
        onPage={(next) => navigate({ search: `?status=${id}&page=${next}` })}
      />
    ),
  }));

  return (
    <AdminPage
      title="Reports"
      intro="Profiles families have reported or the safety scan found, one row per profile, the oldest first. Handling a profile handles all its open reports."
    >
      <Tabs
        label="Report status"
        tabs={tabs}
        selected={selected}
        onSelect={(id) => navigate({ search: `?status=${id}` }, { replace: true })}
      />
    </AdminPage>
  );
}

function ReportList({
  status,
  page,
  onPage,
}: {
  status: ReportStatus;
  page: number;
  onPage: (page: number) => void;
}) {
  const reports = useReports(status, page);
  if (reports.isPending) return <Loading>Loading reports…</Loading>;
  if (reports.isError) return <Failed query={reports} fallback="We could not load the reports" />;
  const { reports: rows, totalCount } = reports.data;
  return (
    <div className="grid gap-4">
      <p className="text-muted">{`${totalCount} ${totalCount === 1 ? 'profile' : 'profiles'}`}</p>
      {rows.length === 0 ? (
        <p className="text-muted">{STATUSES[status].empty}</p>
      ) : (
        <ul className="grid gap-3">
          {rows.map((report) => (
            <li key={report.id}>
              <ReportRow report={report} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        label="Report pages"
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        totalCount={totalCount}
        onPage={onPage}
      />
    </div>
  );
}

function ReportRow({ report }: { report: AdminReportGroup }) {
  const by =
    report.source === 'scan' ? 'the safety scan' : (report.reporter?.email ?? 'a deleted account');
  const summary =
    report.source === 'scan' ? report.findings.map(findingLine).join('; ') : report.note;
  const count = report.reportCount;
  return (
    <article className="grid gap-1 rounded-2xl border border-cream-300 bg-white p-4">
      <p className="text-sm font-semibold text-gold-800">
        {report.reasons.map((reason) => REPORT_REASON_LABELS[reason]).join(' · ')}
      </p>
      <h2 className="text-lg font-semibold">
        <Link
          to={`/admin/reports/${encodeURIComponent(report.id)}`}
          className="inline-flex min-h-11 items-center text-brand-900 underline underline-offset-4"
        >
          {`Report on ${report.reported.displayId}`}
        </Link>
      </h2>
      {count > 1 ? (
        <p className="text-sm font-semibold text-ink">
          {`${count} reports, the last ${formatWhen(report.lastReportedAt)}`}
        </p>
      ) : null}
      <p className="wrap-anywhere text-sm text-muted">
        {`${count > 1 ? 'First by' : 'By'} ${by} on ${formatWhen(report.createdAt)}`}
      </p>
      {summary ? <p className="wrap-anywhere">{excerpt(summary)}</p> : null}
    </article>
  );
}
