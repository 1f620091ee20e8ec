import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/contact-detector', 'apps/api', 'apps/web'],
  },
});
