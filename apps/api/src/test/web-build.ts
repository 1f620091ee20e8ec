// A tiny web build in a temporary folder, for the tests of serving it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const INDEX = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

export function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'waliyy-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), INDEX);
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(root, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return root;
}
