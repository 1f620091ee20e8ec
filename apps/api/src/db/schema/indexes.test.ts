import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './index';

/** Every index column written `desc`, as `table.index (column)`. */
function descendingIndexColumns() {
  const values: unknown[] = Object.values(schema);
  const tables = values.filter((value): value is PgTable => is(value, PgTable));
  return tables.flatMap((table) => {
    const { name, indexes } = getTableConfig(table);
    return indexes.flatMap(({ config }) =>
      config.columns.flatMap((column) =>
        'indexConfig' in column && column.indexConfig?.order === 'desc'
          ? [{ index: `${name}.${config.name} (${column.name})`, nulls: column.indexConfig.nulls }]
          : [],
      ),
    );
  });
}

describe('index order', () => {
  // `ORDER BY x DESC` means NULLS FIRST, and PostgreSQL hands rows over in an index's order only
  // when the NULLs' place matches too, NOT NULL or not; drizzle's `.desc()` alone writes NULLS
  // LAST, and the list page, the likes pages and the audit log sorted what their index had in
  // order (migration 0021).
  it('every descending index column keeps its NULLs first, as ORDER BY … DESC does', () => {
    const columns = descendingIndexColumns();
    expect(columns.length).toBeGreaterThan(10);
    expect(columns.filter(({ nulls }) => nulls !== 'first')).toEqual([]);
  });
});
