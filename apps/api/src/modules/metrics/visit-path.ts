/**
 * The path a visit is counted under (decision 020). What a client sends is tidied into a
 * short, lower-case path of at most MAX_SEGMENTS plain words, so the table of visits grows with
 * the app's pages, not with its ids or with whatever a client makes up:
 * - a full URL gives its path; the query string and fragment are dropped (a reset link's token,
 *   a search, never reach the table);
 * - every segment that is not a plain word becomes `:id`: a UUID, a number, a long hex run, a
 *   token, an e-mail address, anything with more than two digits or over 40 characters.
 */

/** Counted when no path was given (the original client may send `{}`). */
export const NO_PATH = '(none)';
/** Where a day's new paths go once it has MAX_PATHS_PER_DAY of them (visits.repository.ts). */
export const OTHER_PATHS = '(other)';

const MAX_SEGMENTS = 6;
const ID = ':id';
/** A plain word: a letter, then letters, digits and `-._~`, at most 40 in all. */
const WORD = /^[a-z][a-z0-9._~-]{0,39}$/;
const LONG_HEX = /^[0-9a-f]{12,}$/;

function segmentOf(raw: string): string {
  const segment = raw.toLowerCase();
  if (!WORD.test(segment) || LONG_HEX.test(segment)) return ID;
  // Ids made of words and numbers (a reference like wly-abc123): more than two digits.
  if ((segment.match(/\d/g)?.length ?? 0) > 2) return ID;
  return segment;
}

/** The path part of a URL or path as sent: no scheme, host, query or fragment. */
function pathPart(raw: string): string {
  let text = raw.trim();
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(text);
  if (scheme) text = text.slice(scheme[0].length);
  return text.split(/[?#]/, 1)[0] ?? '';
}

export function visitPath(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return NO_PATH;
  const segments = pathPart(raw)
    .split('/')
    .filter((s) => s !== '')
    .slice(0, MAX_SEGMENTS)
    .map(segmentOf);
  return `/${segments.join('/')}`;
}
