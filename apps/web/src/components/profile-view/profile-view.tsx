import type { Compatibility } from '@waliyy/contract/discovery';
import { type ReactNode, useState } from 'react';
import { genderParam } from '../../i18n/gender';
import { useT } from '../../i18n/translate';
import { Tabs } from '../tabs';
import { ProfileChecks } from './profile-checks';
import { ProfileHeader } from './profile-header';
import { DeenPanel, EducationPanel, MePanel } from './profile-panels';
import type { ProfileDetails } from './profile-text';
import { WhyThisProfile } from './why-this-profile';

type ProfileViewProps = {
  profile: ProfileDetails;
  /** One's own single: the first name; anyone else: the display id (decision 027). */
  name: string;
  isOwn: boolean;
  /** Someone else's profile seen for the active single (decision 046). */
  compatibility?: Compatibility | null;
  /** The header's action slot (decision 011); never on one's own or an explore view (product.md §4). */
  actions?: ReactNode;
};

/** product.md §2 profile view, the same for /profile, /recommended and /explore. */
export function ProfileView({ profile, name, isOwn, compatibility, actions }: ProfileViewProps) {
  const t = useT();
  const [tab, setTab] = useState('me');
  return (
    <div className="grid gap-6">
      <ProfileHeader profile={profile} name={name} isOwn={isOwn} actions={actions} />
      {!isOwn && profile.verification ? (
        <ProfileChecks verification={profile.verification} gender={profile.gender} />
      ) : null}
      {!isOwn && compatibility ? (
        <WhyThisProfile compatibility={compatibility} gender={genderParam(profile.gender)} />
      ) : null}
      <Tabs
        variant="grid"
        label={t('profile.title')}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'me', label: t('profile.tabs.me'), panel: <MePanel profile={profile} /> },
          {
            id: 'education',
            label: t('profile.tabs.education'),
            panel: <EducationPanel profile={profile} />,
          },
          { id: 'deen', label: t('profile.tabs.deen'), panel: <DeenPanel profile={profile} /> },
        ]}
      />
    </div>
  );
}
