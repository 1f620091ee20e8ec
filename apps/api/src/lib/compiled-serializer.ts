// A route's answer written by a serializer compiled from its response schema (decision 085).
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route option `serializerCompiler`: each response schema (zod, as the contract declares it)
 * turned once into JSON Schema and compiled by fast-json-stringify, instead of a zod parse and
 * JSON.stringify on every answer (lib/server.ts's default). The schema still decides what
 * leaves: the compiled function writes only the properties the schema declares, so a field a
 * mapper let through by mistake is dropped, as zod's parse drops it; a required field missing
 * fails the answer (500). What it no longer does is check values (an enum, a format): the
 * mappers build them from typed rows, and the route tests compare answers with the schema.
 */
export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  const json = z.toJSONSchema(schema as z.ZodType, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'throw',
  });
  return fastJson(nullableObjects(json) as Parameters<typeof fastJson>[0]);
}

type Json = { [key: string]: unknown };
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod writes a nullable object as `anyOf: [object, null]`, which fast-json-stringify resolves by
 * validating the value against each branch: an extra property fails the closed object branch and
 * the whole answer. As `nullable: true` on the object itself, the extra property is dropped, as
 * everywhere else.
 */
function nullableObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableObjects);
  if (!isObject(node)) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableObjects(value);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const object = branches.find((b) => isObject(b) && b.type === 'object');
    const nothing = branches.find((b) => isObject(b) && b.type === 'null');
    if (isObject(object) && nothing) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...object, nullable: true };
    }
  }
  return out;
}
