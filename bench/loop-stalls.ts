// What held the server's event loop: the stretches of a V8 CPU profile in which the main thread
// never went idle for longer than `minMs`, each with what ran in it (self time by function, the
// garbage collector's share), the longest gap between two samples (the thread not running at
// all: the machine gave its core to another process) and the collections that fell in it.
// route-profile.ts --rate prints them for a route at a fixed rate.

export type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
export type CpuProfile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
};
/** A collection seen by the server's PerformanceObserver, on the profile's clock (µs). */
export type GcEvent = { startUs: number; ms: number; kind: string };

export type Stall = {
  /** Where it began, ms after the profile's start. */
  atMs: number;
  ms: number;
  /** Of it, samples in the garbage collector. */
  gcMs: number;
  /** The longest time between two samples in it: the thread not running at all. */
  maxGapMs: number;
  top: string[];
  gcs: GcEvent[];
};

const frameName = (f: ProfileNode['callFrame']) =>
  `${f.functionName || '(anonymous)'} ${f.url.replace(/.*node_modules\//, '').replace(/.*\/apps\//, 'apps/')}:${f.lineNumber + 1}`;

/**
 * The busy stretches over `minMs`. A sample counts as busy unless it is the profiler's `(idle)`;
 * a gap between samples counts as busy time too, since the loop could not run then either.
 */
export function stallsOf(profile: CpuProfile, gcs: GcEvent[], minMs = 10): Stall[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const stalls: Stall[] = [];
  let t = profile.startTime;
  let run: { startUs: number; endUs: number; gapUs: number; self: Map<string, number> } | null =
    null;
  const close = () => {
    if (run && (run.endUs - run.startUs) / 1000 >= minMs) {
      const { startUs, endUs } = run;
      const total = [...run.self.values()].reduce((a, b) => a + b, 0);
      stalls.push({
        atMs: Math.round((startUs - profile.startTime) / 1000),
        ms: Math.round((endUs - startUs) / 100) / 10,
        gcMs: Math.round((run.self.get('(garbage collector)') ?? 0) / 100) / 10,
        maxGapMs: Math.round(run.gapUs / 100) / 10,
        top: [...run.self.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([k, v]) => `${Math.round((100 * v) / total)}% ${k}`),
        gcs: gcs.filter((g) => g.startUs >= startUs - 1000 && g.startUs <= endUs),
      });
    }
    run = null;
  };
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    t += dt;
    const f = byId.get(id)!.callFrame;
    if (f.functionName === '(idle)') {
      close();
      return;
    }
    const key = f.functionName.startsWith('(') && !f.url ? f.functionName : frameName(f);
    run ??= { startUs: t - dt, endUs: t, gapUs: 0, self: new Map() };
    run.endUs = t;
    run.gapUs = Math.max(run.gapUs, dt);
    run.self.set(key, (run.self.get(key) ?? 0) + dt);
  });
  close();
  return stalls;
}
