// A prepared select's rows mapped by a function worked out once per statement (decision 086).
import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** What Drizzle keeps on a prepared select (node-postgres and PGlite alike), not in its types. */
type Internals = {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};
type Leaf = { index: number; name: string; decoder: Decoder };
type Group =
  | { key: string; scalar: Leaf }
  | { key: string; leaves: Leaf[]; nullWhenFirstNull: boolean; first: string };

/** The decoder Drizzle keeps on an SQL expression (not in its public types). */
const decoderOfSql = (sql: SQL) => (sql as unknown as { decoder: Decoder }).decoder;

/** Which decoder Drizzle's `mapResultRow` gives a selected field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field as unknown as { _: { sql: SQL } })._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/**
 * Gives a prepared select a row mapper that does what Drizzle's `mapResultRow` does on every row
 * — each column's decoder, the nested objects of `{ child: children, … }`, a left-joined
 * table's object null when its first column is — but with the decoders, the paths and the null
 * rule worked out once here. Drizzle's own walks the selection for every column of every row
 * (`is()` on the prototype chain, an iterator per path): on the recommendations page's nine
 * rows of ~80 columns, ~10 % of the request's CPU and much of its garbage. A selection nested
 * deeper than one level keeps Drizzle's mapper.
 */
export function withCompiledRows<Q>(query: Q): Q {
  const internals = query as unknown as Internals;
  const { fields, joinsNotNullableMap } = internals;
  if (!fields || internals.customResultMapper || fields.some((f) => f.path.length > 2)) {
    return query;
  }
  const groups: Group[] = [];
  const nested = new Map<string, Extract<Group, { leaves: Leaf[] }>>();
  // Drizzle's null rule, per nested object: the first column (of a table) decides; a column of
  // another table after it cancels it; it applies when that table may be missing from the join.
  const rule = new Map<string, { table: string; mixed: boolean }>();
  fields.forEach(({ path, field }, index) => {
    const leaf = { index, name: path.at(-1)!, decoder: decoderOf(field) };
    const [key] = path as [string];
    if (path.length === 1) {
      groups.push({ key, scalar: leaf });
      return;
    }
    let group = nested.get(key);
    if (!group) {
      group = { key, leaves: [], nullWhenFirstNull: false, first: '' };
      nested.set(key, group);
      groups.push(group);
    }
    group.leaves.push(leaf);
    if (is(field, Column)) {
      const table = getTableName(field.table);
      const seen = rule.get(key);
      if (!seen) {
        rule.set(key, { table, mixed: false });
        group.first = leaf.name;
      } else if (seen.table !== table) seen.mixed = true;
    }
  });
  for (const [key, { table, mixed }] of rule) {
    nested.get(key)!.nullWhenFirstNull =
      joinsNotNullableMap !== undefined && !mixed && !joinsNotNullableMap[table];
  }
  const decode = (leaf: Leaf, row: unknown[]) => {
    const raw = row[leaf.index];
    return raw === null ? null : leaf.decoder.mapFromDriverValue(raw);
  };
  const mapRow = (row: unknown[]) => {
    const out: Record<string, unknown> = {};
    for (const group of groups) {
      if ('scalar' in group) {
        out[group.key] = decode(group.scalar, row);
        continue;
      }
      const object: Record<string, unknown> = {};
      for (const leaf of group.leaves) object[leaf.name] = decode(leaf, row);
      out[group.key] = group.nullWhenFirstNull && object[group.first] === null ? null : object;
    }
    return out;
  };
  internals.customResultMapper = (rows) => rows.map(mapRow);
  return query;
}
