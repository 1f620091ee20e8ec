// The DATA_DIR lock: taking, refusing, releasing, and a stale lock taken over.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  children,
  cleanUp,
  deadPid,
  lockFile,
  readHolder,
  refusal,
  sleeper,
  spawnTaker,
  take,
  writeLock,
} from '../test/data-dir-lock-helpers';
import { newDataDir } from '../test/script-process';
import { acquireDataDirLock, DataDirLockedError, takeoverLockFor } from './data-dir-lock';
import { openEmbeddedDatabase } from './embedded-database';

afterEach(cleanUp);

describe('the DATA_DIR lock', () => {
  it('is a JSON file naming the holder, created with DATA_DIR, removed on release', () => {
    const dataDir = newDataDir();
    const lock = take(dataDir, 'admin:grant');
    expect(lock.path).toBe(lockFile(dataDir));
    const holder = readHolder(dataDir);
    expect(holder).toMatchObject({ pid: process.pid, command: 'admin:grant', host: hostname() });
    if (process.platform === 'linux') expect(holder?.processStart).toMatch(/^[\w-]+\/\d+$/);
    expect(Date.parse(holder?.startedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The file appeared whole: no temporary file is left beside it.
    expect(readdirSync(dataDir)).toEqual(['lock']);

    lock.release();
    expect(existsSync(lockFile(dataDir))).toBe(false);
    lock.release();
    // Free again.
    take(dataDir).release();
  });

  it('refuses a second taker in the same process, naming the holder', () => {
    const dataDir = newDataDir();
    take(dataDir);
    const error = refusal(() => acquireDataDirLock(dataDir, 'admin:grant'));
    expect(error.message).toContain(`The embedded database in ${dataDir} is in use by`);
    // Through another path to the same folder, too.
    const alias = `${dataDir}-alias`;
    symlinkSync(dataDir, alias);
    expect(refusal(() => acquireDataDirLock(alias, 'admin:grant')).holder?.pid).toBe(process.pid);
    expect(error.message).toContain(`the Waliyy server (pid ${process.pid}, started`);
    expect(error.message).toContain('Stop that server first, or point DATABASE_URL');
    expect(error.holder?.pid).toBe(process.pid);
  });

  it('refuses while another live process holds it, and takes it once that one exits', async () => {
    const dataDir = newDataDir();
    const taker = spawnTaker([dataDir, 'hold']);
    await taker.said('holding');
    const error = refusal(() => acquireDataDirLock(dataDir, 'server'));
    expect(error.message).toContain(`is in use by "lock-taker" (pid ${taker.child.pid},`);
    expect(error.message).toContain('Let it finish (or stop it) first');

    taker.child.kill('SIGKILL');
    await taker.exited;
    // Killed: its lock is left behind, naming a dead pid, and is taken over.
    expect(readHolder(dataDir)?.pid).toBe(taker.child.pid);
    take(dataDir);
    expect(readHolder(dataDir)?.pid).toBe(process.pid);
  });

  it("is released by a process's exit even without release()", async () => {
    const dataDir = newDataDir();
    const taker = spawnTaker([dataDir, 'exit']);
    expect(await taker.exited).toBe(0);
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });

  it('takes over a lock whose pid is dead, leaving no takeover lock behind', async () => {
    const dataDir = newDataDir();
    take(dataDir).release();
    const pid = await deadPid();
    writeLock(dataDir, { pid });
    take(dataDir, 'admin:grant');
    expect(readHolder(dataDir)).toMatchObject({ pid: process.pid, command: 'admin:grant' });
    expect(readdirSync(dataDir)).toEqual(['lock']);
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid now belongs to another process (reused after a crash or reboot)',
    () => {
      const dataDir = newDataDir();
      take(dataDir).release();
      // The parent is alive, but it is not the process that wrote this lock.
      writeLock(dataDir, { pid: process.ppid, processStart: 'another-boot/12345' });
      take(dataDir);
      expect(readHolder(dataDir)?.pid).toBe(process.pid);
    },
  );

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose holder has exited but not been collected by its parent (a zombie)',
    async () => {
      const dataDir = newDataDir();
      take(dataDir).release();
      // The shell becomes `sleep 10` at once, which never collects its child `sleep 1` when that
      // exits. (With `sleep 0`, a busy machine let the child exit before the exec, and the shell
      // collected it.) Wait until the child is a zombie: state Z in /proc.
      const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 10']);
      children.push(parent);
      const zombie = Number(
        await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(`${d}`))),
      );
      const state = () => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0];
      await vi.waitFor(() => expect(state()).toBe('Z'), { timeout: 10_000, interval: 50 });
      expect(() => process.kill(zombie, 0)).not.toThrow();
      writeLock(dataDir, { pid: zombie });
      take(dataDir);
      expect(readHolder(dataDir)?.pid).toBe(process.pid);
    },
  );

  it('takes over a lock left by an earlier process that had our pid (a restarted container)', () => {
    const dataDir = newDataDir();
    take(dataDir).release();
    writeLock(dataDir, { pid: process.pid });
    take(dataDir);
    expect(readHolder(dataDir)?.startedAt).not.toBe('2026-01-01T00:00:00.000Z');
  });

  it('refuses a lock from another host, which it cannot check, and says how to clear it', () => {
    const dataDir = newDataDir();
    take(dataDir).release();
    writeLock(dataDir, { host: 'other-machine', pid: 4242 });
    const error = refusal(() => acquireDataDirLock(dataDir, 'server'));
    expect(error.message).toContain('the Waliyy server on the host other-machine (pid 4242');
    expect(error.message).toContain(`if it is no longer running, delete ${lockFile(dataDir)}`);
  });

  it('refuses a lock file it cannot read, and says how to clear it', () => {
    const dataDir = newDataDir();
    take(dataDir).release();
    writeFileSync(lockFile(dataDir), 'not a lock');
    const error = refusal(() => acquireDataDirLock(dataDir, 'server'));
    expect(error.message).toContain(`lock file that cannot be read (${lockFile(dataDir)})`);
    expect(error.holder).toBeUndefined();
    expect(readFileSync(lockFile(dataDir), 'utf8')).toBe('not a lock');
  });

  it('does not take over a stale lock while a live process holds the takeover lock', async () => {
    const dataDir = newDataDir();
    take(dataDir).release();
    const stale = writeLock(dataDir, { pid: await deadPid() });
    const other = sleeper();
    const guard = takeoverLockFor(lockFile(dataDir), stale);
    writeLock(dataDir, { pid: other.pid }, guard);
    const error = refusal(() => acquireDataDirLock(dataDir, 'server'));
    expect(error.message).toContain('other processes keep taking it over');
    expect(readFileSync(lockFile(dataDir), 'utf8')).toBe(stale);

    // A taker killed in the middle of its takeover: the next one goes on past it.
    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));
    take(dataDir);
    expect(readHolder(dataDir)?.pid).toBe(process.pid);
    // Its dead takeover lock stays (nobody removes another's); nothing else is left.
    expect(readdirSync(dataDir).sort()).toEqual(['lock', path.basename(guard)].sort());
  });

  it('release() leaves alone a lock that is no longer ours', () => {
    const dataDir = newDataDir();
    const lock = take(dataDir);
    writeLock(dataDir, { pid: 4242, host: 'other-machine' });
    lock.release();
    expect(readHolder(dataDir)?.pid).toBe(4242);
  });

  // The interleavings of two takers are microseconds wide; these set each one up by hand.
});

describe('openEmbeddedDatabase', () => {
  // PGlite boots in a new directory (initdb): slow on a busy machine, hence the longer limits.
  it('holds the lock while open and refuses a second opener before touching PGlite', async () => {
    const dataDir = newDataDir();
    const database = await openEmbeddedDatabase(dataDir, 'server');
    try {
      expect(readHolder(dataDir)?.command).toBe('server');
      await expect(openEmbeddedDatabase(dataDir, 'admin:grant')).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
    expect(existsSync(lockFile(dataDir))).toBe(false);
    const again = await openEmbeddedDatabase(dataDir, 'admin:grant');
    expect(readHolder(dataDir)?.command).toBe('admin:grant');
    await again.close();
  }, 60_000);

  it('releases the lock when PGlite cannot open the directory', async () => {
    const dataDir = newDataDir();
    take(dataDir).release();
    // A file where the database directory should be.
    writeFileSync(path.join(dataDir, 'pglite'), 'not a directory');
    await expect(openEmbeddedDatabase(dataDir, 'server')).rejects.toThrow();
    expect(existsSync(lockFile(dataDir))).toBe(false);
  }, 60_000);
});
