// After `vite build`: renders the pages a visitor with no session sees first (the public pages
// other than `/`, in every language, and the sign-in pages) to HTML with React on Node, and
// writes each into dist/prerendered/ (`ar/about.html` for `/ar/about`) with the app's loading
// screen (`_loading.html`) for every other page. The API puts that HTML
// inside #root (createSpaIndex), so a phone on a slow network paints the page, or at least the
// loading screen, as soon as the HTML and CSS arrive instead of after the JavaScript; main.tsx
// swaps in the live page when its code has loaded (spec: fast on a cheap phone, decision 014's
// Lighthouse targets).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const ssrDir = path.join(webRoot, 'node_modules/.prerender');
const outDir = path.join(webRoot, 'dist/prerendered');

await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});

// The app reads storage and the address while it renders: give it a browser with no session.
const dom = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'location']) {
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true });
}

const { PRERENDERED_PAGES, renderPage, renderLoadingScreen } = await import(
  pathToFileURL(path.join(ssrDir, 'prerender.js')).href
);

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, '_loading.html'), renderLoadingScreen());
for (const page of PRERENDERED_PAGES) {
  const html = await renderPage(page);
  // `/ar/about` → prerendered/ar/about.html: the API reads the folder of each language.
  const file = path.join(outDir, `${page.slice(1)}.html`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
  console.log(`prerendered ${page} (${html.length} B)`);
}
dom.window.close();
await rm(ssrDir, { recursive: true, force: true });
// Timers the pages started (chunk time-outs, React's scheduler) must not keep the build alive.
process.exit(0);
