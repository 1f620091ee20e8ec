import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'contact-detector',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure functions, no module state: the files share one module graph (see packages/contract).
    isolate: false,
  },
});
