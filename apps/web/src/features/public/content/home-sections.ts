// Copy for the home page's feature, step and app-guide sections (product.md §1).

export type Feature = { title: string; description: string };

export const FEATURES: readonly Feature[] = [
  {
    title: 'Halal matchmaking',
    description:
      'Interest is shown with a like, not a private chat. A match opens the door to the family, so every introduction goes through a guardian.',
  },
  {
    title: 'Smart filter',
    description:
      'Choose the age range, education, prayer pattern, sect, country and more that matter to you. Recommendations follow your choices, and genotype compatibility is always checked.',
  },
  {
    title: 'Islamic values',
    description:
      'Profiles speak about deen first — salat, practice, the scholars one learns from and the home one hopes to build. Marriage is half the deen, and we treat it that way.',
  },
  {
    title: 'Strict privacy',
    description:
      'No photos, names, e-mail addresses or phone numbers on profiles. Others see a display ID, age, location, profession and what you choose to write.',
  },
  {
    title: 'User-friendly interface',
    description:
      'Clear, simple pages that work well on any phone: recommendations, likes, your match, explore and settings are each one tap away.',
  },
];

export type Step = { title: string; description: string };

export const STEPS: readonly Step[] = [
  {
    title: 'Create an account',
    description:
      'A brother registers with his own details. For a sister, her mahram — father, brother, grandfather or uncle — registers with his own details on her behalf.',
  },
  {
    title: 'Complete the profile',
    description:
      'Tell us about your single: personal details, nationality, education and profession, deen, and a short self-summary. No photo is needed.',
  },
  {
    title: 'Customise your dashboard',
    description:
      'Set your preferences with the Filter, and your Recommended page fills with profiles that fit what you are looking for.',
  },
  {
    title: 'Activate via pricing',
    description:
      'Browse and receive likes for free. Choose Premium when you are ready to like, accept and match, and to look after up to four singles.',
  },
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

export type GuideEntry = { icon: GuideIcon; name: string; description: string };

// The names are the app's own menu labels; the descriptions say where a page is in words, not
// by its address.
export const APP_GUIDE: readonly GuideEntry[] = [
  {
    icon: 'recommended',
    name: 'Recommended',
    description:
      'Your home page: profiles chosen for the active single from your preferences, best fits first, with more loading as you scroll.',
  },
  {
    icon: 'likes',
    name: 'Likes',
    description:
      '‘Liked You’ lists the people interested in your single; ‘Liked’ lists those you have shown interest in. Accept or decline in good time.',
  },
  {
    icon: 'match',
    name: 'Match',
    description:
      'When interest is mutual, your match appears here, and the brother receives the contact of the sister’s wali or guardian to arrange the next step.',
  },
  {
    icon: 'explore',
    name: 'Explore',
    description:
      'Browse every suitable profile beyond your preferences, nine at a time, with Load More and Load Less.',
  },
  {
    icon: 'profile',
    name: 'Profile',
    description:
      'See your single’s profile as others see it, in three tabs: about me, education and profession, and deen.',
  },
  {
    icon: 'settings',
    name: 'Settings',
    description:
      'Update the profile, see your plan and billing history, add an alternative e-mail, change your password or delete the account.',
  },
  {
    icon: 'filter',
    name: 'Filter',
    description:
      'Opened with ‘Set preferences’ on your Recommended page: say what you are looking for — age, height, genotype, marital status, education, country, salat, sect and more.',
  },
];
