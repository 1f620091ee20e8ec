// What the DATA_DIR lock tests share: lock files written by hand, locks and processes taken in a
// test and let go after it (cleanUp), and processes alive, dead or taking the lock.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { type LockHolder, parseHolder } from '../db/lock-holder';
import { spawnScript } from './script-process';

export const TAKER = 'src/test/lock-taker.ts';

export const lockFile = (dataDir: string) => path.join(dataDir, 'lock');
export const readHolder = (dataDir: string) => parseHolder(readFileSync(lockFile(dataDir), 'utf8'));
/** Writes a lock file by hand; returns its text. */
export function writeLock(dataDir: string, holder: Partial<LockHolder>, file = lockFile(dataDir)) {
  const text = JSON.stringify({
    pid: 1,
    command: 'server',
    host: hostname(),
    startedAt: '2026-01-01T00:00:00.000Z',
    ...holder,
  });
  writeFileSync(file, text);
  return text;
}

const held: DataDirLock[] = [];
/** Processes a test started, killed after it. */
export const children: ChildProcess[] = [];
/** For afterEach: releases the test's locks and kills its processes. */
export function cleanUp() {
  for (const lock of held.splice(0)) lock.release();
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}
export const take = (dataDir: string, command = 'server') => {
  const lock = acquireDataDirLock(dataDir, command);
  held.push(lock);
  return lock;
};
export const refusal = (run: () => unknown): DataDirLockedError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('expected a DataDirLockedError');
};

/** A process of its own holding, taking or releasing a lock (src/test/lock-taker.ts). */
export const spawnTaker = (args: string[]) => spawnScript(TAKER, { args, stdin: true });

/** A live process of no importance, killed after the test. */
export function sleeper(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)']);
  children.push(child);
  return child;
}

/** The pid of a process that has exited (and been collected). */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 0;
}
