import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';
import { leavesTakingNul, stringLeaves } from './string-leaves';

/** Response schemas whose names look like requests'. */
const RESPONSES = new Set(['ErrorBody']);

/** Every request schema the contract exports: bodies, queries and the web's forms. */
const REQUEST_SCHEMAS: [string, z.ZodType][] = [
  ...Object.entries(contract as Record<string, unknown>).filter(
    (entry): entry is [string, z.ZodType] =>
      /(Body|Query|Form)$/.test(entry[0]) &&
      !RESPONSES.has(entry[0]) &&
      entry[1] instanceof z.ZodType,
  ),
  ['makeChildCreateBody()', contract.makeChildCreateBody()],
];

describe('request schemas and NUL (decision 018)', () => {
  it('finds the request schemas and their strings', () => {
    const names = REQUEST_SCHEMAS.map(([name]) => name);
    for (const name of ['SignUpBody', 'ChildCreateBody', 'ChildUpdateBody', 'ReportBody']) {
      expect(names).toContain(name);
    }
    expect(names).toEqual(expect.arrayContaining(['AccountsQuery', 'LoginForm', 'PreferenceBody']));
    expect(REQUEST_SCHEMAS.length).toBeGreaterThan(25);
    // The walk reaches nested and wrapped strings: a name, each speaker, an optional note.
    const paths = (schema: z.ZodType) => stringLeaves(schema).map((leaf) => leaf.path);
    expect(paths(contract.ChildCreateBody)).toEqual(
      expect.arrayContaining(['firstName', 'speakersListenedTo.[]', 'relocationPlans', 'about']),
    );
    expect(paths(contract.ChildUpdateBody)).toContain('firstName');
    expect(paths(contract.ReportBody)).toContain('note');
  });

  it.each(REQUEST_SCHEMAS)('%s: no string field takes NUL', (_name, schema) => {
    expect(leavesTakingNul(schema)).toEqual([]);
  });

  it('the walk catches a plain z.string() and a z.unknown()', () => {
    const loose = z.object({ a: z.string(), b: z.array(z.unknown()).optional(), c: z.email() });
    expect(leavesTakingNul(loose)).toEqual(['a', 'b.[]']);
  });

  it('refuses a kind of schema it does not know', () => {
    expect(() => stringLeaves(z.object({ m: z.map(z.string(), z.string()) }))).toThrow(/'map'/);
  });
});
