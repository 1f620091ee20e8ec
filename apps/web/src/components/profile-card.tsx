import { ANONYMOUS_NAME } from '@waliyy/contract/constants';
import type { ProfileCard as ProfileCardData } from '@waliyy/contract/discovery';
import { Link } from 'react-router';
import { ProfileCardIllustration } from './profile-card-illustration';

type ProfileCardProps = { profile: ProfileCardData; to: string };

/**
 * Someone else's single in a grid (spec §3 'Profile card'): display id (never a name —
 * DECISIONS 1), age, 'lga, country', profession and the first 20 words of 'about' (cut by the
 * server). The whole card opens the profile: one link, named by the display id, stretched over
 * the card, so a screen reader hears a short name rather than the whole card.
 */
export function ProfileCard({ profile, to }: ProfileCardProps) {
  const name = profile.displayId.trim() || ANONYMOUS_NAME;
  const place = [profile.lga, profile.countryofResidence].filter(Boolean).join(', ');
  return (
    <article className="group relative flex h-full flex-col rounded-3xl border border-cream-300 bg-cream-50 p-5 shadow-sm transition-[border-color,box-shadow] focus-within:border-brand-700 hover:border-brand-700 hover:shadow-md">
      <div className="flex items-center gap-4">
        <ProfileCardIllustration gender={profile.gender} className="size-16 shrink-0" />
        <div className="min-w-0">
          <h2 className="font-serif text-xl font-semibold text-brand-900 [overflow-wrap:anywhere]">
            <Link
              to={to}
              className="rounded-sm after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none"
            >
              {name}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm font-semibold text-gold-800">{profile.age} years</p>
        </div>
      </div>
      <ul className="mt-4 grid gap-1.5 text-sm text-muted">
        {place ? (
          <li className="flex items-start gap-2">
            <CardIcon path="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
            <span className="sr-only">Lives in </span>
            <span className="[overflow-wrap:anywhere]">{place}</span>
          </li>
        ) : null}
        {profile.profession ? (
          <li className="flex items-start gap-2">
            <CardIcon path="M4 8h16v11H4zM9 8V5h6v3M4 13h16" />
            <span className="sr-only">Profession: </span>
            <span className="[overflow-wrap:anywhere]">{profile.profession}</span>
          </li>
        ) : null}
      </ul>
      {profile.about ? (
        <p className="mt-4 border-t border-cream-300 pt-4 leading-relaxed text-ink [overflow-wrap:anywhere]">
          {profile.about}
        </p>
      ) : null}
      <span
        aria-hidden="true"
        className="mt-auto pt-4 text-sm font-semibold text-brand-800 group-hover:underline"
      >
        View profile →
      </span>
    </article>
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
