import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// React Router's package exports point every bundler at its development build, whose dev-only
// warnings would ship to users. For production builds we take the build it publishes beside it
// (identical code, warnings off) — both entry points, so they share one copy of the router.
const routerDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
          ]
        : [],
  },
  server: {
    // The API runs beside Vite in development; in production it serves this build itself.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    // bench/ reads dist/.vite/manifest.json to add up the JavaScript that `/` loads.
    manifest: true,
    target: 'es2022',
    // Every browser we support preloads modules natively; the polyfill would only add bytes to `/`.
    modulePreload: { polyfill: false },
    // Compressed copies are written by scripts/compress.mjs; Vite's own report is enough here.
    reportCompressedSize: false,
    // No manual chunk groups. The bundler's automatic splitting already keeps TanStack Query and
    // react-toastify in the app routes' chunks, since no public page imports them (DECISIONS
    // 31). React and the router stay in the entry chunk on purpose: a separate vendor chunk
    // costs `/` an extra request and ~0.6 KB of gzip overhead it cannot spare under its
    // 100 KB budget (the price: a deploy also invalidates the cached React).
  },
}));
