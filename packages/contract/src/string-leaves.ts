// Finds every place in a schema where a string can come in, for the tests that hold every
// request schema to "no string carries NUL" (decision 018): the contract's own, and the API's over
// each route's body, query and params. Not used at run time.
import type { z } from 'zod';

export type StringLeaf = { path: string; schema: z.ZodType };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
};

/** Kinds that take no string, or only listed ones (an enum or literal never holds NUL). */
const NO_FREE_STRING = new Set([
  'number',
  'int',
  'bigint',
  'boolean',
  'null',
  'undefined',
  'void',
  'never',
  'nan',
  'date',
  'enum',
  'literal',
  'transform',
]);
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
  'success',
]);

/**
 * The schemas that accept a free string — `string` (formats included), `unknown`, `any` —
 * each with its path. A kind it does not know throws, so a new one cannot be skipped silently.
 */
export function stringLeaves(schema: z.ZodType, path = ''): StringLeaf[] {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (def.type === 'string' || def.type === 'unknown' || def.type === 'any') {
    return [{ path: path || '_', schema }];
  }
  if (NO_FREE_STRING.has(def.type)) return [];
  if (WRAPPERS.has(def.type)) return stringLeaves(def.innerType as z.ZodType, path);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, s]) => stringLeaves(s, at(key)));
    case 'pipe':
      return [def.in, def.out].flatMap((s) => (s ? stringLeaves(s, path) : []));
    case 'array':
      return stringLeaves(def.element as z.ZodType, at('[]'));
    case 'union':
      return (def.options ?? []).flatMap((s) => stringLeaves(s, path));
    case 'intersection':
      return [def.left, def.right].flatMap((s) => (s ? stringLeaves(s, path) : []));
    case 'record':
      return [
        ...stringLeaves(def.keyType as z.ZodType, at('{key}')),
        ...stringLeaves(def.valueType as z.ZodType, at('{value}')),
      ];
    case 'tuple':
      return [...(def.items ?? []), ...(def.rest ? [def.rest] : [])].flatMap((s, i) =>
        stringLeaves(s, at(String(i))),
      );
    default:
      throw new Error(`stringLeaves: schema kind '${def.type}' at '${path || '_'}' is not known`);
  }
}

/**
 * The leaves that let a NUL through ('a\u0000b' and a longer one, for fields with a minimum).
 * @internal For the hardening test that sends a NUL into every such field.
 */
export function leavesTakingNul(schema: z.ZodType): string[] {
  return stringLeaves(schema)
    .filter(({ schema: leaf }) =>
      ['a\u0000b', `${'a'.repeat(10)}\u0000`].some((v) => leaf.safeParse(v).success),
    )
    .map(({ path }) => path);
}
