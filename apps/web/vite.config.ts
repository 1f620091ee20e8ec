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
    'query-keys',
    'dates',
    'option-label',
    'use-search-param',
  ].map((name) => `src/lib/${name}.`),
  'packages/contract/src/option-lists.',
  'packages/contract/src/formats.',
  'packages/contract/src/currency.',
  'src/i18n/rich-text.',
  'src/components/email-address.',
  'src/components/full-page-loader.',
  'src/components/load-error.',
  'src/features/auth/api.',
];
// What a list of profile cards needs (the dashboard, explore, likes, match, the profiles, the
// admin's lists), in one chunk rather than the ~11 files of 0.3–20 KB Rolldown made of it: a
// cold /dashboard asked for 13 files of its own after the entry and the app chunk, /match 13,
// /recommended/:id 18 — on HTTP/1.1's six connections, three or four rounds of requests, each a
// phone's round trip long (decision 090). Tiny helpers every kind of page uses (dates, currency,
// option labels, rich text: ~2 KB compressed in all) went into `app` instead, so that no sign-in
// or billing page downloads this chunk for a few hundred bytes of it.
const CARDS_CHUNK_MODULES = [
  'packages/contract/src/discovery-cards.',
  'packages/contract/src/must-haves.',
  'src/components/profile-card-grid.',
  'src/components/profile-card.',
  'src/components/profile-card-illustration.',
  'src/components/verification-badges.',
  'src/components/place-name.',
  'src/lib/discovery-keys.',
  'src/lib/child.',
  'src/lib/single-pause.',
  'src/lib/place-names.',
];

/** A Rolldown group's test: the module's path holds one of `parts`. */
const inModules = (parts: readonly string[]) => (id: string) => {
  const file = id.replaceAll('\\', '/');
  return parts.some((part) => file.includes(`/${part}`));
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
            { name: 'app', test: inModules(APP_CHUNK_MODULES), priority: 1 },
            { name: 'cards', test: inModules(CARDS_CHUNK_MODULES), priority: 1 },
          ],
        },
      },
    },
  },
}));
