import type { MessageKey } from '../../../i18n/translate';

// The founders' story and values: the one source for the home page and /about, their words in
// the `site` catalogs. We name no one and show no faces — the founders speak as 'we'.

export const FOUNDERS_STORY: readonly MessageKey[] = [
  'founders.story.beginning',
  'founders.story.worry',
  'founders.story.built',
  'founders.story.heritage',
];

export type Value = { title: MessageKey; description: MessageKey };

export const VALUES: readonly Value[] = [
  { title: 'values.faith.title', description: 'values.faith.text' },
  { title: 'values.guardian.title', description: 'values.guardian.text' },
  { title: 'values.privacy.title', description: 'values.privacy.text' },
  { title: 'values.honesty.title', description: 'values.honesty.text' },
  { title: 'values.respect.title', description: 'values.respect.text' },
];
