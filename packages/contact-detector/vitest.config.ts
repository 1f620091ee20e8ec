import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'contact-detector', environment: 'node', include: ['src/**/*.test.ts'] },
});
