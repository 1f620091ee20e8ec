import { describe, expect, it } from 'vitest';
import { NO_PATH, visitPath } from './visit-path';

describe('the path a visit is counted under', () => {
  it.each([
    ['/', '/'],
    ['/dashboard', '/dashboard'],
    ['/Pricing/', '/pricing'],
    ['//settings//', '/settings'],
    ['settings', '/settings'],
    ['/reset-password?token=ABCDEFGHJKLM', '/reset-password'],
    ['/explore#top', '/explore'],
    ['https://waliyy.example/likes?type=given', '/likes'],
    ['http://localhost:3000', '/'],
    ['/recommendation/0b9e4c1e-5d0a-4f59-9a2e-3f1f6c7d8e9a', '/recommendation/:id'],
    ['/recommendation/64b7f0c2a1e4d3b2c1a09f8e', '/recommendation/:id'],
    ['/order/123', '/order/:id'],
    ['/payment/sandbox/WLY-ABC123', '/payment/sandbox/:id'],
    ['/profile/aisha.bello@example.com', '/profile/:id'],
    ['/a/b/c/d/e/f/g/h', '/a/b/c/d/e/f'],
    [`/${'x'.repeat(41)}`, '/:id'],
    ['/step2/page10', '/step2/page10'],
    ['/%D8%A7%D9%84%D8%B1%D8%A6%D9%8A%D8%B3%D9%8A%D8%A9', '/:id'],
    ['/<script>', '/:id'],
  ])('%s → %s', (raw, path) => {
    expect(visitPath(raw)).toBe(path);
  });

  it('counts a visit with no path under its own name', () => {
    expect(visitPath(undefined)).toBe(NO_PATH);
    expect(visitPath('   ')).toBe(NO_PATH);
  });

  it('keeps every path short', () => {
    const long = `/${Array.from({ length: 50 }, () => 'abcdefghij'.repeat(4)).join('/')}`;
    expect(visitPath(long).length).toBeLessThanOrEqual(6 * 41);
  });
});
