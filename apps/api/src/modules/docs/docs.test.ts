import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';

describe('OpenAPI docs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.app.close());

  it('publishes the document generated from the contract, without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/plans']),
    );
    const plan = doc.paths['/api/v1/plans'].get.responses['200'].content['application/json'];
    expect(JSON.stringify(plan.schema)).toContain('planDescription');
  });

  it("documents the 400 of a single's set-up and update with the contact details found", async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/v1/parent/child', 'post'],
      ['/api/v1/parent/child/{id}', 'put'],
    ] as const) {
      const error = doc.paths[path][method].responses['400'].content['application/json'].schema;
      // The English message, its code and field errors, the contact found, and the ids the web
      // translates by (decision 078).
      expect(Object.keys(error.properties)).toEqual([
        'message',
        'code',
        'errors',
        'contact',
        'messageId',
        'messageValues',
        'errorIds',
      ]);
      const finding = error.properties.contact.additionalProperties;
      expect(Object.keys(finding.properties)).toEqual([
        'kind',
        'start',
        'end',
        'text',
        'item',
        'parts',
      ]);
    }
  });

  it('serves the Swagger UI page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(String(res.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
  });
});
