import { describe, expect, it } from 'vitest';
import { createFairGate } from './fair-gate';

/** Work that finishes when the test says so, recording when it started. */
function controlled(log: string[]) {
  const pending = new Map<string, () => void>();
  const work = (name: string) => () =>
    new Promise<string>((resolve) => {
      log.push(name);
      pending.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    pending.get(name)?.();
    pending.delete(name);
    // Let the gate hand the place on and the next work start.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { work, finish };
}

const refuse = {
  clientFull: () => new Error('client full'),
  queueFull: () => new Error('queue full'),
};

describe('the fair gate', () => {
  it("refuses a client's work past its share at once, leaving the queue to others", async () => {
    const gate = createFairGate({ maxConcurrent: 1, maxQueue: 4, maxPerClient: 2 }, refuse);
    const log: string[] = [];
    const { work, finish } = controlled(log);
    const a1 = gate('a', work('a1'));
    const a2 = gate('a', work('a2'));
    await expect(gate('a', work('a3'))).rejects.toThrow('client full');
    const b1 = gate('b', work('b1'));
    const c1 = gate('c', work('c1'));
    const d1 = gate('d', work('d1'));
    // a2, b1, c1, d1 wait: the queue (4) is full now, and only now.
    await expect(gate('e', work('e1'))).rejects.toThrow('queue full');
    for (const name of ['a1', 'a2', 'b1', 'c1', 'd1']) await finish(name);
    await expect(Promise.all([a1, a2, b1, c1, d1])).resolves.toEqual([
      'a1',
      'a2',
      'b1',
      'c1',
      'd1',
    ]);
    // Every place was given back: a client may use its whole share again.
    const again = [gate('a', work('a4')), gate('a', work('a5'))];
    await finish('a4');
    await finish('a5');
    await expect(Promise.all(again)).resolves.toEqual(['a4', 'a5']);
  });

  it('starts waiting work round robin across clients, not first come first served', async () => {
    const gate = createFairGate({ maxConcurrent: 1, maxQueue: 10, maxPerClient: 10 }, refuse);
    const log: string[] = [];
    const { work, finish } = controlled(log);
    const all = [
      gate('a', work('a1')),
      gate('a', work('a2')),
      gate('a', work('a3')),
      gate('a', work('a4')),
      gate('b', work('b1')),
      gate('c', work('c1')),
      gate('b', work('b2')),
    ];
    for (const name of ['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4']) {
      expect(log.at(-1)).toBe(name);
      await finish(name);
    }
    await Promise.all(all);
    expect(log).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4']);
  });

  it('gives the place back when the work fails', async () => {
    const gate = createFairGate({ maxConcurrent: 1, maxQueue: 0, maxPerClient: 1 }, refuse);
    await expect(gate('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate('a', async () => 'ok')).resolves.toBe('ok');
  });

  it("a full queue refuses the biggest holder's newest waiting work, not a newcomer", async () => {
    const gate = createFairGate({ maxConcurrent: 1, maxQueue: 4, maxPerClient: 3 }, refuse);
    const log: string[] = [];
    const { work, finish } = controlled(log);
    const a = ['a1', 'a2', 'a3'].map((name) => gate('a', work(name)));
    const b = ['b1', 'b2'].map((name) => gate('b', work(name)));
    // Full now: a1 runs; a2, a3, b1, b2 wait. c holds nothing, a holds 3: a's newest (a3) goes.
    const c1 = gate('c', work('c1'));
    await expect(a[2]).rejects.toThrow('client full');
    // d would hold 1, a and b hold 2 each: no one holds two more, so d is refused (503).
    await expect(gate('d', work('d1'))).rejects.toThrow('queue full');
    // b already holds places: it is told its own share is spent (429), never 503.
    await expect(gate('b', work('b3'))).rejects.toThrow('client full');
    for (const name of ['a1', 'a2', 'b1', 'c1', 'b2']) {
      expect(log.at(-1)).toBe(name);
      await finish(name);
    }
    await expect(Promise.all([a[0], a[1], ...b, c1])).resolves.toEqual([
      'a1',
      'a2',
      'b1',
      'b2',
      'c1',
    ]);
  });

  it('counts a group (an IPv6 /48) together and takes turns by group', async () => {
    const groupOf = (client: string) => client.split('/')[0] ?? client;
    const gate = createFairGate(
      { maxConcurrent: 1, maxQueue: 10, maxPerClient: 2, maxPerGroup: 3 },
      refuse,
      groupOf,
    );
    const log: string[] = [];
    const { work, finish } = controlled(log);
    // Three clients of group n: their places count together, so the fourth is refused at once.
    const n = [gate('n/1', work('n1')), gate('n/2', work('n2')), gate('n/3', work('n3'))];
    await expect(gate('n/4', work('n4'))).rejects.toThrow('client full');
    const m1 = gate('m', work('m1'));
    // Round robin by group: m waits behind one of n's, not behind all of them.
    for (const name of ['n1', 'n2', 'm1', 'n3']) {
      expect(log.at(-1)).toBe(name);
      await finish(name);
    }
    await Promise.all([...n, m1]);
  });
});
