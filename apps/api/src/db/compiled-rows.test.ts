import * as drizzle from 'drizzle-orm';
import { Column, is } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDiscoveryReads } from '../modules/discovery/discovery.repository';
import { createTestDatabase } from '../test/database';
import type { Database } from './client';

/** Drizzle's own row mapper: exported at run time, not in its types. */
const { mapResultRow } = drizzle as unknown as {
  mapResultRow(fields: unknown, row: unknown[], joins?: Record<string, boolean>): unknown;
};

type Internals = {
  fields: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

/** A driver value each column's decoder takes; null at random, or for a whole nested object. */
function rowsFor({ fields }: Internals, count: number): unknown[][] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const rawOf = (field: unknown) => {
    if (!is(field, Column)) return '7';
    if (field.dataType === 'array') return ['a', 'b'];
    if (field.dataType === 'boolean') return true;
    if (field.dataType === 'json') return { a: 1 };
    if (field.dataType === 'date') return '2026-06-15 12:00:00+00';
    return '7';
  };
  return Array.from({ length: count }, () => {
    const missing = new Set(fields.map((f) => f.path[0]).filter(() => random() < 0.3));
    return fields.map(({ path, field }) =>
      missing.has(path[0]) || random() < 0.2 ? null : rawOf(field),
    );
  });
}

describe('withCompiledRows', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("maps every hot statement's rows exactly as Drizzle's mapResultRow does, key order too", () => {
    const statements = prepareDiscoveryReads(database.db);
    for (const [name, statement] of Object.entries(statements)) {
      const internals = statement as unknown as Internals;
      expect(internals.customResultMapper, name).toBeTypeOf('function');
      const rows = rowsFor(internals, 400);
      const drizzle = rows.map((row) =>
        mapResultRow(internals.fields, row, internals.joinsNotNullableMap),
      );
      expect(JSON.stringify(internals.customResultMapper!(rows)), name).toBe(
        JSON.stringify(drizzle),
      );
      // Some nested objects were nulled and some kept, so the rule was exercised both ways.
      if (name === 'sessionAndRecommendationsPage') {
        const cards = drizzle.map((row) => (row as { card: unknown }).card);
        expect(cards.some((card) => card === null)).toBe(true);
        expect(cards.some((card) => card !== null)).toBe(true);
      }
    }
  });
});
