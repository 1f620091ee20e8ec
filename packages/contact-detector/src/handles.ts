// Social handles: "@name", and a platform named with an identifier ("my IG is aisha_b",
// "FB: aishabello.kano"), with an invitation ("add me on snap", "WhatsApp me"), or disguised
// ("1nstagram", "i n s t a", "T!kTok", "Faceb00k"); also platforms in Arabic script and "DM
// me" (invitations.ts has the invitations in every language). A platform named in ordinary
// prose ("I use WhatsApp to keep up with family", "Facebook-free evenings") is not a handle.
import {
  ARABIC_LETTER,
  arabicPlatforms,
  findDirectMessage,
  invitationAfter,
  invitationBefore,
} from './invitations';
import type { MappedText } from './mapped-text';
import { holdsIdMark } from './signs';

export type Hit = { from: number; to: number };

/** Each letter with the characters written for it to dodge a filter. */
const LOOKS: Record<string, string> = {
  a: 'a@4',
  e: 'e3',
  i: 'i1!l|¡',
  l: 'l1i|',
  o: 'o0',
  s: 's5$z',
  t: 't7',
  g: 'gq',
};
const esc = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
/** A pattern for `word` that also takes look-alike characters and, if `spaced`, separators. */
function spelled(word: string, spaced: boolean): string[] {
  const between = spaced ? '[\\s._*\\-]{0,2}' : '';
  return [...word].map(
    (c, i) => (i > 0 ? between : '') + (c === ' ' ? '[\\s._\\-]+' : `[${esc(LOOKS[c] ?? c)}]`),
  );
}

type Trie = { next: Map<string, Trie>; end: boolean };

/**
 * The words' patterns as one tree (`whatsapp|whatsap|watsapp…` → `w(?:h…|a…)`): the engine tries
 * each first letter once instead of every word at every position. Longer words stay first (a
 * branch is tried before the word ending there), so a match is the one the plain alternation of
 * longest-first words gives.
 */
function asTree(words: readonly string[][]): string {
  const root: Trie = { next: new Map(), end: false };
  for (const word of words) {
    let node = root;
    for (const part of word) {
      let child = node.next.get(part);
      if (!child) {
        child = { next: new Map(), end: false };
        node.next.set(part, child);
      }
      node = child;
    }
    node.end = true;
  }
  const emit = (node: Trie): string => {
    const branches = [...node.next].map(([part, child]) => part + emit(child));
    if (branches.length === 0) return '';
    if (branches.length === 1 && !node.end) return branches[0] as string;
    return `(?:${branches.join('|')})${node.end ? '?' : ''}`;
  };
  return emit(root);
}

/**
 * Platforms. `common`: also an ordinary word or place (Imo State, a signal, a snap decision), so
 * only a colon or a clear identifier after it counts, besides an invitation.
 */
const PLATFORMS: readonly { words: readonly string[]; spaced: boolean; common?: boolean }[] = [
  {
    words: ['whatsapp', 'whatsap', 'watsapp', 'watsap', 'whatapp', 'wasap', 'wassap'],
    spaced: true,
  },
  { words: ['instagram', 'insta', 'instergram'], spaced: true },
  { words: ['facebook', 'telegram', 'snapchat', 'tiktok', 'twitter', 'linkedin'], spaced: true },
  { words: ['ig', 'fb', 'the gram', 'yellow ghost', 'eye gee', 'eyegee'], spaced: false },
  { words: ['snap', 'signal', 'imo', 'threads'], spaced: true, common: true },
];
const COMMON = new Set(PLATFORMS.filter((p) => p.common).flatMap((p) => p.words));
const PLATFORM = new RegExp(
  `(?<![a-z0-9])${asTree(
    PLATFORMS.flatMap((p) =>
      [...p.words]
        .sort((a, b) => b.length - a.length)
        .map((w) => spelled(w, p.spaced && w.length >= 4)),
    ),
  )}(?![a-z])`,
  'g',
);

/**
 * "@name" that is not part of an e-mail address (those are found first), also written "(at)
 * name" or "[at]name".
 */
const AT_HANDLE =
  /(?<![a-z0-9._%+-])(?:@|[([{]\s*at\s*[)\]}]) ?(?=[a-z0-9_.]*[a-z])[a-z0-9_][a-z0-9_.]{1,}/;
/** "same username everywhere", "same name as here". */
const SAME_NAME =
  /\bsame\s+(?:user\s?name|handle|name|id)\b(?:\s+(?:as\s+here|everywhere|on\s+all))?/;
/**
 * An identifier right after the platform: "FB: x", "Snapchat - x", "Telegram username is x";
 * also Hausa and Yoruba "my" and "is" ("IG ɗina: x", "Instagram shine x", "IG mi ni x").
 */
const ID_AFTER =
  /^\s*(?:\([a-z ]+\)\s*)?(?:(?:user\s?name|handle|id|page|account|name)\b)?(?:\s*(?:mi|dina|tawa)\b)?(?:[:=—–]\s*|\s-+\s*|\s+(?:is|na|shine|shi\s+ne|ni)\s+)(@?[a-z0-9_/][a-z0-9._\-/]*)/;
/** An identifier written straight after the platform, with the marks of one: "insta aisha.b". */
const BARE_ID_AFTER = /^\s*(?:@\s?[a-z0-9_]|\/in\/|[a-z0-9]*[_.0-9][a-z0-9._]*[a-z0-9])/;
/** The platform as a verb: "WhatsApp me", "watsap my dad". */
const AS_VERB = /^\s+(?:me|us|my|him|her|them|our)\b/;
/** What follows "is" when a sentence goes on about the platform: "Twitter is a bird". */
const PROSE_AFTER_IS = new Set(
  'a an the not so very too full just where how what for my our his her their only always never still also my'.split(
    ' ',
  ),
);
const POSSESSIVE = /\b(?:my|our|her|his|their)\b(?:\s+[a-z']+){0,4}\s+$/;

function canonical(word: string): string {
  return word.replace(SEPARATORS, '');
}
const SEPARATORS = /[\s._*-]/g;

/** Nicknames: only ever written to avoid the name ("the yellow ghost app" is Snapchat). */
const NICKNAMES = new Set(['yellowghost']);
const PLAIN = new Set(PLATFORMS.flatMap((p) => p.words.map(canonical)));

const BY_WORD = /\s(is|na|shine|ne|ni)\s/;
const ID_WORD = /(user\s?name|handle|id|page|account)/;
const ID_MARK = /[0-9_.@/]/;
const COLON_OR_EQUALS = /[:=]/;

/**
 * What makes a platform named at [from, to) a handle. `plain`: written as the platform is
 * spelled (a disguised spelling is a handle by itself).
 */
function platformHit(
  value: string,
  from: number,
  to: number,
  plain: boolean,
  common: boolean,
): Hit | null {
  const after = value.slice(to, to + 80);
  const before = value.slice(Math.max(0, from - 80), from);

  const id = ID_AFTER.exec(after);
  if (id?.[1]) {
    const separator = after.slice(0, id.index + id[0].length - id[1].length);
    const byWord = BY_WORD.test(separator) && !ID_WORD.test(separator);
    const marked = ID_MARK.test(id[1]);
    const ok = common
      ? COLON_OR_EQUALS.test(separator) || marked
      : !byWord || marked || (POSSESSIVE.test(before) && !PROSE_AFTER_IS.has(id[1]));
    if (ok) return { from, to: to + id.index + id[0].length };
  }
  const bare = BARE_ID_AFTER.exec(after);
  if (bare && !common) return { from, to: to + bare[0].length };
  if (AS_VERB.test(after) && !common) return { from, to };
  const invite = invitationBefore(before);
  if (invite >= 0) return { from: from - before.length + invite, to };
  const later = common ? -1 : invitationAfter(after);
  if (later >= 0) return { from, to: to + later };
  // Written with look-alike characters or spaced out: nobody writes "1nstagram" by accident.
  return plain ? null : { from, to };
}

/**
 * A word one letter away from a long platform name: its first letter, and a length within one
 * of the name's (LONG_NAMES: instagram 9; twitter 7; the others 8).
 */
const MISSPELT = /\b(?:i[a-z]{7,9}|[wfsl][a-z]{6,8}|t[a-z]{5,8})\b/g;
const MARKED_ID = /[_@/]|[a-z0-9]\.[a-z0-9]|[a-z][0-9]|[0-9][a-z]/;

/** The long platform names, for misspellings one letter away ("Teleqram", "Instagrm"). */
const LONG_NAMES = [
  'instagram',
  'whatsapp',
  'facebook',
  'telegram',
  'snapchat',
  'linkedin',
  'twitter',
];

/** Whether `a`'s characters from `ai` and `b`'s from `bi` to their ends are the same. */
function sameTail(a: string, ai: number, aEnd: number, b: string, bi: number): boolean {
  if (aEnd - ai !== b.length - bi) return false;
  for (; ai < aEnd; ai += 1, bi += 1) if (a.charCodeAt(ai) !== b.charCodeAt(bi)) return false;
  return true;
}

/**
 * Whether the word at [from, to) of `value` and `name` differ by exactly one letter added,
 * dropped or changed (the same word is not "one letter away"). Read in place: most texts hold
 * many long words and none of them is sliced out.
 */
function oneEditApart(value: string, from: number, to: number, name: string): boolean {
  const length = to - from;
  if (Math.abs(length - name.length) > 1 || value.charCodeAt(from) !== name.charCodeAt(0)) {
    return false;
  }
  let i = 0;
  while (i < length && i < name.length && value.charCodeAt(from + i) === name.charCodeAt(i)) i += 1;
  if (i === length && i === name.length) return false;
  if (length === name.length) return sameTail(value, from + i + 1, to, name, i + 1);
  return length > name.length
    ? sameTail(value, from + i + 1, to, name, i)
    : sameTail(value, from + i, to, name, i + 1);
}

/** Whether the word at [from, to) is one letter away from a long platform name (no closure per word). */
function oneEditFromAName(value: string, from: number, to: number): boolean {
  for (const name of LONG_NAMES) if (oneEditApart(value, from, to, name)) return true;
  return false;
}

const OPENING = /[([{]/;

/** A character `\b` counts as part of a word: a-z, A-Z, 0-9 or _. */
function isWordChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95
  );
}

/** Whether AT_HANDLE can match: an @, or "at" and a bracket. */
function mayHoldAtHandle(value: string): boolean {
  return value.includes('@') || (value.includes('at') && OPENING.test(value));
}

/** The first social handle in `text` (the normalized text; e-mails and links are found first). */
export function findHandle(text: MappedText): Hit | null {
  const value = text.text;
  // Each pattern only where its literal is: an @ or a bracketed "at"; "same".
  const at = mayHoldAtHandle(value) ? AT_HANDLE.exec(value) : null;
  if (at) return { from: at.index, to: at.index + at[0].length };
  const same = value.includes('same') ? SAME_NAME.exec(value) : null;
  if (same) return { from: same.index, to: same.index + same[0].length };
  PLATFORM.lastIndex = 0;
  for (let m = PLATFORM.exec(value); m; m = PLATFORM.exec(value)) {
    const word = canonical(m[0]);
    const plain = PLAIN.has(word) && !NICKNAMES.has(word);
    const hit = platformHit(value, m.index, m.index + m[0].length, plain, COMMON.has(word));
    if (hit) return hit;
  }
  const arabic = ARABIC_LETTER.test(value);
  if (arabic) {
    for (const { from, to } of arabicPlatforms(value)) {
      const hit = platformHit(value, from, to, true, false);
      if (hit) return hit;
    }
  }
  const direct = findDirectMessage(value, arabic);
  if (direct) return direct;
  // Misspelt by one letter ("Teleqram: hafsa_k"): a handle only with an identifier beside it
  // that has the marks of one (_ . digits @ /), so a text without such marks is not scanned.
  if (!holdsIdMark(value)) return null;
  // `test`, not `exec`: no match array per long word. A match runs from a word boundary to the
  // next, so it is the whole word ending at lastIndex.
  MISSPELT.lastIndex = 0;
  while (MISSPELT.test(value)) {
    const to = MISSPELT.lastIndex;
    let from = to - 1;
    while (from > 0 && isWordChar(value.charCodeAt(from - 1))) from -= 1;
    if (!oneEditFromAName(value, from, to)) continue;
    if (PLAIN.has(value.slice(from, to))) continue;
    const hit = platformHit(value, from, to, true, false);
    if (hit && MARKED_ID.test(value.slice(to, hit.to))) return hit;
  }
  return null;
}

/** A platform named in `text` (for a phone number found beside it: the kind is then a handle). */
export function namesPlatform(value: string): boolean {
  PLATFORM.lastIndex = 0;
  return PLATFORM.test(value) || (ARABIC_LETTER.test(value) && arabicPlatforms(value).length > 0);
}
