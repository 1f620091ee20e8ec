import type { MessageKey } from '../../../i18n/translate';

// Links on /resources, kept in one place so they are easy to correct.

// TODO(confirm): the video channel's address is not known yet; this handle must be confirmed
// before launch. We link out rather than embed a player: nothing on a page may load from
// another host (decision 056).
export const VIDEO_CHANNEL_URL = 'https://www.youtube.com/@waliyy';

export const BLOG_PATH = '/blog';

/** The on-site written tutorial lives on /resources under this anchor. */
export const TUTORIAL_ANCHOR = 'tutorial';

export type TutorialStep = { title: MessageKey; description: MessageKey };

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { title: 'tutorial.signUp.title', description: 'tutorial.signUp.text' },
  { title: 'tutorial.verify.title', description: 'tutorial.verify.text' },
  { title: 'tutorial.profile.title', description: 'tutorial.profile.text' },
  { title: 'tutorial.preferences.title', description: 'tutorial.preferences.text' },
  { title: 'tutorial.browse.title', description: 'tutorial.browse.text' },
  { title: 'tutorial.match.title', description: 'tutorial.match.text' },
];
