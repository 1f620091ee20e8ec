import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogPlugin } from './scripts/catalog-plugin.ts';

// React Router's package exports point every bundler at its development build, whose dev-only
// warnings would ship to users. For production builds we take the build it publishes beside it
// (identical code, warnings off) — both entry points, so they share one copy of the router.
const routerDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

// What every page of the app (signed in or signing in) waits for after the entry, gathered into
// one chunk named `app`: left to itself Rolldown cuts it into ~20 chunks of 1–4 KB (one per set
// of pages sharing them), and a cold /dashboard asked for 24 files — on a phone network each
// of the browser's six connections fetched four in turn, a round trip each. The server
// preloads this chunk for every app page (apps/api/src/modules/web/web.routes.ts). The sign-in
// pages download the signed-in shell with it (~3 KB compressed they do not use): one file the
// browser keeps for the signed-in pages that follow.
const APP_CHUNK_MODULES = [
  'node_modules/@tanstack/query-core/', // TanStack Query, which every app page reads through
  'node_modules/@tanstack/react-query/',
  'node_modules/react-toastify/',
  'node_modules/clsx/',
  ...[
    'app-routes',
    'app-layout',
    'app-providers',
    'toast-host',
    'guards',
    'protected-shell',
    'account-menu',
    'account-menu-switcher',
    'nav-items',
    'app-sidebar',
    'app-bottom-bar',
  ].map((name) => `src/app/${name}.`),
  ...[
    'session',
    'api-client',
    'api-paths',
    'early-reads',
    'storage',
    'token',
    'account',
    'subscription',
    'notify',
    'query-client',
  ].map((name) => `src/lib/${name}.`),
  'src/components/full-page-loader.',
  'src/components/load-error.',
  'src/features/auth/api.',
];
const inAppChunk = (id: string) => {
  const file = id.replaceAll('\\', '/');
  return APP_CHUNK_MODULES.some((part) => file.includes(`/${part}`));
};

export default defineConfig(({ command }) => ({
  plugins: [catalogPlugin(), react(), tailwindcss()],
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
    // One stylesheet for the whole app (Tailwind's), in index.html only — where the server writes
    // it into the page (apps/api/src/modules/web/web.routes.ts). Split per chunk, Vite would list
    // it among each lazy chunk's dependencies and, finding no <link> for it, fetch and apply the
    // same stylesheet a second time.
    cssCodeSplit: false,
    // Compressed copies are written by scripts/compress.mjs; Vite's own report is enough here.
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // First, what `/` loads before it runs: every module in the entry's static
        // import chain stays in the entry chunk. Without it Rolldown 1.2 sometimes moves React
        // (with its CommonJS helpers) into a chunk of its own once the app routes share code
        // (rolldown#10731, #9963): a second request and ~0.5 KB of gzip that `/` cannot spare
        // under its 100 KB budget. TanStack Query, forms, zod and react-toastify are not in
        // that chain, so they stay in the app routes' chunks (decision 057). React and the
        // router stay in the entry chunk on purpose: a separate vendor chunk would also cost
        // `/` a request and gzip overhead (the price: a deploy also invalidates the cached React).
        // Then the app chunk (above); a module `/` loads stays in the entry.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'app', test: inAppChunk, priority: 1 },
          ],
        },
      },
    },
  },
}));
