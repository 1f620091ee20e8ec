import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/contact-detector', 'apps/api', 'apps/web'],
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // where the API files, which mostly wait on child processes, sockets and timers, then run
    // one after another. Two at least keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
