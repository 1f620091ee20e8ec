import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ProfileView } from '../profile-view/profile-view';
import { useReport } from './api';
import { Failed, Loading } from './components/admin-ui';

/**
 * /admin/reports/:id/public (issue 24, point 4): the reported single as other families see it —
 * the public projection the API sends with the report, in the families' own profile view (no
 * names, no wali, no compatibility: no viewer's single).
 */
export function AdminPublicProfilePage() {
  const { id = '' } = useParams();
  const report = useReport(id);
  const displayId = report.data?.reported.displayId ?? 'the profile';
  useDocumentTitle(`${displayId} as families see it — Admin`);
  if (report.isPending) return <Loading>Loading the profile…</Loading>;
  if (report.isError) return <Failed query={report} fallback="We could not load the report" />;
  const profile = report.data.publicProfile;
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <Link
          to={`/admin/reports/${encodeURIComponent(id)}`}
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
