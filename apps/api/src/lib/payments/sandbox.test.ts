import { describe, expect, it } from 'vitest';
import { sandboxReturnBase } from './sandbox';

const dev = { appUrl: 'http://localhost:3000', isProduction: false };

describe("where the sandbox sends the browser (the request's Origin is only a hint)", () => {
  it('follows another loopback origin in development: the Vite dev server, 127.0.0.1, ::1', () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:3000', 'http://[::1]:5173']) {
      expect(sandboxReturnBase(origin, dev), origin).toBe(origin);
    }
  });

  it('answers APP_URL for any other site, anything that is not exactly an origin, or no header', () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io:5173',
      'http://localhost:5173/path',
      'javascript:alert(1)',
      'null',
      '',
      undefined,
      ['http://localhost:5173'],
    ]) {
      expect(sandboxReturnBase(origin, dev), String(origin)).toBe(dev.appUrl);
    }
  });

  it('follows no origin at all when APP_URL is a real site or in production', () => {
    const site = { appUrl: 'https://staging.waliyy.example', isProduction: false };
    expect(sandboxReturnBase('http://localhost:5173', site)).toBe(site.appUrl);
    const live = { appUrl: 'http://localhost:3000', isProduction: true };
    expect(sandboxReturnBase('http://127.0.0.1:3000', live)).toBe(live.appUrl);
  });
});
