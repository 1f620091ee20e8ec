// The guardian's role and the platform's rules (product.md §1, §5 Terms).

export type Guidance = { title: string; description: string };

export const GUARDIAN_GUIDANCE: readonly Guidance[] = [
  {
    title: 'Register and represent',
    description:
      'Sign up with your own name, e-mail address and phone number. These are the only contact details a matched brother will receive — never hers.',
  },
  {
    title: 'Manage your singles',
    description:
      'Add a profile for each daughter, sister or niece in your care — two on the Free plan, up to four on Premium — and switch between them from the account menu. For more than four, contact our support team.',
  },
  {
    title: 'Consult her at every step',
    description:
      'Share the profiles you receive with her, listen to her wishes and respect her choice. A nikah needs her free and willing consent.',
  },
  {
    title: 'Supervise the meetings',
    description:
      'When a brother gets in touch, meet with family present. Ask about his deen, character and plans, make istikhārah, and take the time you need.',
  },
  {
    title: 'Complete the nikah properly',
    description:
      'When both families are content, your local mosque guides the nikah — with the wali, witnesses and the mahr, as the Sunnah teaches.',
  },
];

export const RULES: readonly Guidance[] = [
  {
    title: 'No personal details in profiles',
    description:
      'Do not write names, e-mail addresses, phone numbers or social media handles in any profile field. Contact is shared only through a match, with the guardian.',
  },
  {
    title: '18 or over, and free to marry',
    description:
      'Every single on Waliyy must be at least 18 years old and legally allowed to marry.',
  },
  {
    title: 'Respond to likes',
    description:
      'When a family shows interest, accept or decline in good time. Not responding to likes or to our e-mails can lead to suspension or deletion of the account.',
  },
  {
    title: 'Respect and honesty',
    description:
      'Describe your single truthfully, speak kindly and keep every contact within good adab. Tell our support team about anything that falls short.',
  },
];
