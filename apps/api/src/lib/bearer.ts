import { timingSafeEqual } from 'node:crypto';

/**
 * Whether an `Authorization` header carries `Bearer <expected>`, compared in constant time so
 * the answer's timing does not tell a guesser how much of the token it has right. The lengths
 * are compared first: a token's length is no secret worth the padding.
 */
export function bearerMatches(header: string | undefined, expected: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
