import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contract',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure schemas and functions, no module state: the files share one module graph instead of
    // each loading zod and the contract again in a fresh worker.
    isolate: false,
  },
});
