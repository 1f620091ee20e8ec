// Which characters a text typed by a person may hold (decision 018). No zod here: the API's e-mail
// builder cleans text with the same classes, and any page may import it.
//
// - Control characters (C0 U+0000–U+001F, DEL, C1 U+0080–U+009F) are refused, never stripped:
//   a person cannot type them, so one means a broken client, and saying so beats guessing what
//   was meant. PostgreSQL refuses NUL in text outright (a 500 before this rule). Multi-line
//   text keeps the line feed and the tab (pasted from documents; harmless shown pre-wrapped and
//   in a plain-text e-mail); CR LF and a lone CR become LF, so one text has one line ending.
// - Invisible formatting that can make a text read differently from what it holds is removed
//   quietly, since a person could not find it to delete it: the bidi embeddings and overrides
//   (U+202A–U+202E) and isolates (U+2066–U+2069) that reverse or hide text ("Trojan Source"),
//   the zero-width space U+200B, the word joiner U+2060 and the byte-order mark U+FEFF.
// - Kept: ZWNJ U+200C and ZWJ U+200D (Persian and Urdu spelling needs ZWNJ, emoji families and
//   some Arabic and Indic shaping need ZWJ — decision 068 brings Arabic), except at the ends of
//   a text, where they join nothing and would only make a blank value look filled. Kept too:
//   LRM/RLM (U+200E/U+200F) and the Arabic letter mark U+061C, which set the direction of the
//   neutral characters next to them in mixed Arabic and English text and can hide nothing.

/** Shown for a control character (NUL included) in any field. */
export const TEXT_MESSAGES = {
  controls: 'Remove the special characters from this field',
  oneLine: 'Must be on one line',
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROLS_BUT_LF_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const LINE_BREAKS = /[\n\r\u2028\u2029]/;
const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200B\u2060\uFEFF]/g;
const isEdge = (char: string) => char === '\u200C' || char === '\u200D' || /\s/.test(char);

/**
 * The invisible formatting removed, then spaces and joiners at both ends. A loop, not
 * /[…]+$/: that regex is quadratic on a long run of spaces followed by a letter.
 */
function stripInvisible(value: string): string {
  const text = value.replace(INVISIBLE, '');
  let start = 0;
  let end = text.length;
  while (start < end && isEdge(text.charAt(start))) start += 1;
  while (end > start && isEdge(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/** A name or other one-line field as it is kept. */
export function cleanOneLine(value: string): string {
  return stripInvisible(value);
}

/** An 'about' text, a note or a description as it is kept: one line ending (LF). */
export function cleanMultiLine(value: string): string {
  return stripInvisible(value.replace(/\r\n?|[\u2028\u2029]/g, '\n'));
}

/** Why a (cleaned) one-line value is refused, or null. */
export function oneLineProblem(value: string): string | null {
  if (LINE_BREAKS.test(value)) return TEXT_MESSAGES.oneLine;
  return CONTROLS.test(value) ? TEXT_MESSAGES.controls : null;
}

/** Why a (cleaned) multi-line value is refused, or null. */
export function multiLineProblem(value: string): string | null {
  return CONTROLS_BUT_LF_TAB.test(value) ? TEXT_MESSAGES.controls : null;
}

/** NUL: the one character no string anywhere may carry (passwords and tokens included). */
export function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/**
 * Text for one line of a plain-text e-mail or a mail header: a line break or tab becomes a
 * space (a CR LF in a subject would start a new header), every other control and the invisible
 * formatting above go. For values stored before these rules, and any other text put into mail.
 */
export function plainTextLine(value: string): string {
  return value
    .replace(/[\t\n\r\u2028\u2029]+/g, ' ')
    .replace(new RegExp(CONTROLS.source, 'g'), '')
    .replace(INVISIBLE, '');
}
