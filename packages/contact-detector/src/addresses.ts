// E-mail addresses, links and bare domains. The text is first read the way a person would type
// the address back: "at"/"(at)"/"[at]"/"-at-" as @, "dot"/"(dot)"/"[.]" as a dot, "underscore"
// as _, letters spaced out ("g m a i l") joined, spaces around @, / and a spaced dot (" . ")
// closed up. Then an e-mail is local@domain with a real top-level domain (the full list of
// TLDs, `tlds`), or an address at a mail provider; links and bare domains are what linkify-it,
// knowing the full TLD list, recognizes.
import { LinkifyIt } from 'linkify-it';
import tlds from 'tlds';
import type { MappedText } from './mapped-text';
import { addressHint } from './signs';

export type AddressHit = { kind: 'email' | 'link'; from: number; to: number };

const TLDS = new Set(tlds);
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false, fuzzyIP: false, tlds });

const PROVIDERS = 'gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|protonmail|proton|aol';
const SPACED_PROVIDER = /\b(g\s+mail|ya\s+hoo|hot\s+mail|out\s+look|i\s+cloud|proton\s+mail)\b/g;
/**
 * A spoken @: "(at)", "[at]", "-at-", or " at " before what reads as a domain (a word, then a dot
 * or "dot") or a mail provider — not the "at" of "at home".
 */
const SPOKEN_AT = new RegExp(
  `[([{<]\\s*(?:at|@)\\s*[)\\]}>]|-at-| +at +(?=[a-z0-9][a-z0-9._-]* *(?:[([{<] *)?(?:\\.|dot\\b)|(?:${PROVIDERS})\\b)`,
  'g',
);
const SPOKEN_DOT = / *(?:[([{<]\s*(?:dot|\.)\s*[)\]}>]|-dot-) *| +dot +(?=[a-z0-9])/g;
const SPOKEN_UNDERSCORE = /\s+underscore\s+/g;
const SPOKEN_SLASH = /\s+slash\s+/g;
/** Pidgin's "for" (at, on) before a mail provider: "hauwa_ringim for gmail". */
const PIDGIN_AT = new RegExp(`\\s+for\\s+(?=(?:${PROVIDERS})\\b)`, 'g');
/**
 * A cheap first look for PIDGIN_AT: the engine finds the literal "for" fast, where the pattern
 * itself is tried at every space of the text ("for" is common in English, a provider after it is
 * not).
 */
const PIDGIN_AT_HINT = new RegExp(`for\\s+(?:${PROVIDERS})\\b`);
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
  /(?<![a-z0-9])[a-z0-9](?:( {1,2}|[-_~*])[a-z0-9](?![a-z0-9])(?:\1[a-z0-9](?![a-z0-9]))+)/g;
/** A cheap first look for SPACED_LETTERS: three single characters in a row. */
const SPACED_HINT =
  /(?:^|[^a-z0-9])[a-z0-9](?: {1,2}|[-_~*])[a-z0-9](?: {1,2}|[-_~*])[a-z0-9](?![a-z0-9])/;
/** Spaces that only pad an address's punctuation. */
const PADDING = /\s+(?=@)|(?<=@)\s+|\s+\.\s*(?=[a-z0-9])|\s*:\s*\/\s*\/\s*|\s*\/\s+|\s+\/\s*/y;
/**
 * What every PADDING match holds after its spaces (or right before them, the @): it is tried
 * only there (anchored.ts), not at each of a long text's positions.
 */
const PADDING_ANCHORS = /[@.:/]/g;
/** A two-letter TLD spelled out after a dot: ". n g" → ".ng". */
const SPACED_TLD = /(?<=\.)([a-z]) ([a-z])(?![a-z0-9])/g;
/**
 * Whether a text can hold an address at all: an @ or a spoken one, a dot (or middle dot) before
 * a letter inside a word, a spaced dot, "dot", a scheme, "www", a mail provider. Most long texts
 * have none and skip the address reading. As
 * /[@＠﹫]|[([{<]\s*(?:at\b|\.)|-at-|\bdot\b|[a-z0-9][.·•∙‧]+[a-z]|\s\.\s*[a-z]|:\s*\/|www|\bslash\b|
 * gmail|yahoo|hotmail|outlook|icloud|proton|\baol\b|\bmail\b/ reads, a piece at a time: a literal
 * search, or a class before the slower pattern, reads a long text several times faster than the
 * one pattern does. `addressHint` (signs.ts) looks first, more loosely and cheaply.
 */
function mayHoldAddress(value: string): boolean {
  return addressHint(value) && holdsAddressSign(value);
}

function holdsAddressSign(value: string): boolean {
  return (
    DOT_IN_WORD.test(value) ||
    (MIDDLE_DOTS.test(value) && MIDDLE_DOT_IN_WORD.test(value)) ||
    value.includes('@') ||
    value.includes('＠') ||
    value.includes('﹫') ||
    (OPENING.test(value) && BRACKETED_AT_OR_DOT.test(value)) ||
    value.includes('-at-') ||
    (value.includes('dot') && DOT_WORD.test(value)) ||
    SPACED_DOT.test(value) ||
    (value.includes(':') && SCHEME.test(value)) ||
    HINT_WORDS.test(value) ||
    (value.includes('slash') && SLASH_WORD.test(value)) ||
    (value.includes('aol') && AOL_WORD.test(value)) ||
    (value.includes('mail') && MAIL_WORD.test(value))
  );
}
// Kept, not written inline: a regex literal in a function is a new object at every call.
const DOT_IN_WORD = /[a-z0-9]\.+[a-z]/;
const MIDDLE_DOT_IN_WORD = /[a-z0-9][.·•∙‧]+[a-z]/;
const BRACKETED_AT_OR_DOT = /[([{<]\s*(?:at\b|\.)/;
const DOT_WORD = /\bdot\b/;
const SPACED_DOT = /\s\.\s*[a-z]/;
const SCHEME = /:\s*\//;
const SLASH_WORD = /\bslash\b/;
const AOL_WORD = /\baol\b/;
const MAIL_WORD = /\bmail\b/;
const MIDDLE_DOTS = /[·•∙‧]/;
const OPENING = /[([{<]/;
const HINT_WORDS = /www|gmail|yahoo|hotmail|outlook|icloud|proton/;

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

const LAST_WORD = /([a-z]+)$/;

/** A plain " at " that says where, not whose mailbox. */
function isPlaceAt(m: RegExpExecArray): boolean {
  if (m[0].trim() !== 'at') return false;
  const before = LAST_WORD.exec(m.input.slice(Math.max(0, m.index - 12), m.index))?.[1] ?? '';
  return NOT_A_MAILBOX.has(before) || m.input.startsWith('www.', m.index + m[0].length);
}

/** What SPOKEN_AT needs to match at all: a bracket, "-at-" or " at ". */
function mayHoldSpokenAt(text: string): boolean {
  return text.includes(' at ') || text.includes('-at-') || OPENING.test(text);
}

const MARKED_HINT = /[-_~*][@.][-_~*]/;
const LETTER_GAPS = /[ _~*-]/g;
const PROVIDER_HINT = /mail|hoo|look|cloud/;
const SPACES = /\s+/g;
const DOT_HINT = /dot|[([{<]\s*\./;

/** The address-shaped reading of the text: see the file's comment. */
export function addressView(text: MappedText): MappedText | null {
  const value = text.text;
  if (!mayHoldAddress(value)) return null;
  let view = text;
  // Each rewrite only when its word is there at all: most long texts need none of them.
  // Letters spelled out first, so that "i b r a h i m at h o t m a i l" reads as words.
  if (MARKED_HINT.test(value)) view = view.rewrite(MARKED_PUNCTUATION, (m) => m[1] ?? null);
  if (SPACED_HINT.test(view.text)) {
    view = view.rewrite(SPACED_LETTERS, (m) => m[0].replace(LETTER_GAPS, ''));
  }
  if (PROVIDER_HINT.test(value)) {
    view = view.rewrite(SPACED_PROVIDER, (m) => m[0].replace(SPACES, ''));
  }
  if (value.includes('at') && mayHoldSpokenAt(view.text)) {
    view = view.rewrite(SPOKEN_AT, (m) => (isPlaceAt(m) ? null : '@'));
  }
  if (DOT_HINT.test(value)) view = view.rewrite(SPOKEN_DOT, () => '.');
  if (value.includes('underscore')) view = view.rewrite(SPOKEN_UNDERSCORE, () => '_');
  if (value.includes('slash')) view = view.rewrite(SPOKEN_SLASH, () => '/');
  if (value.includes(' for ') && PIDGIN_AT_HINT.test(view.text)) {
    view = view.rewrite(PIDGIN_AT, () => '@');
  }
  if (MIDDLE_DOTS.test(value)) view = view.rewrite(MIDDLE_DOT, () => '.');
  if (value.includes('p') && (view.text.includes('xxp') || view.text.includes('**p'))) {
    view = view.rewrite(DEFANGED, (m) => `http${m[1]}:`);
  }
  view = view.rewrite(PADDING, (m) => m[0].replace(SPACES, ''), PADDING_ANCHORS);
  // SPACED_TLD needs a dot, a letter, a space and a letter: a literal search finds none faster.
  if (view.text.includes('.') && /\.[a-z] [a-z]/.test(view.text)) {
    view = view.rewrite(SPACED_TLD, (m) => `${m[1]}${m[2]}`);
  }
  return view;
}

const TRAILING_DOTS = /\.+$/;

/** `domain` cut to its longest prefix that ends in a real TLD, or null. */
function realDomain(domain: string): string | null {
  const labels = domain.replace(TRAILING_DOTS, '').split('.');
  while (labels.length >= 2) {
    const tld = labels[labels.length - 1] ?? '';
    if (TLDS.has(tld) && labels.every((label) => label.length > 0)) return labels.join('.');
    labels.pop();
  }
  return null;
}

const LOCAL_CHAR = /[a-z0-9._%+-]/;
const DOMAIN_CHAR = /[a-z0-9.-]/;
const ONE_LETTER_NAME = /^[a-z0-9]\.[a-z]+$/;
const PROVIDER_AFTER_AT = new RegExp(`^(?:${PROVIDERS})(?![a-z0-9])`);

/** E-mail addresses, read out from each @ (a scan of the whole text for local parts is slow). */
function findEmail(value: string): { from: number; to: number } | null {
  for (let at = value.indexOf('@'); at >= 0; at = value.indexOf('@', at + 1)) {
    let from = at;
    while (from > 0 && LOCAL_CHAR.test(value[from - 1] ?? '')) from -= 1;
    if (from === at) continue;
    let to = at + 1;
    while (to < value.length && DOMAIN_CHAR.test(value[to] ?? '')) to += 1;
    const domain = realDomain(value.slice(at + 1, to));
    // "I work at a dot com startup": a one-letter name before the TLD is prose, not a mailbox.
    if (domain && !ONE_LETTER_NAME.test(domain)) return { from, to: at + 1 + domain.length };
    const provider = PROVIDER_AFTER_AT.exec(value.slice(at + 1, at + 12));
    if (provider) return { from, to: at + 1 + provider[0].length };
  }
  PROVIDER_ID.lastIndex = 0;
  const named = PROVIDER_ID.exec(value);
  return named ? { from: named.index, to: named.index + named[0].length } : null;
}

/**
 * Degrees and abbreviations look like domains ("B.Sc.", "M.Sc", "e.g."): a host whose every
 * label but the TLD is one letter counts only with a path (t.me/…, m.me/…) or a scheme.
 */
const WITH_SCHEME = /^[a-z]+:\/\//;
function isAbbreviation(url: string, raw: string): boolean {
  if (WITH_SCHEME.test(raw) || raw.includes('/')) return false;
  const labels = url.replace(WITH_SCHEME, '').split('/')[0]?.split('.') ?? [];
  return labels.slice(0, -1).every((label) => label.length <= 1);
}

/** Where a link may be: a scheme, "www.", or a dot before a real TLD. */
const LINK_HINT = /:\/\/|www\.|[a-z0-9-]\.([a-z][a-z0-9-]*)/g;
/** How much text around a hint linkify-it reads (its pattern is heavy on long texts). */
const WINDOW = 120;
const HOST_CHAR = /[a-z0-9-]/;

/**
 * "person.My family", "cook.Travel is…": a full stop typed without its space before a capital
 * reads as a domain (.my, .travel). A bare domain (no scheme, www or path) whose TLD starts with
 * a capital right after a lower-case letter is taken for such a sentence.
 */
const NOT_BARE = /:\/\/|^www\.|\//;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
function isRunOnSentence(view: MappedText, original: string, from: number, raw: string): boolean {
  if (NOT_BARE.test(raw)) return false;
  const dot = from + raw.lastIndexOf('.');
  const after = original[view.span(dot + 1, dot + 2).start] ?? '';
  const before = original[view.span(dot - 1, dot).start] ?? '';
  return UPPER.test(after) && LOWER.test(before);
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
    // "b.sc.", "m.sc": one letter before the TLD and no path is an abbreviation (isAbbreviation).
    if (
      hint[1] !== undefined &&
      !HOST_CHAR.test(value[hint.index - 1] ?? '') &&
      value[hint.index + hint[0].length] !== '/'
    ) {
      continue;
    }
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

const ADDRESS_SIGN = /[@.]|\b(?:gmail|yahoo|ymail|hotmail|outlook|icloud|proton|aol)/;

/** The first e-mail address or link in the text's address view. */
export function findAddress(view: MappedText, original: string): AddressHit | null {
  const value = view.text;
  if (!ADDRESS_SIGN.test(value)) return null;
  const email = findEmail(value);
  if (email) return { kind: 'email', ...email };
  const link = findLink(view, original);
  if (link) return { kind: link.email ? 'email' : 'link', from: link.from, to: link.to };
  return null;
}
