// node-postgres's result, made cheaper for the rows Drizzle asks as arrays (decision 086, "The
// last tenth of the mixed journey").
import pg from 'pg';

/** What node-postgres keeps on a result (lib/result.js), not in its types. */
type ResultInternals = {
  rowAsArray: boolean;
  fields: { dataTypeID: number; format?: string }[];
  _parsers: ((value: unknown) => unknown)[] | undefined;
  _types: { getTypeParser(oid: number, format: string): (value: unknown) => unknown } | undefined;
};
type Prototype = { addFields(this: ResultInternals, fields: ResultInternals['fields']): void };

const prototype = (pg as unknown as { Result: { prototype: Prototype } }).Result.prototype;
const original = prototype.addFields;
let installed = false;

/**
 * node-postgres reads the RowDescription of every execution (prepared or not) and, besides
 * each column's parser, builds an empty row object keyed by the column names that only the
 * object rows use — on a page of ~80 columns with repeated names a dictionary object built and
 * copied each time: 7 % of the server's CPU under the recommendations and profile load. Drizzle
 * asks its selects' rows as arrays (`rowMode: 'array'`), which never read that object; for them
 * only the parsers are worked out, by the same rule (the query's own type parsers, else pg's).
 * Object rows (raw `execute`, the named statements) keep node-postgres's own. `pg-array-rows.test.ts`
 * holds it to node-postgres's answers.
 */
export function installArrayRowFields(): void {
  if (installed) return;
  installed = true;
  prototype.addFields = function addFields(this: ResultInternals, fields) {
    if (!this.rowAsArray) {
      original.call(this, fields);
      return;
    }
    this.fields = fields;
    if (fields.length === 0) return;
    const types = this._types ?? pg.types;
    const parsers = new Array<(value: unknown) => unknown>(fields.length);
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i]!;
      parsers[i] = types.getTypeParser(
        field.dataTypeID,
        field.format === 'binary' ? 'binary' : 'text',
      );
    }
    this._parsers = parsers;
  };
}
