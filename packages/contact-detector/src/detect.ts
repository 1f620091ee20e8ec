// TEMPORARY: the old check's patterns, answering the whole text as the span, until the new detector lands.
import type { Found } from './index';

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

export function detect(text: string, names: readonly string[]): Found | null {
  const whole = (kind: Found['kind']): Found => ({ kind, start: 0, end: text.length, text });
  if (EMAIL.test(text) || (EMAIL_PROVIDER.test(text) && /@|\bat\b/i.test(text)))
    return whole('email');
  if (URL_SCHEME.test(text) || DOMAIN.test(text)) return whole('link');
  if (HANDLE.test(text) || SOCIAL.test(text) || IG_CAPS.test(text) || IG.test(text))
    return whole('handle');
  if (hasPhoneNumber(text)) return whole('phone');
  if (hasName(text, names)) return whole('name');
  return null;
}
