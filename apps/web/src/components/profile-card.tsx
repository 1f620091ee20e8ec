import type { ProfileCard as ProfileCardData } from '@waliyy/contract/discovery';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { genderParam } from '../i18n/gender';
import { t as say, useT } from '../i18n/translate';
import { placeName, usePlaceNames } from '../lib/place-names';
import { ProfileCardIllustration } from './profile-card-illustration';
import { VerificationBadges } from './verification-badges';

type ProfileCardProps = {
  profile: ProfileCardData;
  to: string;
  /** 3 when the card sits under a section's own heading (the dashboard's close section). */
  headingLevel?: 2 | 3;
  /** More about the card, drawn below its facts (the dashboard's fit to the preferences). */
  children?: ReactNode;
};

/**
 * 'From Chibok · Lives in Germany' (decision 021): the LGA is where the single is from,
 * the country where they live — joined with a comma they read as one place.
 */
export function cardPlaces(
  profile: Pick<ProfileCardData, 'lga' | 'countryofResidence'> & { gender?: string },
) {
  const lga = profile.lga.trim();
  const country = profile.countryofResidence.trim();
  return [
    lga && say('profile.card.from', { lga }),
    country &&
      say('profile.card.livesIn', {
        country: placeName('countries', country),
        gender: genderParam(profile.gender),
      }),
  ].filter(Boolean) as string[];
}

/**
 * Someone else's single in a grid (product.md §3 'Profile card'): display id (never a name —
 * decision 027), age, where they are from and live, profession and the first 20 words of
 * 'about' (cut by the server). The whole card opens the profile: one link, named by the display
 * id, stretched over the card, so a screen reader hears a short name rather than the whole card.
 */
export function ProfileCard({ profile, to, headingLevel = 2, children }: ProfileCardProps) {
  const t = useT();
  const name = profile.displayId.trim() || t('profile.anonymousName');
  // The country in the language shown: the card draws again when the names arrive.
  usePlaceNames();
  const places = cardPlaces(profile);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article className="@container group relative flex h-full flex-col rounded-3xl border border-cream-300 bg-cream-50 p-5 shadow-sm transition-[border-color,box-shadow] focus-within:border-brand-700 hover:border-brand-700 hover:shadow-md">
      {/* In a narrow card (three columns beside the open sidebar at 1024 px) the picture sits
          above the display id, so the id keeps its line. */}
      <div className="flex flex-col items-start gap-2 @3xs:flex-row @3xs:items-center @3xs:gap-4">
        <ProfileCardIllustration
          gender={profile.gender}
          className="size-12 shrink-0 @3xs:size-16"
        />
        <div className="min-w-0">
          <Heading className="font-serif text-lg font-semibold text-brand-900 [overflow-wrap:anywhere] @3xs:text-xl">
            <Link
              to={to}
              className="rounded-sm after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none"
            >
              {/* A display id reads left to right in Arabic too. */}
              <span dir={profile.displayId.trim() ? 'ltr' : undefined}>{name}</span>
            </Link>
          </Heading>
          <p className="mt-0.5 text-sm font-semibold text-gold-800">
            {t('profile.header.age', { age: profile.age })}
          </p>
        </div>
      </div>
      <ul className="mt-4 grid gap-1.5 text-sm text-muted">
        {places.length > 0 ? (
          <li className="flex items-start gap-2">
            <CardIcon path="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
            <span className="[overflow-wrap:anywhere]">{places.join(' · ')}</span>
          </li>
        ) : null}
        {profile.profession ? (
          <li className="flex items-start gap-2">
            <CardIcon path="M4 8h16v11H4zM9 8V5h6v3M4 13h16" />
            <span className="sr-only">{t('profile.card.professionLabel')}</span>
            <span className="[overflow-wrap:anywhere]">{profile.profession}</span>
          </li>
        ) : null}
      </ul>
      <CardChecks profile={profile} />
      {children}
      {profile.about ? (
        <p
          dir="auto"
          className="mt-4 border-t border-cream-300 pt-4 leading-relaxed text-ink [overflow-wrap:anywhere]"
        >
          {profile.about}
        </p>
      ) : null}
      <span
        aria-hidden="true"
        className="mt-auto pt-4 text-sm font-semibold text-brand-800 group-hover:underline"
      >
        {t('profile.card.view')}
      </span>
    </article>
  );
}

/**
 * The checks the single passed, and a "what is this" that opens by tap, click or keyboard
 * (native details, no script), above the card's stretched link.
 */
function CardChecks({ profile }: { profile: ProfileCardData }) {
  const t = useT();
  const { verification } = profile;
  if (!verification || !(verification.phone || verification.single || verification.genotype)) {
    return null;
  }
  return (
    <div className="mt-3">
      <VerificationBadges verification={verification} gender={profile.gender} />
      <details className="relative z-10 mt-1 text-xs text-muted">
        <summary className="inline-flex min-h-8 cursor-pointer items-center font-semibold text-brand-800 underline">
          {t('profile.badges.what')}
        </summary>
        <p className="mt-1 leading-relaxed">{t('profile.badges.short')}</p>
      </details>
    </div>
  );
}

function CardIcon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 size-4 shrink-0 text-brand-700"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A card-shaped placeholder while a page of profiles loads. */
export function ProfileCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="h-full rounded-3xl border border-cream-300 bg-cream-50 p-5 shadow-sm"
    >
      <div className="flex items-center gap-4">
        <div className="size-16 shrink-0 animate-pulse rounded-full bg-cream-300" />
        <div className="grid flex-1 gap-2">
          <div className="h-5 w-2/3 animate-pulse rounded-full bg-cream-300" />
          <div className="h-4 w-1/3 animate-pulse rounded-full bg-cream-200" />
        </div>
      </div>
      <div className="mt-5 grid gap-2">
        <div className="h-4 w-1/2 animate-pulse rounded-full bg-cream-200" />
        <div className="h-4 w-2/5 animate-pulse rounded-full bg-cream-200" />
        <div className="mt-3 h-4 w-full animate-pulse rounded-full bg-cream-200" />
        <div className="h-4 w-5/6 animate-pulse rounded-full bg-cream-200" />
      </div>
    </div>
  );
}
