import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { publicName } from '../../../components/profile-view/profile-text';
import { ProfileView } from '../../../components/profile-view/profile-view';
import { useT } from '../../../i18n/translate';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicProfile } from '../api';
import { ProfileActions } from '../components/profile-actions';
import {
  ProfileLoadError,
  ProfileNotice,
  ProfilePageFrame,
  ProfileSkeleton,
} from '../components/profile-page-frame';
import { ReportOrBlock } from '../components/report-or-block';

/** Where the profile was opened from: the recommendations, or the general explore list. */
type Source = 'recommended' | 'explore';

/**
 * Someone else's single through the public projection (decision 027: the display id, never a
 * name), seen for the active single, whose compatibility reasons come with it (decision 046).
 */
function OtherProfilePage({ source }: { source: Source }) {
  const t = useT();
  useDocumentTitle(t('profile.title'));
  const { id = '' } = useParams();
  const { childId } = useSession();
  const query = usePublicProfile(id, childId);

  let body: ReactNode;
  if (query.data) {
    body = (
      <>
        <ProfileView
          key={query.data.id}
          profile={query.data}
          name={publicName(query.data.displayId)}
          isOwn={false}
          compatibility={query.data.compatibility}
          // A view from /explore is a general view: no buttons (decision 049, product.md §4).
          actions={
            source === 'recommended' && childId ? (
              <ProfileActions childId={childId} profile={query.data} />
            ) : null
          }
        />
        <ReportOrBlock
          profileId={query.data.id}
          displayId={query.data.displayId}
          childId={childId}
        />
      </>
    );
  } else if (query.error instanceof ApiError && query.error.status === 404) {
    body = <ProfileNotice title={t('profile.unavailable')} />;
  } else if (query.isError) {
    body = <ProfileLoadError error={query.error} onRetry={() => query.refetch()} />;
  } else {
    body = <ProfileSkeleton />;
  }
  return <ProfilePageFrame>{body}</ProfilePageFrame>;
}

/** /recommended/{id} (product.md §2). */
export function RecommendedProfilePage() {
  return <OtherProfilePage source="recommended" />;
}

/** /explore/{id} (product.md §2): a general view, without action buttons. */
export function ExploreProfilePage() {
  return <OtherProfilePage source="explore" />;
}
