// SQL expressions for discovery-seed.ts: deterministic pseudo-random numbers (a hash of the row
// number and a stream), picks from the demo pools as query parameters, and display ids.
import { lgasOf } from '@waliyy/contract/places';
import * as pool from '../apps/api/src/db/demo/pools';

/** Uniform in [0, 1) for row `g` and stream `k`. */
export const rnd = (g: string, k: number) =>
  `((hashint8extended((${g})::int8, ${k}) & 4503599627370495)::float8 / 4503599627370496.0)`;
/** A whole number in [0, n). */
export const below = (g: string, k: number, n: string | number) =>
  `floor(${rnd(g, k)} * (${n}))::int`;

/** The parameters of the statement being written; the caller takes them with `params.splice(0)`. */
export const params: unknown[] = [];
export const param = (value: unknown, type: string) => {
  params.push(value);
  return `$${params.length}::${type}`;
};
export const list = (values: readonly string[]) => param([...values], 'text[]');
/** A pick from a pool, for row `g` and stream `k`. */
export const pick = (values: readonly string[], g: string, k: number) =>
  `(${list(values)})[1 + ${below(g, k, values.length)}]`;

export const values = (options: readonly { value: string }[]) => options.map((o) => o.value);
export const DIASPORA = pool.RESIDENCES.filter((c) => c !== 'Nigeria');
export const LGAS = Object.fromEntries(pool.STATES.map((s) => [s, lgasOf(s)]));
export const year = new Date().getUTCFullYear();
export const month = new Date().getUTCMonth() + 1;
// A bijection of 1..31^8 onto itself, spelled in the display-id alphabet: unique ids.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const displayId = (g: string) =>
  `'WY-' || ${Array.from(
    { length: 8 },
    (_, k) =>
      `substr('${ALPHABET}', (((${g})::int8 * 5000011 % 852891037441) / ${31 ** (7 - k)}::int8 % 31)::int + 1, 1)`,
  ).join(' || ')}`;
