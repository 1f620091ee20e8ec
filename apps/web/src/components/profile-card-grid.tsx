import { PAGE_SIZE } from '@waliyy/contract/constants';
import type { ProfileCard as ProfileCardData } from '@waliyy/contract/discovery';
import type { ReactNode } from 'react';
import { t as say, useT } from '../i18n/translate';
import { ApiError, errorMessage, UNKNOWN_ERROR_MESSAGE } from '../lib/api-client';
import { buttonClass } from './button-styles';
import { ProfileCard, ProfileCardSkeleton } from './profile-card';

type ProfileCardGridProps<P extends ProfileCardData> = {
  profiles: readonly P[];
  /** Where a card leads: /recommended/{id} on the dashboard, /explore/{id} on explore. */
  hrefFor: (profile: P) => string;
  /** Placeholder cards shown after the loaded ones while a page is on its way. */
  pendingCards?: number;
  label: string;
  /** 3 when the grid sits under a section's own h2. */
  headingLevel?: 2 | 3;
  /** More drawn in each card (the dashboard's fit to the preferences). */
  extraFor?: (profile: P) => ReactNode;
};

/**
 * One column on a phone, two on a tablet, three on a large screen (product.md §2) — from 1024 px,
 * where the sidebar opens beside the grid (decision 021); the cards tighten to fit.
 */
export function ProfileCardGrid<P extends ProfileCardData>({
  profiles,
  hrefFor,
  pendingCards = 0,
  label,
  headingLevel,
  extraFor,
}: ProfileCardGridProps<P>) {
  return (
    <ul
      aria-label={label}
      aria-busy={pendingCards > 0}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3"
    >
      {profiles.map((profile) => (
        <li key={profile.id}>
          <ProfileCard profile={profile} to={hrefFor(profile)} headingLevel={headingLevel}>
            {extraFor?.(profile)}
          </ProfileCard>
        </li>
      ))}
      {Array.from({ length: pendingCards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
        <li key={`pending-${index}`} aria-hidden="true">
          <ProfileCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/** Pages appended in order, a profile seen on an earlier page dropped (product.md §4 'Lists'). */
export function uniqueProfiles<P extends { id: string }>(pages: readonly (readonly P[])[]): P[] {
  const seen = new Set<string>();
  const profiles: P[] = [];
  for (const page of pages) {
    for (const profile of page) {
      if (seen.has(profile.id)) continue;
      seen.add(profile.id);
      profiles.push(profile);
    }
  }
  return profiles;
}

/** How many placeholders stand in for the page being loaded. */
export const PENDING_CARDS = Math.min(PAGE_SIZE, 6);

/** The server's message, or the list's fallback (product.md §8) when it sent none. */
export function listErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'FETCH_ERROR') {
    return say('profile.list.fetchError', { fallback, reason: errorMessage(error) });
  }
  return error.message && error.message !== UNKNOWN_ERROR_MESSAGE ? errorMessage(error) : fallback;
}

type ListErrorProps = { error: unknown; fallback: string; onRetry: () => void };

/** A page of a list that failed to load, said out loud, with a way to ask again. */
export function ListError({ error, fallback, onRetry }: ListErrorProps) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-2xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium text-red-800">{listErrorMessage(error, fallback)}</p>
      <button type="button" className={buttonClass('outline', 'shrink-0')} onClick={onRetry}>
        {t('profile.list.retry')}
      </button>
    </div>
  );
}
