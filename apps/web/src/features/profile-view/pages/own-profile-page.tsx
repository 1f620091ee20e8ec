import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ProfileView } from '../../../components/profile-view/profile-view';
import { useT } from '../../../i18n/translate';
import { ApiError } from '../../../lib/api-client';
import { useChild } from '../../../lib/child';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  ProfileLoadError,
  ProfileNotice,
  ProfilePageFrame,
  ProfileSkeleton,
} from '../components/profile-page-frame';

/**
 * /profile/{id} (product.md §2): one of the account's own singles as others see it, but with the
 * real first name (product.md §3). GET /parent/child/{id} answers 404 for another account's single
 * (decision 030). No action buttons on one's own profile (product.md §4).
 */
export function OwnProfilePage() {
  const t = useT();
  useDocumentTitle(t('profile.title'));
  const { id = '' } = useParams();
  const child = useChild(id);

  let body: ReactNode;
  if (child.data) {
    body = (
      <ProfileView key={child.data.id} profile={child.data} name={child.data.firstName} isOwn />
    );
  } else if (child.error instanceof ApiError && child.error.status === 404) {
    body = (
      <ProfileNotice title={t('profile.notFound.title')}>
        {t('profile.notFound.text')}
      </ProfileNotice>
    );
  } else if (child.isError) {
    body = <ProfileLoadError error={child.error} onRetry={() => child.refetch()} />;
  } else {
    body = <ProfileSkeleton />;
  }
  return <ProfilePageFrame>{body}</ProfilePageFrame>;
}
