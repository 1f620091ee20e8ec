import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file opens its own database; PGlite takes a moment to boot and migrate.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
