import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cleanUp,
  deadPid,
  lockFile,
  sleeper,
  spawnTaker,
  take,
  writeLock,
} from '../test/data-dir-lock-helpers';
import { newDataDir } from '../test/script-process';
import { takeOver, takeoverLockFor } from './data-dir-lock';

afterEach(cleanUp);

describe('the DATA_DIR lock', () => {
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
