// The app alone (as discovery-server.ts builds it) on PORT, with the CPU profiler and the
// process's CPU time on the parent's asking: 'start' begins both, 'stop' answers { cpuUs, profile,
// gcs, maxLagMs } — the collections in between (on the profile's clock) and the worst event-loop
// delay, measured as discovery-server.ts does.
import { Session } from 'node:inspector/promises';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { BENCH_APP_CONFIG, BENCH_MAIL_TRANSPORT, benchDatabaseUrl } from './discovery-common';

const database = await openDatabase({ kind: 'postgres', url: benchDatabaseUrl() });
const app = await buildApp({
  config: BENCH_APP_CONFIG,
  database,
  logger: false,
  overrides: { mailTransport: BENCH_MAIL_TRANSPORT },
});
await app.listen({ port: Number(process.env.PORT ?? 3600), host: '127.0.0.1' });
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
let cpuAtStart = process.cpuUsage();
// performance.now() (ms from the process's start) to the profile's clock (µs, monotonic).
const profileClockUs = () => Number(process.hrtime.bigint() / 1000n) - performance.now() * 1000;
const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
let gcs: { startUs: number; ms: number; kind: string }[] = [];
const gcObserver = new PerformanceObserver((list) => {
  const offset = profileClockUs();
  for (const entry of list.getEntries()) {
    const kind = (entry as { detail?: { kind?: number } }).detail?.kind ?? 0;
    gcs.push({
      startUs: Math.round(entry.startTime * 1000 + offset),
      ms: Math.round(entry.duration * 100) / 100,
      kind: GC_KINDS[kind] ?? String(kind),
    });
  }
});
const lag = monitorEventLoopDelay({ resolution: 5 });
process.send?.({ ready: true });
/**
 * The app's own CPU per request without a socket: `requests` through `inject`, 10 at a time,
 * after the first 300 as warm-up (decision 085's measure).
 */
async function injectCpu(requests: { path: string; headers: Record<string, string> }[]) {
  const WARM = 300;
  let next = 0;
  let cpuAtWarm = process.cpuUsage();
  const worker = async () => {
    while (next < requests.length) {
      const i = next++;
      if (i === WARM) cpuAtWarm = process.cpuUsage();
      const { path, headers } = requests[i]!;
      const res = await app.inject({ method: 'GET', url: path, headers });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  const cpu = process.cpuUsage(cpuAtWarm);
  return Math.round((cpu.user + cpu.system) / (requests.length - WARM));
}

process.on('message', async (message) => {
  if (typeof message === 'object' && message !== null && 'inject' in message) {
    const { inject } = message as { inject: { path: string; headers: Record<string, string> }[] };
    process.send?.({ cpuUs: await injectCpu(inject) });
  }
  if (message === 'start') {
    await session.post('Profiler.start');
    gcs = [];
    gcObserver.observe({ entryTypes: ['gc'] });
    lag.reset();
    lag.enable();
    cpuAtStart = process.cpuUsage();
    process.send?.({ started: true });
  }
  if (message === 'stop') {
    const cpu = process.cpuUsage(cpuAtStart);
    const maxLagMs = Math.round(lag.max / 1e5) / 10;
    lag.disable();
    gcObserver.disconnect();
    const { profile } = await session.post('Profiler.stop');
    // The profile's clock (µs) to ms since the epoch: profileUs / 1000 + this.
    const epochOffsetMs = performance.timeOrigin - profileClockUs() / 1000;
    process.send?.({ cpuUs: cpu.user + cpu.system, profile, gcs, maxLagMs, epochOffsetMs });
  }
  if (message === 'close') {
    await app.close();
    process.exit(0);
  }
});
