// node-postgres's array rows with the cheaper RowDescription (pg-array-rows.ts): the same
// values, parsers and field list as node-postgres's own, object rows untouched.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { installArrayRowFields } from './pg-array-rows';

type Field = { name: string; dataTypeID: number; format: string };
type ResultLike = {
  addFields(fields: Field[]): void;
  parseRow(row: (string | null)[]): unknown;
  fields: Field[];
  _prebuiltEmptyResultObject: unknown;
};
const Result = (pg as unknown as { Result: new (mode?: string, types?: unknown) => ResultLike })
  .Result;

// Repeated names, as a page's joins give them: int4, text, timestamptz, bool, json, text[], int8.
const fields: Field[] = [23, 25, 1184, 16, 114, 1009, 20, 25].map((dataTypeID, i) => ({
  name: i % 3 === 0 ? 'id' : `c${i}`,
  dataTypeID,
  format: 'text',
}));
const raw = ['7', 'x', '2026-12-07 10:00:00+00', 't', '{"a":1}', '{a,"b c"}', '42', null];

const parsedBy = (result: ResultLike) => {
  result.addFields(fields);
  return { row: result.parseRow(raw), fields: result.fields };
};

const expected = [
  7,
  'x',
  new Date('2026-12-07T10:00:00Z'),
  true,
  { a: 1 },
  ['a', 'b c'],
  '42',
  null,
];

describe('node-postgres rows as arrays, without the unused row object', () => {
  installArrayRowFields();
  installArrayRowFields(); // twice: still once

  it('parses array rows with node-postgres’s parsers, or the query’s own', () => {
    const array = new Result('array');
    expect(parsedBy(array)).toEqual({ row: expected, fields });
    expect(array._prebuiltEmptyResultObject).toBeNull();
    const custom = new Result('array', { getTypeParser: () => (v: string) => `<${v}>` });
    expect(parsedBy(custom).row).toEqual([...raw.slice(0, -1).map((v) => `<${v}>`), null]);
  });

  it('leaves object rows to node-postgres (the last of a repeated name wins)', () => {
    expect(parsedBy(new Result()).row).toEqual({
      id: '42',
      c1: 'x',
      c2: expected[2],
      c4: { a: 1 },
      c5: ['a', 'b c'],
      c7: null,
    });
  });
});
