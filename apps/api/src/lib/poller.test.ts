import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPoller } from './poller';

const logger = () =>
  ({ error: vi.fn() }) as unknown as Parameters<typeof createPoller>[0]['logger'];
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job whose runs are counted and finish when the test says so. */
function gatedJob() {
  const gates: (() => void)[] = [];
  let runs = 0;
  return {
    runs: () => runs,
    run: () => {
      runs += 1;
      return new Promise<number>((resolve) => gates.push(() => resolve(runs)));
    },
    finish: () => gates.shift()?.(),
  };
}

describe('poller', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
  });

  it('runs at start and every pollMs, never two runs at once', async () => {
    const job = gatedJob();
    const poller = createPoller({ name: 'test', run: job.run, logger: logger(), pollMs: 20 });
    stop = poller.stop;
    poller.start();
    expect(job.runs()).toBe(1);
    await tick(70); // three ticks come while the first run is still going: all skipped
    expect(job.runs()).toBe(1);
    job.finish();
    await tick(40);
    expect(job.runs()).toBe(2);
    job.finish();
    expect(poller.status()).toMatchObject({ started: true, pollMs: 20, lastOutcome: 'ok' });
  });

  it('a kick during a run asks for one more run right after it; nothing before start', async () => {
    const job = gatedJob();
    const poller = createPoller({ name: 'test', run: job.run, logger: logger(), pollMs: 60_000 });
    stop = poller.stop;
    poller.kick();
    await tick(5);
    expect(job.runs()).toBe(0);
    poller.start();
    poller.kick();
    poller.kick();
    await tick(5);
    expect(job.runs()).toBe(1);
    job.finish();
    await tick(5);
    expect(job.runs()).toBe(2);
    job.finish();
    await tick(5);
    expect(job.runs()).toBe(2);
  });

  it('with a kick delay, the kicks of that time share one run; stop drops a waiting kick', async () => {
    const job = gatedJob();
    const poller = createPoller({
      name: 'test',
      run: job.run,
      logger: logger(),
      pollMs: 60_000,
      kickDelayMs: 30,
    });
    stop = poller.stop;
    poller.start();
    job.finish(); // the start's run
    await tick(5);
    poller.kick();
    poller.kick();
    await tick(10);
    poller.kick();
    expect(job.runs()).toBe(1); // still waiting
    await tick(40);
    expect(job.runs()).toBe(2); // one run for the three
    job.finish();
    await tick(40);
    expect(job.runs()).toBe(2);
    poller.kick();
    await poller.stop();
    await tick(50);
    expect(job.runs()).toBe(2);
  });

  it('logs a failed run under its name and keeps polling; stop waits for the run, then onStop', async () => {
    const log = logger();
    const order: string[] = [];
    let calls = 0;
    const poller = createPoller({
      name: 'test job',
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        await tick(20);
        order.push('run finished');
      },
      logger: log,
      pollMs: 10,
      onStop: () => {
        order.push('onStop');
      },
    });
    poller.start();
    await tick(15);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'test job run failed');
    expect(calls).toBe(2);
    await poller.stop();
    expect(order).toEqual(['run finished', 'onStop']);
    expect(poller.status().started).toBe(false);
  });
});
