// Unicode classes of one character, read by its code. `/\p{L}/u.test(value[i])` makes a string
// of each character above U+00FF it looks at (V8 keeps only Latin-1's ready-made), and a
// profile in Arabic or Yoruba looks at thousands: each answer is worked out once per code and
// kept. A lone surrogate is neither, as the regex says of it.

const LETTER = /\p{L}/u;
const NUMBER = /\p{N}/u;
/** Per UTF-16 code: 0 not yet worked out; bit 1 set once known; bit 2 a letter; bit 4 a number. */
const known = new Uint8Array(0x10000);

function classOf(code: number): number {
  let bits = known[code] as number;
  if (bits === 0) {
    const char = String.fromCharCode(code);
    bits = 1 | (LETTER.test(char) ? 2 : 0) | (NUMBER.test(char) ? 4 : 0);
    known[code] = bits;
  }
  return bits;
}

/** Whether the character at `i` is a letter (`\p{L}`); false outside the text. */
export function isLetterAt(value: string, i: number): boolean {
  return i >= 0 && i < value.length && (classOf(value.charCodeAt(i)) & 2) !== 0;
}

/** Whether the character at `i` is a letter or a number (`[\p{L}\p{N}]`); false outside the text. */
export function isLetterOrDigitAt(value: string, i: number): boolean {
  return i >= 0 && i < value.length && (classOf(value.charCodeAt(i)) & 6) !== 0;
}
