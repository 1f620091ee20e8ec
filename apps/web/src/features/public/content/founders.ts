// The founders' story and values: the one source for the home page and /about. We name no
// one and show no faces — the founders speak as 'we'.

export const MISSION =
  'To help Muslim singles and their families find a spouse in a way that pleases Allah — with the guardian involved, privacy protected and intentions clear from the very first step.';

export const FOUNDERS_STORY: readonly string[] = [
  'Waliyy began with a conversation we kept having with friends and family: finding a righteous spouse had become hard, and many of the tools on offer asked believers to give up the very things that protect them — modesty, privacy and the place of the wali.',
  'We saw parents worry about where their daughters’ photos might end up, and sincere brothers unsure how to approach a family the right way. Good people were being kept apart by a process that did not fit their faith.',
  'So we built the platform we wished existed. A sister is represented by her mahram. No photos, names or phone numbers appear on profiles. Compatibility — genotype included — is checked before anyone is introduced. And a match leads to the guardian, to supervised meetings and to the nikah at the local mosque.',
  'We built Waliyy for Muslims of Nigerian heritage at home and across the diaspora, and for every family that shares these values. We ask Allah to make it a means of many blessed homes.',
];

export type Value = { title: string; description: string };

export const VALUES: readonly Value[] = [
  {
    title: 'Faith first',
    description:
      'Marriage is an act of worship. We weigh every feature against the Qur’an and Sunnah, not against how long it keeps you on a screen.',
  },
  {
    title: 'The guardian’s place',
    description:
      'A sister is represented by her wali, and a brother approaches her family — never a private inbox.',
  },
  {
    title: 'Privacy as modesty',
    description:
      'No photos, names or contact details on profiles. Only a match shares a guardian’s contact, and only with the brother.',
  },
  {
    title: 'Honesty',
    description:
      'Clear prices, truthful profiles and no promises we cannot keep. Finding a spouse is qadar; we simply try to make the path clean.',
  },
  {
    title: 'Respect',
    description:
      'Everyone on Waliyy is someone’s son or daughter. Courtesy and good adab are rules here, not suggestions.',
  },
];
