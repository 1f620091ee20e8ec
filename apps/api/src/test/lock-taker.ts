// A real process that takes the DATA_DIR lock, for data-dir-lock.test.ts (started by spawnScript,
// from its bundle; by hand: node --import tsx src/test/lock-taker.ts <dataDir> <mode>):
//   lock-taker <dataDir> hold      takes it, says so, holds it until killed
//   lock-taker <dataDir> exit      takes it, then process.exit(0) without release()
//   lock-taker <dataDir> rounds    on 'go' (stdin) tries to take it and
//     answers took|refused; on 'check' answers whether the lock file is still its own, releases.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';

const [dataDir, mode] = process.argv.slice(2);
if (!dataDir || !mode) throw new Error('usage: lock-taker <dataDir> hold|exit|rounds');

if (mode === 'hold') {
  acquireDataDirLock(dataDir, 'lock-taker');
  console.log('holding');
  setInterval(() => {}, 60_000);
} else if (mode === 'exit') {
  acquireDataDirLock(dataDir, 'lock-taker');
  process.exit(0);
} else if (mode === 'rounds') {
  // One line in, one line out: 'go' → took|refused; 'check' → ours|lost, then release.
  let lock: ReturnType<typeof acquireDataDirLock> | undefined;
  let text = '';
  console.log('ready');
  for await (const line of createInterface({ input: process.stdin })) {
    if (line === 'go') {
      try {
        lock = acquireDataDirLock(dataDir, 'lock-taker');
        text = readFileSync(lock.path, 'utf8');
        console.log('took');
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error;
        console.log('refused');
      }
    } else if (line === 'check') {
      console.log(lock && readFileSync(lock.path, 'utf8') === text ? 'ours' : 'lost');
      lock?.release();
      lock = undefined;
    }
  }
} else {
  throw new Error(`unknown mode ${mode}`);
}
