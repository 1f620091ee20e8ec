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
    // In CI the web files run beside the API's on two cores: a keyboard test that takes 1.2 s
    // alone took over 5 s (Vitest's default limit) when a second suite shared the machine. A hung
    // test still fails; it is only given the time a busy machine needs.
    testTimeout: 15_000,
  },
});
