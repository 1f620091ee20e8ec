import { PAGE_SIZE } from '@waliyy/contract/constants';
import type {
  ProfileCard,
  RecommendationCard,
  RecommendationFit,
} from '@waliyy/contract/discovery';
import type { OtherSingle } from '@waliyy/contract/likes';
import { makeChildProfile, shownFieldsOf } from '@waliyy/contract/testing';

/** A profile card as the discovery routes send it (no name: decision 027). */
export function profileCard(id: string, overrides: Partial<ProfileCard> = {}): ProfileCard {
  return {
    id,
    displayId: `WY-${id.toUpperCase()}`,
    age: 30,
    lga: 'Ikeja',
    countryofResidence: 'Nigeria',
    about: 'Kind and family-minded…',
    profession: 'Engineer',
    gender: 'MALE',
    verification: { phone: false, single: false, genotype: false },
    ...overrides,
  };
}

/**
 * The other single on a like or the match: the card beside the rest of the public profile
 * (DECISIONS.md 44), from the contract's one test profile without its private fields.
 */
export function otherSingle(id: string, overrides: Partial<OtherSingle> = {}): OtherSingle {
  return { ...shownFieldsOf(makeChildProfile()), ...profileCard(id), ...overrides };
}

/** Cards `from`..`to` (inclusive), ids p{n}. */
export function profileCards(from: number, to: number): ProfileCard[] {
  return Array.from({ length: to - from + 1 }, (_, i) => profileCard(`p${from + i}`));
}

/** A fit that meets every must-have (none chosen: nothing met, nothing missed). */
export const PREFERRED: RecommendationFit = { section: 'preferred', meets: [], differs: [] };

/** A recommended card: a profile card and its fit (decision 060); preferred unless told. */
export function recommendationCard(
  id: string,
  overrides: Partial<ProfileCard> = {},
  fit: RecommendationFit = PREFERRED,
): RecommendationCard {
  return { ...profileCard(id, overrides), fit };
}

/** Recommended cards `from`..`to` (inclusive), ids p{n}, all preferred. */
export function recommendationCards(from: number, to: number): RecommendationCard[] {
  return profileCards(from, to).map((card) => ({ ...card, fit: PREFERRED }));
}

/** GET /parent/child/{id}/recommendations as the API answers it. */
export function recommendationsAnswer(
  recommendations: readonly RecommendationCard[],
  totalCount = recommendations.length,
  page = 1,
) {
  return {
    message: '',
    data: { recommendations, totalCount },
    meta: { page, limit: PAGE_SIZE, totalCount },
  };
}

/** GET /parent (explore) as the API answers it. */
export function exploreAnswer(children: readonly ProfileCard[], totalCount: number, page = 1) {
  return {
    message: '',
    data: { totalCount, children },
    meta: { page, limit: PAGE_SIZE, totalCount },
  };
}

/** The `page` query parameter of a mocked request's URL. */
export function pageOf(url: string): number {
  return Number(new URL(url, 'http://localhost').searchParams.get('page'));
}

/** Puts the window `scrollY` px down a page `scrollHeight` px tall, then fires 'scroll'. */
export function scrollWindow(scrollY: number, scrollHeight = 3000): void {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: scrollHeight,
    configurable: true,
  });
  window.dispatchEvent(new Event('scroll'));
}
