import type { ProfileCard } from '@waliyy/contract/discovery';

/** A profile card as the discovery routes send it (no name: DECISIONS 1). */
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
    ...overrides,
  };
}

/** Cards `from`..`to` (inclusive), ids p{n}. */
export function profileCards(from: number, to: number): ProfileCard[] {
  return Array.from({ length: to - from + 1 }, (_, i) => profileCard(`p${from + i}`));
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
