// Cheap first looks at a text, each the answer of a pattern that cost a long text too much.
//
// Whether a text can hold an address at all (addresses.ts's first look): most long texts have
// no sign of one and skip the address reading. As one pattern,
//   /[@＠﹫]|[([{<]\s*(?:at|\.)|-at-|dot|[a-z0-9][.·•∙‧]+[a-z]|\s\.\s*[a-z]|:\s*\/|www|yahoo|
//    outlook|icloud|proton|slash|aol|mail/
// the engine tried every alternative at every position of every text, a tenth of a whole
// profile's check. Read here a piece at a time, each piece a search the engine runs fast (a
// literal, or one leading class), and the dots by hand: the same answer for every text
// (anchored.test.ts holds it to the pattern).
import { isSpaceCode } from './anchored';

const BRACKETED = /[([{<]\s*(?:at|\.)/;
const COLON_SLASH = /:\s*\//;
const WORDS = /dot|www|yahoo|outlook|icloud|proton|slash|aol|mail/;
/** A full stop or a middle dot (or bullet) typed for one: the first of a run. */
const DOTS = /[.·•∙‧]/g;

const isLower = (code: number) => code >= 97 && code <= 122;
const isLowerOrDigit = (code: number) => isLower(code) || (code >= 48 && code <= 57);
const isDot = (code: number) =>
  code === 46 || code === 0xb7 || code === 0x2022 || code === 0x2219 || code === 0x2027;

/** `[a-z0-9][.·•∙‧]+[a-z]` or `\s\.\s*[a-z]` somewhere in `value`. */
function dotted(value: string): boolean {
  DOTS.lastIndex = 0;
  while (DOTS.test(value)) {
    const first = DOTS.lastIndex - 1;
    let after = first + 1;
    while (after < value.length && isDot(value.charCodeAt(after))) after += 1;
    const before = value.charCodeAt(first - 1);
    if (first > 0 && isLowerOrDigit(before) && isLower(value.charCodeAt(after))) return true;
    if (first > 0 && value.charCodeAt(first) === 46 && isSpaceCode(before)) {
      let next = first + 1;
      while (next < value.length && isSpaceCode(value.charCodeAt(next))) next += 1;
      if (isLower(value.charCodeAt(next))) return true;
    }
    DOTS.lastIndex = after;
  }
  return false;
}

/** Whether `value` has a sign of an address: the pattern in the file's comment, read in pieces. */
export function addressHint(value: string): boolean {
  return (
    value.includes('@') ||
    value.includes('＠') ||
    value.includes('﹫') ||
    BRACKETED.test(value) ||
    value.includes('-at-') ||
    dotted(value) ||
    COLON_SLASH.test(value) ||
    WORDS.test(value)
  );
}

const DIGITS = /[0-9]/g;

/**
 * Whether `value` has the marks of an identifier (handles.ts, before it reads misspelt platform
 * names): what /[_@/]|[a-z0-9]\.[a-z0-9]|[a-z][0-9]|[0-9][a-z]/ finds, read from its rare
 * characters (an _, @ or /, each full stop, each digit) instead of at every position.
 */
export function holdsIdMark(value: string): boolean {
  if (value.includes('_') || value.includes('@') || value.includes('/')) return true;
  for (let dot = value.indexOf('.'); dot >= 0; dot = value.indexOf('.', dot + 1)) {
    if (isLowerOrDigit(value.charCodeAt(dot - 1)) && isLowerOrDigit(value.charCodeAt(dot + 1))) {
      return true;
    }
  }
  DIGITS.lastIndex = 0;
  while (DIGITS.test(value)) {
    const at = DIGITS.lastIndex - 1;
    if (isLower(value.charCodeAt(at - 1)) || isLower(value.charCodeAt(at + 1))) return true;
  }
  return false;
}
