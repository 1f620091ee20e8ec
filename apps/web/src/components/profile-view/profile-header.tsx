import { GENDERS } from '@waliyy/contract/options';
import type { ReactNode } from 'react';
import { genderParam } from '../../i18n/gender';
import { useT } from '../../i18n/translate';
import { PlaceName } from '../place-name';
import { ProfileCardIllustration } from '../profile-card-illustration';
import { optionText, type ProfileDetails } from './profile-text';

type ProfileHeaderProps = {
  profile: ProfileDetails;
  /** One's own single: the first name; anyone else: the display id (decision 027). */
  name: string;
  isOwn: boolean;
  /** Where the like, accept and match buttons go (decision 011); empty on own and explore views. */
  actions?: ReactNode;
};

/** product.md §2 profile view header: name, age, LGA, profession, country of residence, gender. */
export function ProfileHeader({ profile, name, isOwn, actions }: ProfileHeaderProps) {
  const t = useT();
  const gender = optionText(GENDERS, profile.gender);
  return (
    <header className="rounded-3xl border border-cream-300 bg-cream-50 p-5 shadow-sm sm:p-8">
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <ProfileCardIllustration
          gender={profile.gender}
          className="size-24 shrink-0 rounded-full ring-4 ring-cream-50 sm:size-28"
        />
        <div className="w-full min-w-0 flex-1 text-center sm:text-start">
          <p className="text-sm font-semibold uppercase tracking-widest text-gold-700">
            {isOwn ? t('profile.header.own') : t('profile.title')}
          </p>
          <h1 className="mt-1 font-serif text-3xl font-semibold [overflow-wrap:anywhere] text-brand-900 sm:text-4xl">
            {/* Someone else's display id reads left to right in Arabic too (a first name does not). */}
            <span dir={!isOwn && profile.displayId.trim() ? 'ltr' : undefined}>{name}</span>
          </h1>
          <p className="mt-1 text-lg text-ink">
            {t('profile.header.age', { age: profile.age })} <span aria-hidden="true">·</span>
            <span className="sr-only">,</span> {gender}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-start">
            <div className="min-w-0">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
                {t('profile.header.lga')}
              </dt>
              <dd className="[overflow-wrap:anywhere] font-medium text-ink">{profile.lga}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
                {t('profile.header.livesIn', { gender: genderParam(profile.gender) })}
              </dt>
              <dd className="[overflow-wrap:anywhere] font-medium text-ink">
                <PlaceName list="countries" value={profile.countryofResidence} />
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
                {t('profile.fact.profession')}
              </dt>
              <dd className="[overflow-wrap:anywhere] font-medium text-ink">
                {profile.profession}
              </dd>
            </div>
            {isOwn ? (
              <div className="min-w-0">
                <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
                  {t('profile.header.profileId')}
                </dt>
                <dd dir="ltr" className="[overflow-wrap:anywhere] text-start font-medium text-ink">
                  {profile.displayId}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        {actions ? (
          <div className="flex w-full flex-wrap justify-center gap-3 sm:w-auto sm:flex-col">
            {actions}
          </div>
        ) : null}
      </div>
    </header>
  );
}
