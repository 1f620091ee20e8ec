import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { newDataDir, spawnTsx } from '../test/tsx-process';
import {
  acquireDataDirLock,
  type DataDirLock,
  DataDirLockedError,
  takeOver,
  takeoverLockFor,
} from './data-dir-lock';
import { openEmbeddedDatabase } from './embedded-database';
import { type LockHolder, parseHolder } from './lock-holder';

const TAKER = 'src/test/lock-taker.ts';

const lockFile = (dataDir: string) => path.join(dataDir, 'lock');
const readHolder = (dataDir: string) => parseHolder(readFileSync(lockFile(dataDir), 'utf8'));
/** Writes a lock file by hand; returns its text. */
function writeLock(dataDir: string, holder: Partial<LockHolder>, file = lockFile(dataDir)) {
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
const children: ChildProcess[] = [];
afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
const take = (dataDir: string, command = 'server') => {
  const lock = acquireDataDirLock(dataDir, command);
  held.push(lock);
  return lock;
};
const refusal = (run: () => unknown): DataDirLockedError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('expected a DataDirLockedError');
};

/** A process of its own holding, taking or releasing a lock (src/test/lock-taker.ts). */
const spawnTaker = (args: string[]) => spawnTsx(TAKER, { args, stdin: true });

/** A live process of no importance, killed after the test. */
function sleeper(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)']);
  children.push(child);
  return child;
}

/** The pid of a process that has exited (and been collected). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid ?? 0;
}

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
      // `sleep 0` exits at once; its parent then becomes `sleep 5`, which never collects it.
      const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 5']);
      children.push(parent);
      const zombie = Number(
        await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(`${d}`))),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
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
  describe('a takeover', () => {
    const lockText = (pid: number) =>
      JSON.stringify({ pid, command: 'server', host: hostname(), startedAt: 'then' });
    const ours = '{"pid":1,"command":"ours"}';

    it('replaces the stale lock it judged, atomically, and leaves no takeover lock', async () => {
      const dataDir = newDataDir();
      take(dataDir).release();
      const stale = lockText(await deadPid());
      writeFileSync(lockFile(dataDir), stale);
      expect(takeOver(lockFile(dataDir), stale, ours)).toBe(true);
      expect(readFileSync(lockFile(dataDir), 'utf8')).toBe(ours);
      expect(readdirSync(dataDir)).toEqual(['lock']);
    });

    it('leaves alone a lock another taker got first (what "remove, then create" would break)', async () => {
      const dataDir = newDataDir();
      take(dataDir).release();
      const stale = lockText(await deadPid());
      // We read the stale lock; before we act, another process replaced it with its own.
      const theirs = lockText(sleeper().pid ?? 0);
      writeFileSync(lockFile(dataDir), theirs);
      expect(takeOver(lockFile(dataDir), stale, ours)).toBe(false);
      expect(readFileSync(lockFile(dataDir), 'utf8')).toBe(theirs);
      expect(readdirSync(dataDir)).toEqual(['lock']);
    });

    it('does nothing while another live taker holds the takeover lock', async () => {
      const dataDir = newDataDir();
      take(dataDir).release();
      const stale = lockText(await deadPid());
      writeFileSync(lockFile(dataDir), stale);
      const guard = takeoverLockFor(lockFile(dataDir), stale);
      const theirs = lockText(sleeper().pid ?? 0);
      writeFileSync(guard, theirs);
      expect(takeOver(lockFile(dataDir), stale, ours)).toBe(false);
      expect(readFileSync(lockFile(dataDir), 'utf8')).toBe(stale);
      expect(readFileSync(guard, 'utf8')).toBe(theirs);
    });

    it("passes a dead taker's takeover lock only through the next one, which one process gets", async () => {
      const dataDir = newDataDir();
      take(dataDir).release();
      const stale = lockText(await deadPid());
      writeFileSync(lockFile(dataDir), stale);
      const first = takeoverLockFor(lockFile(dataDir), stale);
      const deadTaker = lockText(await deadPid());
      writeFileSync(first, deadTaker);
      // Another taker got past the dead one first and is at work.
      const second = takeoverLockFor(first, deadTaker);
      writeFileSync(second, lockText(sleeper().pid ?? 0));
      expect(takeOver(lockFile(dataDir), stale, ours)).toBe(false);
      expect(readFileSync(lockFile(dataDir), 'utf8')).toBe(stale);

      // Once it is done (here: gone without replacing), we may.
      rmSync(second);
      expect(takeOver(lockFile(dataDir), stale, ours)).toBe(true);
      expect(readFileSync(lockFile(dataDir), 'utf8')).toBe(ours);
      expect(existsSync(second)).toBe(false);
      expect(readFileSync(first, 'utf8')).toBe(deadTaker);
    });

    it('does not recreate a lock the previous taker has already released', async () => {
      const dataDir = newDataDir();
      take(dataDir).release();
      const stale = lockText(await deadPid());
      expect(takeOver(lockFile(dataDir), stale, ours)).toBe(false);
      expect(readdirSync(dataDir)).toEqual([]);
    });
  });

  it('gives a stale lock to exactly one of several processes taking it over at once', async () => {
    const dataDir = newDataDir();
    take(dataDir).release();
    const racers = Array.from({ length: 4 }, () => spawnTaker([dataDir, 'rounds']));
    await Promise.all(racers.map((racer) => racer.said('ready')));
    const lines = racers.map((racer) => {
      const queue: string[] = [];
      let wake = () => {};
      createInterface({ input: racer.child.stdout! }).on('line', (line) => {
        queue.push(line);
        wake();
      });
      return async () => {
        while (queue.length === 0)
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        return queue.shift()!;
      };
    });
    const ask = (i: number, command: string) => {
      racers[i]!.child.stdin!.write(`${command}\n`);
      return lines[i]!();
    };
    const dead = await deadPid();
    let tally = '';
    for (let round = 0; round < 40; round += 1) {
      writeLock(dataDir, { pid: dead, startedAt: `round ${round}` });
      const answers = await Promise.all(racers.map((_, i) => ask(i, 'go')));
      const checks = await Promise.all(
        racers.map((_, i) => (answers[i] === 'took' ? ask(i, 'check') : 'none')),
      );
      tally += `${answers.filter((a) => a === 'took').length}${checks.includes('lost') ? '!' : ''}`;
    }
    expect(tally).toBe('1'.repeat(40));
  }, 60_000);
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
