/**
 * The hardening bench's soak (hardening.ts): the mix at a steady rate for a while, the API
 * process's memory asked over IPC every 10 s, and the verdict on whether it stays flat.
 */
import type { BenchServer } from './hardening-setup';
import type { OpenLoopResult } from './open-loop';

/** The soak is called stable when, over its fit window, the heap grows slower than this… */
export const HEAP_SLOPE_BOUND_MB_PER_MIN = 1;
/** …and the RSS too. */
export const RSS_SLOPE_BOUND_MB_PER_MIN = 2;
/** A soak shorter than this is reported but not judged. */
export const SOAK_SECONDS_TO_JUDGE = 300;

export type SoakSample = {
  /** Seconds since the soak began. */
  second: number;
  rssMb: number;
  heapUsedMb: number;
  /** The lowest heap seen in the 10 s before (its trough) and the highest RSS. */
  heapTroughMb: number;
  rssMaxMb: number;
  heapTotalMb: number;
  serverMaxLag: number;
};

export type SoakResult = {
  rate: number;
  /** --soak-rate named it (otherwise 70 % of the sustained rate). */
  rateAsked: boolean;
  seconds: number;
  load: OpenLoopResult & { achieved: number; serverMaxLag: number };
  samples: SoakSample[];
  /** The heap right after each full collection: [second, MB]. */
  majorGcs: [number, number][];
  fitFromSecond: number;
  heapSeries: 'after full collections' | '10 s troughs';
  heapSlopeMbPerMin: number;
  rssSlopeMbPerMin: number;
  verdict: 'stable' | 'GROWING' | 'too short to judge';
};

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
export const toMb = mb;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Least-squares slope of y over x. */
export function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

/**
 * The memory verdict: over the soak after its first fifth (at most the last 8 minutes), the
 * heap kept after full collections (or, with fewer than 3 of them, the 10 s troughs) and the
 * RSS, each fitted with a line; stable when both slopes are under their bounds.
 */
export function judgeSoak(
  seconds: number,
  samples: SoakSample[],
  majorGcs: [number, number][],
): Pick<
  SoakResult,
  'fitFromSecond' | 'heapSeries' | 'heapSlopeMbPerMin' | 'rssSlopeMbPerMin' | 'verdict'
> {
  const fitFromSecond = Math.round(seconds - Math.min(480, seconds * 0.8));
  const perMinute = (points: [number, number][]) => round2(slope(points) * 60);
  const gcs = majorGcs.filter(([s]) => s >= fitFromSecond);
  const late = samples.filter((s) => s.second >= fitFromSecond);
  const heapSeries = gcs.length >= 3 ? 'after full collections' : '10 s troughs';
  const heapSlopeMbPerMin = perMinute(
    heapSeries === 'after full collections'
      ? gcs
      : late.map((s) => [s.second, s.heapTroughMb] as [number, number]),
  );
  const rssSlopeMbPerMin = perMinute(late.map((s) => [s.second, s.rssMb]));
  const verdict =
    seconds < SOAK_SECONDS_TO_JUDGE
      ? 'too short to judge'
      : heapSlopeMbPerMin < HEAP_SLOPE_BOUND_MB_PER_MIN &&
          rssSlopeMbPerMin < RSS_SLOPE_BOUND_MB_PER_MIN
        ? 'stable'
        : 'GROWING';
  return { fitFromSecond, heapSeries, heapSlopeMbPerMin, rssSlopeMbPerMin, verdict };
}

/** Runs the soak: `run(seconds)` drives the load while the memory is sampled every 10 s. */
export async function runSoak(options: {
  server: BenchServer;
  rate: number;
  rateAsked: boolean;
  seconds: number;
  run: (seconds: number) => Promise<SoakResult['load']>;
  log: (line: string) => void;
}): Promise<SoakResult> {
  const { server, seconds, log } = options;
  const round1 = (n: number) => Math.round(n * 10) / 10;
  const samples: SoakSample[] = [];
  const majorGcs: [number, number][] = [];
  const soakStart = Date.now();
  const sample = async () => {
    const m = await server.memory();
    const lag = await server.lag();
    const second = Math.round((Date.now() - soakStart) / 1000);
    samples.push({
      second,
      rssMb: toMb(m.rss),
      heapUsedMb: toMb(m.heapUsed),
      heapTroughMb: toMb(m.heapUsedMin),
      rssMaxMb: toMb(m.rssMax),
      heapTotalMb: toMb(m.heapTotal),
      serverMaxLag: lag,
    });
    for (const gc of m.majorGcs) {
      majorGcs.push([round1((gc.at - soakStart) / 1000), toMb(gc.heapUsed)]);
    }
    if (samples.length % 6 === 1 && second > 0) {
      const s = samples.at(-1)!;
      log(
        `  soak ${second} s: RSS ${s.rssMb} MB, heap ${s.heapUsedMb} MB (trough ${s.heapTroughMb})`,
      );
    }
  };
  await sample();
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(sample);
  }, 10_000);
  const load = await options.run(seconds);
  clearInterval(timer);
  await sampling;
  await sample();
  return {
    rate: options.rate,
    rateAsked: options.rateAsked,
    seconds,
    // The samples asked the server's loop lag every 10 s: the soak's worst is theirs.
    load: {
      ...load,
      serverMaxLag: Math.max(load.serverMaxLag, ...samples.map((s) => s.serverMaxLag)),
    },
    samples,
    majorGcs,
    ...judgeSoak(seconds, samples, majorGcs),
  };
}
