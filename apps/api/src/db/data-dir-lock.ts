import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import {
  currentHolder,
  describeHolder,
  holderState,
  type LockHolder,
  parseHolder,
} from './lock-holder';

/**
 * One owner per embedded database (decision 066). PGlite is one process: two processes on one
 * DATA_DIR each see only their own writes and the last to stop overwrites the other's. So the
 * server and every CLI take this lock before opening it, and a second opener refuses at once.
 *
 * The lock is DATA_DIR/lock, a JSON LockHolder. It appears whole or not at all: written to a
 * temporary file, then hard-linked into place, which fails if the name exists (link is the
 * atomic create-if-absent that also carries the content; O_EXCL is the fallback on file systems
 * without hard links). It goes away on release, normally at close or exit.
 *
 * A process that was killed leaves its lock behind; the next opener sees its pid gone and takes
 * it over. Two takers may find the same stale lock at once, and "remove it, then create" would
 * let the slower one remove the faster one's fresh lock. So a taker first takes a second,
 * short-lived lock (DATA_DIR/lock.takeover-<hash of the stale text>, created the same way),
 * checks the lock still holds the dead process's exact text, and renames its own file over it
 * (an atomic replace: the name never disappears, so a plain create cannot slip in). Every change
 * to DATA_DIR/lock is then either a create that fails when it exists, a takeover under that
 * second lock, or a release by the live holder (takeOver says what happens when a taker dies).
 */

export const LOCK_FILE = 'lock';

export type DataDirLock = {
  /** DATA_DIR/lock */
  path: string;
  holder: LockHolder;
  /** Removes the lock if it is still ours; safe to call twice. Also runs on process exit. */
  release(): void;
};

/** Refusal to open: another process holds DATA_DIR, or its lock cannot be read. */
export class DataDirLockedError extends Error {
  constructor(
    message: string,
    readonly dataDir: string,
    /** The live holder; undefined when the lock file cannot be read. */
    readonly holder?: LockHolder,
  ) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

const ATTEMPTS = 20;
const RETRY_MS = 25;

/**
 * Locks this process holds, by the real path of DATA_DIR: a second open here (even through a
 * symbolic link) is refused like any other, rather than judged a dead process's lock.
 */
const heldHere = new Map<string, DataDirLock>();

export function acquireDataDirLock(dataDir: string, command: string): DataDirLock {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const key = realpathSync(dir);
  const mine = heldHere.get(key);
  if (mine) throw inUse(dir, file, mine.holder);

  const holder = currentHolder(command);
  const text = `${JSON.stringify(holder)}\n`;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    if (createExclusive(file, text)) return hold(key, file, holder, text);
    const found = readText(file);
    if (found === null) continue; // released between our create and our read
    const other = parseHolder(found);
    if (!other) {
      // A lock written by the O_EXCL fallback is empty for an instant: look again before
      // calling it damaged.
      if (attempt < 5) {
        pause(RETRY_MS);
        continue;
      }
      throw unreadable(dir, file);
    }
    if (holderState(other) !== 'dead') throw inUse(dir, file, other);
    if (takeOver(file, found, text)) return hold(key, file, holder, text);
    pause(RETRY_MS);
  }
  throw new DataDirLockedError(
    `Could not take the lock on the embedded database in ${dir}: other processes keep taking it over. Try again.`,
    dir,
  );
}

function inUse(dir: string, file: string, holder: LockHolder): DataDirLockedError {
  const elsewhere = holderState(holder) === 'elsewhere';
  const stop =
    holder.command === 'server' ? 'Stop that server first' : 'Let it finish (or stop it) first';
  const message = elsewhere
    ? `The embedded database in ${dir} is in use by ${describeHolder(holder)}, which this machine cannot check. ${stop}; if it is no longer running, delete ${file}. To run several processes, point DATABASE_URL at a PostgreSQL server.`
    : `The embedded database in ${dir} is in use by ${describeHolder(holder)}. ${stop}, or point DATABASE_URL at a PostgreSQL server to run several processes.`;
  return new DataDirLockedError(message, dir, holder);
}

function unreadable(dir: string, file: string): DataDirLockedError {
  return new DataDirLockedError(
    `The embedded database in ${dir} has a lock file that cannot be read (${file}). If no Waliyy server or command is using ${dir}, delete that file and try again.`,
    dir,
  );
}

function hold(key: string, file: string, holder: LockHolder, text: string): DataDirLock {
  const onExit = () => lock.release();
  const lock: DataDirLock = {
    path: file,
    holder,
    release() {
      if (heldHere.get(key) !== lock) return;
      heldHere.delete(key);
      process.removeListener('exit', onExit);
      // Only our own: a live holder is never taken over, so this is a guard, not a race.
      if (readText(file) === text) rmSync(file, { force: true });
    },
  };
  heldHere.set(key, lock);
  // 'exit' runs on process.exit() and a normal end, not on SIGKILL: that one is left stale.
  process.once('exit', onExit);
  return lock;
}

/**
 * The takeover lock for replacing the file that holds `text`: one name per stale text, so that
 * no process ever has to remove another's (see takeOver).
 */
export function takeoverLockFor(file: string, text: string): string {
  return `${file}.takeover-${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

/**
 * Replaces the stale lock (text `stale`) with ours; false when another process is taking it
 * over or already has. Exported for the tests of those interleavings.
 *
 * Only the process that creates the takeover lock for `stale` may replace it, and it removes
 * that takeover lock itself when done. If it was killed in between, its takeover lock names a
 * dead process: the next taker then needs the takeover lock for that one (the next name in
 * the chain), and so on, one level per process killed inside those few system calls. Nobody
 * removes a takeover lock they did not create, so two takers never both pass; the dead ones
 * left behind are a few bytes under names that never come back.
 */
export function takeOver(file: string, stale: string, text: string): boolean {
  let guard = takeoverLockFor(file, stale);
  for (let level = 0; !createExclusive(guard, text); level += 1) {
    const found = readText(guard);
    // Gone: its taker finished. Alive: a taker is at it right now. Either way, look again.
    if (found === null || level === 3) return false;
    const taker = parseHolder(found);
    if (!taker || holderState(taker) !== 'dead') return false;
    guard = takeoverLockFor(guard, found);
  }
  try {
    if (readText(file) !== stale) return false;
    const temp = writeTemp(file, text);
    try {
      renameSync(temp, file);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
    return true;
  } finally {
    rmSync(guard, { force: true });
  }
}

/** Creates `file` with `text` unless it exists; true when this call created it. */
function createExclusive(file: string, text: string): boolean {
  const temp = writeTemp(file, text);
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP' || code === 'ENOSYS')
      return createWithOExcl(file, text);
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

function createWithOExcl(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** A uniquely named, flushed file beside `file` holding `text`. */
function writeTemp(file: string, text: string): string {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temp, 'wx', 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return temp;
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Acquiring is synchronous on purpose (nothing else runs in between); so is its wait. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
