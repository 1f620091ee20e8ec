import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

async function appWith(isHttps: boolean) {
  const app = Fastify();
  await registerSecurityHeaders(app, { isHttps });
  app.get('/json', async () => ({ ok: true }));
  app.get('/own-csp', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'; sandbox").send('x'),
  );
  return app;
}

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;" +
  "font-src 'self' data:;connect-src 'self';manifest-src 'self';object-src 'none';" +
  "base-uri 'self';form-action 'self';frame-ancestors 'none';script-src-attr 'none'";

describe('security headers (helmet, worked out once)', () => {
  it("puts helmet's headers on every response", async () => {
    const app = await appWith(false);
    for (const url of ['/json', '/missing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['origin-agent-cluster']).toBe('?1');
      expect(res.headers['x-dns-prefetch-control']).toBe('off');
      expect(res.headers['x-download-options']).toBe('noopen');
      expect(res.headers['x-permitted-cross-domain-policies']).toBe('none');
      expect(res.headers['x-xss-protection']).toBe('0');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    await app.close();
  });

  it('adds HSTS and upgrade-insecure-requests over https only', async () => {
    const app = await appWith(true);
    const res = await app.inject({ method: 'GET', url: '/json' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toBe(`${CSP};upgrade-insecure-requests`);
    await app.close();
  });

  it("lets a route's own header of the same name win", async () => {
    const app = await appWith(false);
    const res = await app.inject({ method: 'GET', url: '/own-csp' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    await app.close();
  });
});
