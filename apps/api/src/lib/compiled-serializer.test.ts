// The compiled serializer (decision 085) writes what the response schema declares, nothing more.
import { ErrorBody, PublicProfileResponse, RecommendationsResponse } from '@waliyy/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from './compiled-serializer';

describe('compiledSerializer', () => {
  const Schema = z.object({
    id: z.string(),
    inner: z.object({ ok: z.boolean() }).nullable(),
    list: z.array(z.object({ key: z.string(), value: z.union([z.string(), z.number()]) })),
    note: z.string().nullable().optional(),
  });
  const write = compiledSerializer({ schema: Schema });

  it('drops every property the schema does not declare, at any depth, as zod does', () => {
    const data = {
      id: 'a',
      firstName: 'Secret',
      inner: { ok: true, email: 'x@example.com' },
      list: [{ key: 'age', value: 27, phone: '+234' }],
    };
    const written = JSON.parse(write(data));
    expect(written).toEqual(Schema.parse(data));
    expect(JSON.stringify(written)).not.toMatch(/Secret|example|\+234/);
  });

  it('writes nulls, unions and absent optionals as JSON.stringify of the zod output', () => {
    for (const data of [
      { id: 'a', inner: null, list: [], note: null },
      { id: 'b', inner: { ok: false }, list: [{ key: 'k', value: 'v' }] },
    ]) {
      expect(write(data)).toBe(JSON.stringify(Schema.parse(data)));
    }
  });

  it('fails an answer that lacks a required field', () => {
    expect(() => write({ id: 'a', list: [] })).toThrow();
  });

  it('compiles the discovery responses and the error body', () => {
    for (const schema of [RecommendationsResponse, PublicProfileResponse, ErrorBody]) {
      expect(typeof compiledSerializer({ schema })).toBe('function');
    }
    const error = { message: 'm', code: 'VALIDATION', errors: { 'query.page': 'bad' }, other: 1 };
    expect(JSON.parse(compiledSerializer({ schema: ErrorBody })(error))).toEqual(
      ErrorBody.parse(error),
    );
  });
});
