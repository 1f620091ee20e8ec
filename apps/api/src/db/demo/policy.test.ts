import { describe, expect, it } from 'vitest';
import { shouldLoadDemoData } from './policy';

describe('when the demo data is loaded', () => {
  it('auto: on the embedded database outside production, never in production', () => {
    expect(shouldLoadDemoData({ DEMO_DATA: 'auto', isProduction: false }, 'pglite')).toBe(true);
    expect(shouldLoadDemoData({ DEMO_DATA: 'auto', isProduction: false }, 'postgres')).toBe(false);
    expect(shouldLoadDemoData({ DEMO_DATA: 'auto', isProduction: true }, 'pglite')).toBe(false);
    expect(shouldLoadDemoData({ DEMO_DATA: 'auto', isProduction: true }, 'postgres')).toBe(false);
  });

  it('on: everywhere, production included (main.ts warns); off: never', () => {
    for (const isProduction of [false, true]) {
      for (const kind of ['pglite', 'postgres'] as const) {
        expect(shouldLoadDemoData({ DEMO_DATA: 'on', isProduction }, kind)).toBe(true);
        expect(shouldLoadDemoData({ DEMO_DATA: 'off', isProduction }, kind)).toBe(false);
      }
    }
  });
});
