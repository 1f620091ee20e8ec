import type { ChildProfile } from '@waliyy/contract/children';
import { useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/translate';
import { useAccount } from '../../../lib/account';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useChild } from '../api';
import { DeleteSingle } from './delete-single';
import { GenotypeCheck } from './genotype-check';
import { PauseSingle } from './pause-single';
import { ReadOnlyProfile } from './read-only-profile';
import { SingleConfirmation } from './single-confirmation';
import { SingleProfileForm } from './single-profile-form';

/** No single is active (or the active one is gone): where to choose or add one. */
function NoActiveSingle({ notice }: { notice?: string }) {
  const t = useT();
  const account = useAccount();
  const hasSingles = (account.data?.children.length ?? 0) > 0;
  return (
    <SectionCard
      id="user-tab-title"
      title={t('singles.userTab.title')}
      intro={
        notice ?? (hasSingles ? t('singles.userTab.noActive') : t('singles.userTab.noSingles'))
      }
    >
      {account.isPending ? null : hasSingles ? (
        <Link to="/select-child" className={buttonClass('primary')}>
          {t('singles.userTab.choose')}
        </Link>
      ) : (
        <Link to="/get-started" className={buttonClass('primary')}>
          {t('singles.userTab.setUp')}
        </Link>
      )}
    </SectionCard>
  );
}

/**
 * Settings › User (product.md §2): the active single's fixed details, the form for the rest, and
 * deleting the single. Rendered by the app's settings page (app/settings-page.tsx).
 */
export function UserTab() {
  const t = useT();
  const { childId } = useSession();
  const child = useChild(childId);
  const account = useAccount();
  // While the single's query is rebuilt (deleting drops it before the account refetch), the
  // profile last seen stays on screen rather than flashing a loading state.
  const lastSeen = useRef<ChildProfile | undefined>(undefined);
  if (child.data) lastSeen.current = child.data;
  const profile = child.data ?? (lastSeen.current?.id === childId ? lastSeen.current : undefined);

  if (!childId) return <NoActiveSingle />;
  if (child.error instanceof ApiError && child.error.status === 404) {
    return <NoActiveSingle notice={errorMessage(child.error)} />;
  }
  if (child.isError && !profile) {
    return (
      <div role="alert" className="grid justify-items-start gap-4 rounded-2xl bg-red-50 p-5">
        <p className="text-red-800">{errorMessage(child.error)}</p>
        <button type="button" className={buttonClass('outline')} onClick={() => child.refetch()}>
          {t('singles.userTab.tryAgain')}
        </button>
      </div>
    );
  }
  if (!profile) {
    return (
      <p role="status" className="text-muted">
        {t('singles.userTab.loading')}
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <ReadOnlyProfile profile={profile} supportEmail={account.data?.supportEmail} />
      <SingleProfileForm profile={profile} />
      <GenotypeCheck profile={profile} />
      <SingleConfirmation profile={profile} />
      <PauseSingle profile={profile} />
      <DeleteSingle profile={profile} />
    </div>
  );
}
