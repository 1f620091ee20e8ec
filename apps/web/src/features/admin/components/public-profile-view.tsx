import type { AdminReportDetail } from '@waliyy/contract/admin-moderation';
import { Link } from 'react-router';
import { ProfileView } from '../../../components/profile-view/profile-view';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /admin/reports/:id?view=public (decision 025): the reported single as other families see
 * it — the public projection the API sends with the report, in the families' own profile view
 * (no names, no wali; no compatibility, as there is no viewer's single).
 */
export function PublicProfileView({ report }: { report: AdminReportDetail }) {
  const displayId = report.reported.displayId;
  useDocumentTitle(`${displayId} as families see it — Admin`);
  const profile = report.publicProfile;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Link
          to={`/admin/reports/${encodeURIComponent(report.id)}`}
          className="inline-flex min-h-11 items-center text-brand-900"
        >
          <span aria-hidden="true">{'← '}</span>Back to the report
        </Link>
        <p className="rounded-2xl border border-gold-400/50 bg-gold-200/40 px-4 py-3 text-ink">
          {`This is ${displayId} as other families see it: no names and no contact details.`}
        </p>
      </div>
      {profile ? (
        <ProfileView profile={profile} name={profile.displayId} isOwn={false} />
      ) : (
        <p className="text-muted">The single has been deleted.</p>
      )}
    </div>
  );
}
