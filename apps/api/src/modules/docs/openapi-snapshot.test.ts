import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

/**
 * The API's wire, pinned: the OpenAPI document generated from the contract must stay the same
 * through any refactoring. Keys are sorted (registration order is not part of the API); a real
 * change to the API rewrites the snapshot with `UPDATE_OPENAPI=1 npx vitest run --project api
 * src/modules/docs/openapi-snapshot.test.ts` and the diff is reviewed like code.
 */
const SNAPSHOT = new URL('./openapi.snapshot.json', import.meta.url);

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

describe('OpenAPI snapshot', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.app.close());

  it('is the document checked in beside this test, save key ordering', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const text = `${JSON.stringify(sortKeys(res.json()), null, 1)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(SNAPSHOT, text);
    expect(text).toBe(readFileSync(SNAPSHOT, 'utf8'));
  });
});
