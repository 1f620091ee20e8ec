import type { MessageKey } from '../../../i18n/translate';

// The home page's feature, step and app-guide sections (product.md §1); words in `site`.

export type Feature = { title: MessageKey; description: MessageKey };

export const FEATURES: readonly Feature[] = [
  { title: 'features.halal.title', description: 'features.halal.text' },
  { title: 'features.filter.title', description: 'features.filter.text' },
  { title: 'features.values.title', description: 'features.values.text' },
  { title: 'features.privacy.title', description: 'features.privacy.text' },
  { title: 'features.interface.title', description: 'features.interface.text' },
];

export type Step = { title: MessageKey; description: MessageKey };

export const STEPS: readonly Step[] = [
  { title: 'steps.account.title', description: 'steps.account.text' },
  { title: 'steps.profile.title', description: 'steps.profile.text' },
  { title: 'steps.dashboard.title', description: 'steps.dashboard.text' },
  { title: 'steps.activate.title', description: 'steps.activate.text' },
];

/** Each names a CSS line icon (index.css `.guide-icon-*`): no emoji, no JavaScript for them. */
export type GuideIcon =
  | 'recommended'
  | 'likes'
  | 'match'
  | 'explore'
  | 'profile'
  | 'settings'
  | 'filter';

export type GuideEntry = { icon: GuideIcon; name: MessageKey; description: MessageKey };

// The names are the app's own menu labels; the descriptions say where a page is in words, not
// by its address.
export const APP_GUIDE: readonly GuideEntry[] = [
  { icon: 'recommended', name: 'guide.recommended.name', description: 'guide.recommended.text' },
  { icon: 'likes', name: 'guide.likes.name', description: 'guide.likes.text' },
  { icon: 'match', name: 'guide.match.name', description: 'guide.match.text' },
  { icon: 'explore', name: 'guide.explore.name', description: 'guide.explore.text' },
  { icon: 'profile', name: 'guide.profile.name', description: 'guide.profile.text' },
  { icon: 'settings', name: 'guide.settings.name', description: 'guide.settings.text' },
  { icon: 'filter', name: 'guide.filter.name', description: 'guide.filter.text' },
];
