// The ten questions of the home page's FAQ (product.md §1, §9). Answers must stay true to how the
// product works — see decisions 027, 028, 038, 042, 051 before changing one.

export type FaqEntry = { question: string; answer: string };

export const FAQ: readonly FaqEntry[] = [
  {
    question: 'Who signs up for a sister?',
    answer:
      'Her mahram — her father, brother, paternal grandfather or uncle — registers with his own name, e-mail address and phone number, then creates her profile. His contact is what is shared with a brother when there is a match, so a sister never has to give out her own details.',
  },
  {
    question: 'What is shared when there is a match?',
    answer:
      'Only the woman’s guardian’s contact — his name, e-mail address and phone number — and only with the man’s account. The guardian can see the brother’s profile and knows that he will get in touch. Nothing else is shared.',
  },
  {
    question: 'How much does Waliyy cost?',
    answer:
      'The Free plan costs ₦0 per annum: you can browse, view profiles and receive likes. Premium costs ₦10,000 per annum and lets you like, accept and match, and look after more singles. Payment can be made in naira, pounds or dollars.',
  },
  {
    question: 'How many singles can one account manage?',
    answer:
      'The Free plan allows two singles and Premium allows up to four on one account. If you look after more than four, contact our support team and we will help.',
  },
  {
    question: 'Why are there no photos?',
    answer:
      'To protect modesty and privacy, Waliyy has no photo upload. Every profile uses a default illustration chosen by gender, so attention stays on deen, character and plans. Families meet in person, supervised, once there is a match.',
  },
  {
    question: 'Do you check genotype compatibility?',
    answer:
      'Yes, always. Genotype is part of every profile, and Waliyy does not recommend, show or allow likes between profiles whose genotypes together would put children at risk of sickle-cell disease.',
  },
  {
    question: 'Can I change a date of birth?',
    answer:
      'Date of birth cannot be edited directly, because age matters so much in matching. E-mail our support team with the correct date and we will update it for you.',
  },
  {
    question: 'Who can see my single’s details?',
    answer:
      'Other members see only a display ID, age, LGA, country, profession and the profile fields you fill in about character, education and deen. Names, e-mail addresses and phone numbers are never shown to them.',
  },
  {
    question: 'What happens after a match?',
    answer:
      'The brother contacts the sister’s guardian using the details Waliyy shares with him. The families then arrange supervised meetings to get to know one another and, if all are content, the nikah proceeds through your local mosque.',
  },
  {
    question: 'How do I delete my account?',
    answer:
      'Log in, open Settings, choose the Account tab and select delete. Your account and the singles on it are removed; any open likes are withdrawn and a match is cancelled, with the other family told. Records of payments are kept without your personal details.',
  },
];
