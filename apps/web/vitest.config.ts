import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { catalogPlugin } from './scripts/catalog-plugin.ts';

export default defineProject({
  plugins: [catalogPlugin(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files share one module graph and one jsdom per worker: starting jsdom and loading React,
    // the router and the pages once instead of once per file took the suite from 90 s to 27 s.
    // src/test/setup.ts resets what a file could leave behind (the DOM, storage, the session,
    // stubbed globals, mocks); the mocks of full-page navigation are made there once per worker.
    isolate: false,
  },
});
