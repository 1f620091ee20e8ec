import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Every file builds its own app on its own database, and no source module keeps state between
    // apps, so the files share one module graph per worker: loading Fastify, Drizzle, zod and
    // PGlite once (and running them JIT-warm) instead of once per file halved the suite's time.
    // A file that mocks a module (vi.mock) resets the graph for itself: see auth/enumeration.test.ts.
    isolate: false,
    // Each file opens its own database; PGlite takes a moment to boot and migrate.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
