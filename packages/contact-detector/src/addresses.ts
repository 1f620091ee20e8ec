// E-mail addresses, links and bare domains. The text is first read the way a person would type
// the address back: "at"/"(at)"/"[at]"/"-at-" as @, "dot"/"(dot)"/"[.]" as a dot, "underscore"
// as _, letters spaced out ("g m a i l") joined, spaces around @, / and a spaced dot (" . ")
// closed up. Then an e-mail is local@domain with a real top-level domain (the full list of
// TLDs, `tlds`), or an address at a mail provider; links and bare domains are what linkify-it,
// knowing the full TLD list, recognizes.
import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds';
import type { MappedText } from './mapped-text';

export type AddressHit = { kind: 'email' | 'link'; from: number; to: number };

const TLDS = new Set(tlds);
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false, fuzzyIP: false, tlds });

const PROVIDERS = 'gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|protonmail|proton|aol';
const SPACED_PROVIDER = /\b(g\s+mail|ya\s+hoo|hot\s+mail|out\s+look|i\s+cloud|proton\s+mail)\b/g;
const SPOKEN_AT = /\s*(?:[([{<]\s*(?:at|@)\s*[)\]}>]|-at-)\s*|\s+at\s+/g;
const SPOKEN_DOT = /\s*(?:[([{<]\s*(?:dot|\.)\s*[)\]}>]|-dot-)\s*|\s+dot\s+/g;
const SPOKEN_UNDERSCORE = /\s+underscore\s+/g;
const SPOKEN_SLASH = /\s+slash\s+/g;
/** Pidgin's "for" (at, on) before a mail provider: "hauwa_ringim for gmail". */
const PIDGIN_AT = new RegExp(`\\s+for\\s+(?=(?:${PROVIDERS})\\b)`, 'g');
/** A mark padding @ or a dot inside letters spelled out: "h-@-y", "o-.-c". */
const MARKED_PUNCTUATION = /[-_~*]([@.])[-_~*]/g;
/** A middle dot or bullet between letters, for a dot: "modestbyrahma·shop". */
const MIDDLE_DOT = /(?<=[a-z0-9])[·•∙‧](?=[a-z])/g;
/** "hxxps://", "hxxp://": a link defanged to slip past a filter. */
const DEFANGED = /\bh(?:xx|\*\*)p(s?):/g;
/**
 * Three or more single letters or digits spaced out ("a i s h a", "m-a-r-y-a-m", "c_o_m"),
 * one mark between each, the same mark throughout.
 */
const SPACED_LETTERS =
  /(?<![\p{L}\p{N}])[a-z0-9](?:( {1,2}|[-_~*])[a-z0-9](?![\p{L}\p{N}])(?:\1[a-z0-9](?![\p{L}\p{N}]))+)/gu;
/** Spaces that only pad an address's punctuation. */
const PADDING = /\s+(?=@)|(?<=@)\s+|\s+\.\s*(?=[a-z0-9])|\s*:\s*\/\s*\/\s*|\s*\/\s+|\s+\/\s*/g;
/** A two-letter TLD spelled out after a dot: ". n g" → ".ng". */
const SPACED_TLD = /(?<=\.)([a-z]) ([a-z])(?![\p{L}\p{N}])/gu;

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/g;
const AT_PROVIDER = new RegExp(`[a-z0-9._%+-]+@(?:${PROVIDERS})(?![a-z0-9])`, 'g');
/** "my gmail na aishabello123", "yahoo: aisha_b": a provider named beside a user name. */
const PROVIDER_ID = new RegExp(
  `\\b(?:${PROVIDERS})(?:\\s*(?:is|na|as|:|-|=)\\s*|\\s+)(?=[a-z0-9._]*[0-9_.])[a-z][a-z0-9._]{2,}`,
  'g',
);

/**
 * Words before a spoken "at" that make it a place, not an address: "see more at
 * www.example.com", "find us at example.africa" are links.
 */
const NOT_A_MAILBOX = new Set(['us', 'me', 'more', 'him', 'her', 'them', 'it', 'here', 'there']);

/** A plain " at " that says where, not whose mailbox. */
function isPlaceAt(m: RegExpExecArray): boolean {
  if (m[0].trim() !== 'at') return false;
  const before = /([a-z]+)$/.exec(m.input.slice(Math.max(0, m.index - 12), m.index))?.[1] ?? '';
  return NOT_A_MAILBOX.has(before) || m.input.startsWith('www.', m.index + m[0].length);
}

/** The address-shaped reading of the text: see the file's comment. */
export function addressView(text: MappedText): MappedText {
  const value = text.text;
  let view = text;
  // Each rewrite only when its word is there at all: most long texts need none of them.
  if (/mail|hoo|look|cloud/.test(value))
    view = view.rewrite(SPACED_PROVIDER, (m) => m[0].replace(/\s+/g, ''));
  if (value.includes('at')) view = view.rewrite(SPOKEN_AT, (m) => (isPlaceAt(m) ? null : '@'));
  if (/dot|[([{<]\s*\./.test(value)) view = view.rewrite(SPOKEN_DOT, () => '.');
  if (value.includes('underscore')) view = view.rewrite(SPOKEN_UNDERSCORE, () => '_');
  if (value.includes('slash')) view = view.rewrite(SPOKEN_SLASH, () => '/');
  if (value.includes(' for ')) view = view.rewrite(PIDGIN_AT, () => '@');
  view = view.rewrite(MARKED_PUNCTUATION, (m) => m[1] ?? null);
  view = view.rewrite(MIDDLE_DOT, () => '.');
  if (value.includes('p')) view = view.rewrite(DEFANGED, (m) => `http${m[1]}:`);
  view = view.rewrite(SPACED_LETTERS, (m) => m[0].replace(/[ _~*-]/g, ''));
  if (/[@/]|\s\./.test(view.text)) view = view.rewrite(PADDING, (m) => m[0].replace(/\s+/g, ''));
  return view.rewrite(SPACED_TLD, (m) => `${m[1]}${m[2]}`);
}

/** `domain` cut to its longest prefix that ends in a real TLD, or null. */
function realDomain(domain: string): string | null {
  const labels = domain.replace(/\.+$/, '').split('.');
  while (labels.length >= 2) {
    const tld = labels[labels.length - 1] ?? '';
    if (TLDS.has(tld) && labels.every((label) => label.length > 0)) return labels.join('.');
    labels.pop();
  }
  return null;
}

function findEmail(value: string): { from: number; to: number } | null {
  for (const m of value.matchAll(EMAIL)) {
    const at = m[0].indexOf('@');
    const domain = realDomain(m[0].slice(at + 1));
    // "I work at a dot com startup": a one-letter name before the TLD is prose, not a mailbox.
    if (!domain || /^[a-z0-9]\.[a-z]+$/.test(domain)) continue;
    return { from: m.index, to: m.index + at + 1 + domain.length };
  }
  for (const pattern of [AT_PROVIDER, PROVIDER_ID]) {
    const m = pattern.exec(value);
    pattern.lastIndex = 0;
    if (m) return { from: m.index, to: m.index + m[0].length };
  }
  return null;
}

/**
 * Degrees and abbreviations look like domains ("B.Sc.", "M.Sc", "e.g."): a host whose every
 * label but the TLD is one letter counts only with a path (t.me/…, m.me/…) or a scheme.
 */
function isAbbreviation(url: string, raw: string): boolean {
  if (/^[a-z]+:\/\//.test(raw) || raw.includes('/')) return false;
  const labels =
    url
      .replace(/^[a-z]+:\/\//, '')
      .split('/')[0]
      ?.split('.') ?? [];
  return labels.slice(0, -1).every((label) => label.length <= 1);
}

/** Where a link may be: a scheme, "www.", or a dot before a real TLD. */
const LINK_HINT = /:\/\/|www\.|[a-z0-9-]\.([a-z][a-z0-9-]*)/g;
/** How much text around a hint linkify-it reads (its pattern is heavy on long texts). */
const WINDOW = 120;

/**
 * "person.My family", "cook.Travel is…": a full stop typed without its space before a capital
 * reads as a domain (.my, .travel). A bare domain (no scheme, www or path) whose TLD starts with
 * a capital right after a lower-case letter is taken for such a sentence.
 */
function isRunOnSentence(view: MappedText, original: string, from: number, raw: string): boolean {
  if (/:\/\/|^www\.|\//.test(raw)) return false;
  const dot = from + raw.lastIndexOf('.');
  const after = original[view.span(dot + 1, dot + 2).start] ?? '';
  const before = original[view.span(dot - 1, dot).start] ?? '';
  return /\p{Lu}/u.test(after) && /\p{Ll}/u.test(before);
}

function findLink(
  view: MappedText,
  original: string,
): { from: number; to: number; email: boolean } | null {
  const value = view.text;
  LINK_HINT.lastIndex = 0;
  let searched = 0;
  for (let hint = LINK_HINT.exec(value); hint; hint = LINK_HINT.exec(value)) {
    if (hint[1] !== undefined && !TLDS.has(hint[1])) continue;
    if (hint.index < searched) continue;
    const from = Math.max(searched, hint.index - WINDOW);
    const to = Math.min(value.length, hint.index + WINDOW);
    searched = to;
    const window = value.slice(from, to);
    if (!linkify.test(window)) continue;
    for (const match of linkify.match(window) ?? []) {
      const email = match.schema === 'mailto:';
      if (!email && isAbbreviation(match.url, match.raw)) continue;
      if (!email && isRunOnSentence(view, original, from + match.index, match.raw)) continue;
      return { from: from + match.index, to: from + match.lastIndex, email };
    }
  }
  return null;
}

/** The first e-mail address or link in the text's address view. */
export function findAddress(view: MappedText, original: string): AddressHit | null {
  const value = view.text;
  if (!/[@.]|\b(?:gmail|yahoo|ymail|hotmail|outlook|icloud|proton|aol)/.test(value)) return null;
  const email = findEmail(value);
  if (email) return { kind: 'email', ...email };
  const link = findLink(view, original);
  if (link) return { kind: link.email ? 'email' : 'link', from: link.from, to: link.to };
  return null;
}
