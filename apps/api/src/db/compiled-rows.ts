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
  const mapRow = compileMapRow(groups);
  internals.customResultMapper = (rows) => rows.map(mapRow);
  return query;
}

/**
 * The row mapper as one function written for this statement's shape: each object an object
 * literal with its keys in order (one hidden class, no per-key store in a loop), each column's
 * decoder called only on a non-null value. The loop it replaces stored ~80 keys by name a row
 * (keyed stores V8 cannot specialise): ~4 % of a page's server CPU, decision 086 ("The last
 * tenth of the mixed journey"). The names go in as JSON string literals; `__proto__`, which a
 * literal would take as the prototype, keeps the loop.
 */
function compileMapRow(groups: Group[]): (row: unknown[]) => Record<string, unknown> {
  const decoders: Decoder[] = [];
  const value = (leaf: Leaf) => {
    decoders.push(leaf.decoder);
    const at = decoders.length - 1;
    return `(row[${leaf.index}] === null ? null : d[${at}].mapFromDriverValue(row[${leaf.index}]))`;
  };
  const names = groups.flatMap((g) =>
    'scalar' in g ? [g.key] : [g.key, ...g.leaves.map((l) => l.name)],
  );
  if (names.includes('__proto__')) return loopMapRow(groups);
  const key = (name: string) => JSON.stringify(name);
  const lines: string[] = [];
  const fields = groups.map((group, g) => {
    if ('scalar' in group) return `${key(group.key)}: ${value(group.scalar)}`;
    const object = `{ ${group.leaves.map((leaf) => `${key(leaf.name)}: ${value(leaf)}`).join(', ')} }`;
    if (!group.nullWhenFirstNull) return `${key(group.key)}: ${object}`;
    lines.push(`const g${g} = ${object};`);
    return `${key(group.key)}: g${g}[${key(group.first)}] === null ? null : g${g}`;
  });
  const body = `return function mapRow(row) {\n${lines.join('\n')}\nreturn { ${fields.join(', ')} };\n};`;
  // A function built from the statement's own column names (never from a request's input).
  return new Function('d', body)(decoders) as (row: unknown[]) => Record<string, unknown>;
}

/** The same mapping as a loop over the groups (for a name a literal cannot carry). */
function loopMapRow(groups: Group[]) {
  const decode = (leaf: Leaf, row: unknown[]) => {
    const raw = row[leaf.index];
    return raw === null ? null : leaf.decoder.mapFromDriverValue(raw);
  };
  return (row: unknown[]) => {
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
}
