import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be confused when read aloud or copied (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 8;

/**
 * A public handle for a single, e.g. 'WY-7K3M9QAR': random, so it says nothing about the
 * person or the order of sign-up, and it never changes. Uniqueness is the database's job.
 */
export function newDisplayId(random: (max: number) => number = randomInt): string {
  let id = '';
  for (let i = 0; i < LENGTH; i++) id += ALPHABET[random(ALPHABET.length)];
  return `WY-${id}`;
}
