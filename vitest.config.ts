import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/contact-detector',
      'apps/api',
      'apps/web',
      // The repository's own scripts (the shape checker's test, decision 077).
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
    // Many API files wait on child processes, sockets and timers, so two workers kept the cores
    // busy only ~80% of the time; one more than the cores took the suite from 184 s to 160 s here.
    maxWorkers: availableParallelism() + 1,
  },
});
