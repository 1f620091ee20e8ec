// Searches that read a long text only where a match can be. A pattern that may begin with
// spaces (`\s*:`, `\s+\.`) is tried by the engine at every position of the text, and a profile's
// long texts are thousands of positions each; but every match of such a pattern holds one of a
// few rare characters (its anchor) after those spaces. So the anchors are found by a fast search
// and the pattern is tried (sticky) only from the spaces before each, in text order: the first
// match found is the one a global search finds, as every position it could begin at is tried,
// in order, and no other.

/** Whether `code` is a character `\s` takes (JavaScript's white space and line terminators). */
export function isSpaceCode(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * The first match of `sticky` (flag `y`) that begins at or after `from`, as `exec` of the same
 * pattern with flag `g` and `lastIndex = from` answers it. `anchors` (flag `g`, one character per
 * match): every match of `sticky` begins in the white space right before an anchor, on the
 * anchor itself, or on the character right after it (a lookbehind on the anchor, `(?<=@)\s+`).
 */
export function execNear(
  value: string,
  sticky: RegExp,
  anchors: RegExp,
  from: number,
): RegExpExecArray | null {
  // Every position before `tried` has been tried (or lies before `from`).
  let tried = from;
  // An anchor just before `from` may begin a match right after it.
  anchors.lastIndex = Math.max(0, from - 1);
  while (anchors.test(value)) {
    const anchor = anchors.lastIndex - 1;
    let start = anchor;
    while (start > tried && isSpaceCode(value.charCodeAt(start - 1))) start -= 1;
    const last = Math.min(anchor + 1, value.length);
    for (let at = Math.max(start, tried); at <= last; at += 1) {
      sticky.lastIndex = at;
      const m = sticky.exec(value);
      if (m) return m;
    }
    tried = Math.max(tried, last + 1);
    anchors.lastIndex = anchor + 1;
  }
  return null;
}
