// The Terms (spec §5): no personal names, e-mail addresses, phone numbers, links or social
// handles on the platform. Free text is checked on the server; the web may use the same check.
// The single's own first and last name are refused too (DECISIONS 24).

export const TERMS_MESSAGES = {
  email: 'E-mail addresses are not allowed here. Contact details are shared only after a match.',
  phone: 'Phone numbers are not allowed here. Contact details are shared only after a match.',
  link: 'Links and web addresses are not allowed here.',
  social:
    'Social media handles are not allowed here. Contact details are shared only after a match.',
  name: "Do not write the single's name here: profiles are shown without names.",
} as const;
export type TermsViolation = keyof typeof TERMS_MESSAGES;

/** The free-text fields the Terms apply to, by wire name. */
export const TERMS_FIELDS = [
  'about',
  'aboutEducationAndJob',
  'aboutDressing',
  'descriptionOfIslamicPractice',
  'professionalPlans',
  'relocationPlans',
  'islamicOrganizationName',
  'speakersListenedTo',
] as const;
export type TermsField = (typeof TERMS_FIELDS)[number];

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const DIGIT_WORD = /\b(zero|one|two|three|four|five|six|seven|eight|nine)\b/gi;

const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(\s*(\.|\(dot\)|\[dot\]|\sdot\s)\s*[a-z]{2,})+/iu;
const EMAIL_PROVIDER = /\b(gmail|yahoo|hotmail|outlook|icloud|ymail|proton(mail)?)\b/i;
// Digits joined by at most two separators each (space, dot, dash, slash, brackets).
const DIGIT_RUN = /\+?\d(?:[\s.\-/()]{0,2}\d)+/g;
const URL_SCHEME = /\b(https?:\/\/|www\.)/i;
const TLDS =
  'com|net|org|ng|uk|co|io|me|info|biz|app|dev|xyz|online|site|ly|gl|tv|link|us|ca|ae|sa|za|gh|ke|in|pk|de|fr';
const DOMAIN = new RegExp(
  `\\b[a-z0-9][a-z0-9-]*(\\.[a-z0-9-]+)*(\\.|\\s+dot\\s+)(${TLDS})\\b`,
  'i',
);
const HANDLE = /(^|[^\p{L}\p{N}._%+-])@[\p{L}\p{N}_.]{2,}/u;
const SOCIAL =
  /\b(insta(gram)?|snap(chat)?|whats\s?app|watsapp|wa\.me|telegram|facebook|fb|twitter|tiktok|linked\s?in|dm me|inbox me|text me|call me)\b/i;
// 'IG' in capitals, or 'ig:'/'ig @' in any case ('big', 'sign' do not match).
const IG = /\bIG\b|\big\s*[:@-]/i;
const IG_CAPS = /\bIG\b/;

/** Runs of digits that look like a phone number: 10+ digits, or 7+ starting with 0 or '+'. */
function hasPhoneNumber(text: string): boolean {
  const spelled = text.replace(DIGIT_WORD, (word) => DIGIT_WORDS[word.toLowerCase()] ?? word);
  for (const match of spelled.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 10) return true;
    if (digits.length >= 7 && (match[0].startsWith('+') || digits.startsWith('0'))) return true;
  }
  return false;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The single's own name as a whole word. The Prophet's name is common as a personal name, so
 * 'Prophet Muhammad' and 'Muhammad (SAW)/(PBUH)/ﷺ' do not count.
 */
function hasName(text: string, names: readonly string[]): boolean {
  for (const raw of names) {
    const name = raw.trim();
    if (name.length < 2) continue;
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])(?<!prophet\\s)${escapeRegExp(name)}(?![\\p{L}\\p{N}])(?!\\s*(\\((saw|pbuh|sas)\\)|ﷺ|saw\\b|pbuh\\b))`,
      'iu',
    );
    if (pattern.test(text)) return true;
  }
  return false;
}

/** What in `text` breaks the Terms, or null. `names` are the single's own first and last name. */
export function termsViolation(text: string, names: readonly string[] = []): TermsViolation | null {
  if (EMAIL.test(text) || (EMAIL_PROVIDER.test(text) && /@|\bat\b/i.test(text))) return 'email';
  if (URL_SCHEME.test(text) || DOMAIN.test(text)) return 'link';
  if (HANDLE.test(text) || SOCIAL.test(text) || IG_CAPS.test(text) || IG.test(text)) {
    return 'social';
  }
  if (hasPhoneNumber(text)) return 'phone';
  if (hasName(text, names)) return 'name';
  return null;
}

/**
 * Checks every Terms field present in `values` (a list is checked item by item) and answers
 * `{ field: message }` for those that break the Terms — empty when all is well.
 */
export function termsErrors(
  values: Partial<Record<TermsField, string | readonly string[] | null | undefined>>,
  names: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of TERMS_FIELDS) {
    const value = values[field];
    if (value == null) continue;
    const texts = typeof value === 'string' ? [value] : value;
    for (const text of texts) {
      const violation = termsViolation(text, names);
      if (violation) {
        errors[field] = TERMS_MESSAGES[violation];
        break;
      }
    }
  }
  return errors;
}
