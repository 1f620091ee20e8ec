import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
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
 * One owner per embedded database (DECISIONS 40). PGlite is one process: two processes on one
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
 * short-lived lock (DATA_DIR/lock.takeover, same O_EXCL create), checks the lock still holds the
 * dead process's exact text, and renames its own file over it (an atomic replace: the name never
 * disappears, so a plain create cannot slip in). Every change to DATA_DIR/lock is then either a
 * create that fails when it exists, a takeover under that second lock, or a release by the live
 * holder. The takeover lock is held for a few system calls; only a process killed inside them
 * leaves it behind, and it is then cleared by the same pid rule.
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

/** Locks this process holds, by lock path: a second open here is refused like any other. */
const heldHere = new Map<string, DataDirLock>();

export function acquireDataDirLock(dataDir: string, command: string): DataDirLock {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine = heldHere.get(file);
  if (mine) throw inUse(dir, file, mine.holder);

  const holder = currentHolder(command);
  const text = `${JSON.stringify(holder)}\n`;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    if (createExclusive(file, text)) return hold(file, holder, text);
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
    if (takeOver(file, found, text)) return hold(file, holder, text);
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

function hold(file: string, holder: LockHolder, text: string): DataDirLock {
  const onExit = () => lock.release();
  const lock: DataDirLock = {
    path: file,
    holder,
    release() {
      if (heldHere.get(file) !== lock) return;
      heldHere.delete(file);
      process.removeListener('exit', onExit);
      // Only our own: a live holder is never taken over, so this is a guard, not a race.
      if (readText(file) === text) rmSync(file, { force: true });
    },
  };
  heldHere.set(file, lock);
  // 'exit' runs on process.exit() and a normal end, not on SIGKILL: that one is left stale.
  process.once('exit', onExit);
  return lock;
}

/**
 * Replaces the stale lock (text `stale`) with ours, under DATA_DIR/lock.takeover; false when
 * another process is taking over or already has. Exported for the tests of those interleavings.
 */
export function takeOver(file: string, stale: string, text: string): boolean {
  const guard = `${file}.takeover`;
  if (!createExclusive(guard, text)) {
    clearIfStale(guard);
    return false;
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

/** A takeover lock left by a process killed while taking over (the only way one stays). */
function clearIfStale(guard: string): void {
  const text = readText(guard);
  if (text === null) return;
  const holder = parseHolder(text);
  if (holder && holderState(holder) === 'dead') rmSync(guard, { force: true });
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
