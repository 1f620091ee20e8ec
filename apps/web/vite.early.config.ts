import { defineConfig } from 'vite';

// The signed-in pages' early-reads script (src/app/early-reads-entry.ts, decision 087), built
// on its own after the app (`npm run build`): in the app's build it would be a second entry,
// and the code it shares with the app (storage, the token) would become a chunk both load. On
// its own it is one small file that imports nothing. The server finds it through its manifest
// (dist/.vite/early-manifest.json) and names it in the signed-in pages' HTML.
export default defineConfig({
  publicDir: false,
  build: {
    emptyOutDir: false,
    manifest: '.vite/early-manifest.json',
    target: 'es2022',
    modulePreload: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: { 'early-reads': 'src/app/early-reads-entry.ts' },
      output: { entryFileNames: 'assets/[name]-[hash].js' },
    },
  },
});
