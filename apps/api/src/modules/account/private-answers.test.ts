import { AccountResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';

// Decision 087: no cache but the browser's memory may keep a signed-in answer; the public,
// cacheable-on-purpose answers keep their own Cache-Control.
describe('Cache-Control of the API answers', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await createAuthHarness();
  });
  afterAll(() => h.close());

  it('marks a signed-in read private and not to be stored', async () => {
    const { token } = await h.register();
    const res = await h.call('GET', '/api/v1/account', { token });
    expect(res.statusCode).toBe(200);
    AccountResponse.parse(res.json());
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('marks the refusal of a read without a token private too', async () => {
    const res = await h.call('GET', '/api/v1/account');
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves the public plans cacheable, with a token or without', async () => {
    const { token } = await h.register();
    for (const withToken of [undefined, token]) {
      const res = await h.call('GET', '/api/v1/plans/', { token: withToken });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
  });
});
