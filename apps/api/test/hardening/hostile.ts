import fc from 'fast-check';

/** Strings that have broken other apps: SQL, HTML, numbers as text, bidi and zero-width. */
const SPECIAL_STRINGS = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  "1' UNION SELECT email, password_hash FROM users --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '-1',
  '0x1F',
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '\u202Eevil\u202C',
  'a\u200Bb\u200D',
  '\uFEFF',
  '😀👨‍👩‍👧‍👦',
  'مرحبا بالعالم',
  '\uD800',
  'a\uDFFFb',
  '\u0000',
  'Ai\u0000sha',
  'x\u0000',
  'Aisha\r\nBcc: victim@example.com',
  '\u0007\u001B[31m\u007F\u0085',
  '\u2066isolated\u2069',
  'one\u2028line',
  '\u200C\u200D',
  '../../etc/passwd',
  '%00',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose.
  '${7*7}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffffff',
];

/** C0 and C1 controls, DEL, bidi overrides and isolates, zero-width characters (decision 018). */
const INVISIBLE_OR_CONTROL = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  '\u007F',
  '\u0085',
  '\u009B',
  '\u202A',
  '\u202E',
  '\u2066',
  '\u2069',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u2028',
];

/** Plain text with a control or invisible character somewhere in it (NUL half the time). */
const withControl = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.oneof(fc.constant('\u0000'), fc.constantFrom(...INVISIBLE_OR_CONTROL)),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);

const HUGE = 'x'.repeat(100_000);
const HUGE_UNICODE = '😀'.repeat(50_000);

/** Nested `depth` levels deep, as objects or arrays. */
export function deeplyNested(depth: number, kind: 'object' | 'array'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'object' ? { a: value } : [value];
  return value;
}

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 2, arbitrary: withControl },
  { weight: 1, arbitrary: fc.constantFrom(HUGE, HUGE_UNICODE) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }) },
);

const hostileNumber = fc.constantFrom(
  -0,
  1e308,
  -1e308,
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  Number.MIN_VALUE,
);

const scalar = fc.oneof(hostileString, hostileNumber, fc.constantFrom(null, true, false));

/** Objects whose keys try to reach Object.prototype (JSON.parse keeps `__proto__` as a key). */
const protoObject = fc.constantFrom(
  JSON.parse('{"__proto__":{"polluted":"yes"}}') as unknown,
  { constructor: { prototype: { polluted: 'yes' } } },
  JSON.parse('{"prototype":{"polluted":"yes"},"__proto__":[]}') as unknown,
);

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '', '$where', 'toString'),
  fc.string({ maxLength: 8 }),
);

/** A JSON value of the wrong type, size or shape for nearly any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileKey, scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: protoObject },
  {
    weight: 1,
    arbitrary: fc.constantFrom(deeplyNested(2_000, 'object'), deeplyNested(2_000, 'array')),
  },
);

/** A request body: JSON of any shape, or raw bytes under a content type. */
export type BodyCase =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; payload: string; contentType: string };

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '{"a":1,}',
  '\u0000',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
];

const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
];

/**
 * A valid-looking body with one field made hostile (one of the baseline's, or any other the
 * schema has, added), so the input gets past validation more often.
 */
function oneFieldHostile(baseline: Record<string, unknown>, keys: string[]): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      fc.constantFrom(...new Set([...Object.keys(baseline), ...keys])),
      fc.oneof(hostileString, hostileValue),
    )
    .map(([key, value]) => ({ ...baseline, [key]: value }));
}

/**
 * Bodies for a route whose body schema has these keys; with a baseline (a body that would
 * pass validation yet change nothing), also that baseline with one field made hostile.
 */
export function hostileBody(
  keys: string[],
  baseline?: Record<string, unknown>,
): fc.Arbitrary<BodyCase> {
  const fields =
    keys.length === 0
      ? fc.constant({})
      : fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), {
          requiredKeys: [],
        });
  const withProto = fc
    .tuple(fields, protoObject)
    .map(([f, p]) => Object.assign(Object.create(null), p as object, f) as unknown);
  const nearlyValid = baseline
    ? oneFieldHostile(baseline, keys).map((value) => ({ kind: 'json' as const, value }))
    : fields.map((value) => ({ kind: 'json' as const, value }));
  return fc.oneof(
    { weight: 4, arbitrary: nearlyValid },
    { weight: 4, arbitrary: fields.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: withProto.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 2, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((payload) => ({ kind: 'raw' as const, payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...WRONG_TYPES), fc.constantFrom('a=1&b=2', '{"a":1}', '<x/>'))
        .map(([contentType, payload]) => ({ kind: 'raw' as const, payload, contentType })),
    },
  );
}

/** A query string with the schema's keys (and a few hostile extra ones) set to hostile text. */
export function hostileQuery(keys: string[]): fc.Arbitrary<string> {
  const text = hostileValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  const entry = fc.tuple(
    fc.oneof(
      fc.constantFrom(...(keys.length ? keys : ['x'])),
      fc.constantFrom('__proto__', 'constructor[prototype][polluted]', '__proto__[polluted]'),
    ),
    fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 })),
  );
  return fc.array(entry, { maxLength: 4 }).map((entries) =>
    entries
      .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => [key, v]))
      .map(([key, v]) => `${encodePart(key!)}=${encodePart(v!)}`)
      .join('&'),
  );
}

/** encodeURIComponent, but a lone surrogate becomes invalid UTF-8 bytes instead of a throw. */
export function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

/** A path parameter: hostile text (objects as JSON). */
export const hostileParam = hostileValue.map((v) =>
  typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'),
);
