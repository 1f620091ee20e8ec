// An e-mail address, link or handle split between two texts that follow each other on the page:
// "…write to aisha.bello95" at the end of one, "@gmail.com" or "at gmail dot com" at the start
// of the next. The end of one and the start of the next are read as one line, as the reader
// reads them, and only what the detector finds across the join counts: what lies within one
// text was judged with that text. Phone numbers are split-phone.ts's (a stricter reading).
import { detect } from './detect';
import { namesPlatform } from './handles';
import { normalize } from './normalize';
import type { Piece } from './reading';
import type { SplitPart } from './split-phone';

/** How much of each side is read: an address is short, and the words around it say enough. */
const EDGE = 40;
/** How near the join a sign of an address must be (a detail across the join touches it). */
const NEAR = 24;

/**
 * What an address, link or handle needs somewhere in the window: a sign of one ("@", "_", a
 * slash by a letter, a dot before a letter or spaced out, "at", "dot", a mail provider), a
 * platform, or an invitation. Most joins are two ordinary sentences and are not read further:
 * the full reading costs as much per join as a short text.
 */
const SIGN =
  /[@_]|[a-z]\/|\/[a-z]|\.[a-z]|\s\.\s|\b(?:at|dot|www|https?|hxxps?|underscore|slash|mail|gmail|yahoo|outlook|hotmail|icloud|com|net|org|add|find|dm|follow|username|handle|same)\b/;

const SPACE = /\s/;
const LAST_SPACE = /\s\S*$/;

/** The last `EDGE` characters of `text` from a word's start: [offset, slice]. */
function ending(text: string): [number, string] {
  const trimmed = text.trimEnd();
  if (trimmed.length <= EDGE) return [0, trimmed];
  const cut = trimmed.length - EDGE;
  const space = trimmed.slice(cut).search(SPACE);
  const start = space < 0 ? cut : cut + space + 1;
  return [start, trimmed.slice(start)];
}

/** The first `EDGE` characters of `text`, to a word's end. */
function beginning(text: string): string {
  if (text.length <= EDGE) return text;
  const space = text.slice(0, EDGE).search(LAST_SPACE);
  return text.slice(0, space > 0 ? space : EDGE);
}

/**
 * How many texts on from one the next may be. Only the very next: joining a text with the two
 * after it as well tripled the joins read and made handles of ordinary prose in 20 of 40,000
 * random profiles from the corpus ("…talk it through calmly" + "I'm not on TikTok"); with the
 * next text alone, none.
 */
const REACH = 1;

/** Where `a`'s end and `b`'s start make an address, link or handle across the join. */
function across(
  a: Piece,
  b: Piece,
): { kind: 'email' | 'link' | 'handle'; a: Span; b: Span } | null {
  const [offset, end] = ending(a.text);
  const start = beginning(b.text.trimStart());
  const lead = b.text.length - b.text.trimStart().length;
  if (!end || !start) return null;
  // One space, as a line break reads: "aisha.bello95" + "@gmail.com" closes up in the
  // detector's address reading as "aisha.bello95 @gmail.com" does within one text.
  const joined = `${end} ${start}`;
  // The sign must be near the join, where a detail that crosses it lies.
  const read = normalize(`${end.slice(-NEAR)} ${start.slice(0, NEAR)}`).text;
  if (!SIGN.test(read) && !namesPlatform(read)) return null;
  const hit = detect(joined, []);
  if (!hit || hit.kind === 'phone' || hit.kind === 'name') return null;
  const join = end.length;
  if (hit.start >= join || hit.end <= join + 1) return null;
  return {
    kind: hit.kind,
    a: { start: offset + hit.start, end: offset + join },
    b: { start: lead, end: lead + hit.end - join - 1 },
  };
}

type Span = { start: number; end: number };

/**
 * The first address, link or handle that a text and one of the next few make together, as the
 * part each holds; null when there is none.
 */
export function findSplitAddress(
  pieces: readonly Piece[],
): { kind: 'email' | 'link' | 'handle'; parts: SplitPart[] } | null {
  for (let i = 0; i + 1 < pieces.length; i += 1) {
    const a = pieces[i] as Piece;
    for (let j = i + 1; j < pieces.length && j <= i + REACH; j += 1) {
      const b = pieces[j] as Piece;
      // The profession is shown twice: it does not join itself.
      if (b.field === a.field && b.item === a.item) continue;
      const hit = across(a, b);
      if (hit) {
        return {
          kind: hit.kind,
          parts: [
            { piece: i, ...hit.a },
            { piece: j, ...hit.b },
          ],
        };
      }
    }
  }
  return null;
}
