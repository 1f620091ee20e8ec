// Links on /resources, kept in one place so they are easy to correct.

// TODO(confirm): the video channel's address is not known yet; this handle must be confirmed
// before launch. We link out rather than embed a player: nothing on a page may load from
// another host (decision 056).
export const VIDEO_CHANNEL_URL = 'https://www.youtube.com/@waliyy';

export const BLOG_PATH = '/blog';

/** The on-site written tutorial lives on /resources under this anchor. */
export const TUTORIAL_ANCHOR = 'tutorial';

export type TutorialStep = { title: string; description: string };

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    title: 'Sign up',
    description:
      'Open Sign up and enter your first and last name, e-mail address, phone number with its country code (for example +234…) and a password of at least 8 characters, then accept the terms. For a sister, her mahram signs up with his own details.',
  },
  {
    title: 'Verify your e-mail',
    description:
      'We send a one-time code to your e-mail address. Enter it on the next page to confirm that the address is yours, then log in.',
  },
  {
    title: 'Tell us about your single',
    description:
      'After your first login you are asked to set up a profile in five short sections: personal details, nationality, education and profession, about my deen, and a self-summary. Your draft is kept while you type, so you can finish later.',
  },
  {
    title: 'Set your preferences',
    description:
      'Open the Filter 🎯 and choose the age range, genotype, education, country, pattern of salat, sect and anything else that matters to you.',
  },
  {
    title: 'Browse Recommended and Explore',
    description:
      'Recommended 🏠 lists the best fits for your single; Explore 🔍 shows everyone suitable. Open any card to read the full profile.',
  },
  {
    title: 'Like, accept and match',
    description:
      'With Premium, press Interested on a profile you like. When the other family accepts, you have a match 🤝 — the brother receives the sister’s guardian’s contact and the families arrange supervised meetings.',
  },
];
