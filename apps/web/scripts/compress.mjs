// Writes .br and .gz copies beside each text asset in dist/ so the API can serve them
// precompressed (no compression work per request). Small files are left alone: below ~1 KB the
// saving does not pay for the extra file and header.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const EXTENSIONS = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // prerendered/ holds parts of pages the API assembles and compresses itself.
    if (entry.isDirectory()) {
      if (entry.name !== 'prerendered') yield* walk(path);
    } else if (EXTENSIONS.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const file of walk(dist)) {
  if ((await stat(file)).size <= MIN_BYTES) continue;
  const source = await readFile(file);
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  count += 1;
  console.log(
    `${relative(dist, file)}  ${source.length} B → gzip ${gz.length} B, br ${br.length} B`,
  );
}
console.log(`compressed ${count} files`);
