/**
 * An open-loop load at a fixed offered rate, the wrk2 way: request i is due at start + i / rate
 * and is sent then, whatever the earlier ones are doing (each on a free keep-alive socket, a new
 * one when none is free), and its latency counts from when it was DUE, so a server that falls
 * behind shows it in full (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: each of its connections sends its share of the second back
 * to back and then waits for the next second, so every second starts with a burst at full speed
 * and the percentiles are those of a saturated server, whatever the rate asked.
 *
 * A request may also be a POST or PUT with a body, carry a kind (figures are then given per
 * kind too) and read its answer (a login's token, a like's id) for the requests that follow.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile } from './discovery-common';
import { createLiteClient } from './http-lite';

/** One request of the load. Only `path` and `headers` are needed (a GET whose body is dropped). */
export type OpenLoopRequest = {
  path: string;
  headers: Record<string, string>;
  method?: string;
  /** Sent as is (set content-type in `headers`). */
  body?: string;
  /** Latencies are also reported per kind (e.g. 'login', 'like'). */
  kind?: string;
  /** Called with the status and the body once the answer is in (the body is then read). */
  onResponse?: (status: number, body: string) => void;
};

/** Latency figures of a set of requests (ms, from when each was due). */
export type LatencySummary = {
  requests: number;
  errors: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
};

export type OpenLoopResult = LatencySummary & {
  rate: number;
  /** Per request kind, when the requests name one. */
  byKind: Record<string, LatencySummary>;
  /** Per window of `windowSeconds` of due time (after the warm-up), when asked. */
  windows: (LatencySummary & { fromSecond: number })[];
  /** The first few failures: 'kind METHOD path → status body…' (or the socket error). */
  errorSamples: string[];
  /** Requests sent more than 5 ms after they were due (the generator itself fell behind). */
  lateSends: number;
  /** The generator's own worst event-loop delay (ms): a stall here is not the server's. */
  generatorMaxLag: number;
  /**
   * The requests at or above the p99: when each was due (ms since the epoch, to set beside the
   * server's own clock) and its latency — what route-profile.ts --rate ties to the server's stalls.
   */
  slowest: { dueAt: number; ms: number }[];
};

export async function openLoop(options: {
  origin: string;
  rate: number;
  seconds: number;
  /** The path and headers of the next request. */
  next: () => OpenLoopRequest;
  /** Latencies of the first second are left out (sockets opening, caches warming). */
  warmupSeconds?: number;
  /** Also summarise each window of this many seconds (e.g. each minute of a soak). */
  windowSeconds?: number;
}): Promise<OpenLoopResult> {
  const { origin, rate, seconds, next, warmupSeconds = 1, windowSeconds } = options;
  // Keep-alive sockets, a new one when none is free (http-lite.ts: as Node's Agent did, cheaper).
  const client = createLiteClient(origin, 256);
  /** Every counted request: its latency, kind, due second (after the warm-up) and outcome. */
  const samples: { ms: number; kind: string; second: number; failed: boolean; due: number }[] = [];
  const errorSamples: string[] = [];
  let lateSends = 0;
  const total = Math.round(rate * (seconds + warmupSeconds));
  const warmup = Math.round(rate * warmupSeconds);
  const start = performance.now() + 20;
  const inFlight = new Set<Promise<void>>();
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();

  const send = (index: number, due: number) => {
    const { path, headers, method = 'GET', body, kind = 'request', onResponse } = next();
    // From when it was due; a timer that fired a little early counts from the actual send.
    const from = Math.min(due, performance.now());
    const second = (due - start) / 1000 - warmupSeconds;
    let settled = false; // a socket error after the answer began must not count it twice
    const record = (failed: boolean, detail: () => string) => {
      if (settled) return false;
      settled = true;
      if (index < warmup) return true;
      samples.push({ ms: performance.now() - from, kind, second, failed, due });
      if (failed && errorSamples.length < 10) {
        errorSamples.push(`${kind} ${method} ${path} → ${detail()}`);
      }
      return true;
    };
    // The body is read only when someone needs it (the answer to a login or a like, or a
    // failure to show); otherwise it is dropped as it arrives.
    const done = client
      .request({ method, path, headers, body, wantBody: onResponse !== undefined })
      .then(
        ({ status, body: answer }) => {
          const text = () => answer.toString('utf8');
          if (record(status !== 200, () => `${status} ${text().slice(0, 200)}`)) {
            onResponse?.(status, text());
          }
        },
        (error: Error) => {
          if (record(true, () => error.message)) onResponse?.(0, '');
        },
      );
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (performance.now() - due > 5 && i >= warmup) lateSends++;
    send(i, due);
  }
  await Promise.all(inFlight);
  client.close();
  lag.disable();

  const windows = windowSeconds
    ? [...groupBy(samples, (s) => Math.floor(s.second / windowSeconds))]
        .map(([w, list]) => ({ fromSecond: w * windowSeconds, ...summarise(list) }))
        .sort((a, b) => a.fromSecond - b.fromSecond)
    : [];
  const all = summarise(samples);
  return {
    rate,
    ...all,
    byKind: Object.fromEntries(
      [...groupBy(samples, (s) => s.kind)].map(([kind, list]) => [kind, summarise(list)]),
    ),
    windows,
    errorSamples,
    lateSends,
    generatorMaxLag: round1(lag.max / 1e6),
    slowest: samples
      .filter((s) => s.ms >= all.p99)
      .map((s) => ({ dueAt: performance.timeOrigin + s.due, ms: round1(s.ms) })),
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Object.groupBy, which Node 20 lacks. */
function groupBy<T, K>(list: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of list) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function summarise(list: { ms: number; failed: boolean }[]): LatencySummary {
  const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors: list.filter((s) => s.failed).length,
    p50: round1(percentile(sorted, 50)),
    p90: round1(percentile(sorted, 90)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.at(-1) ?? 0),
  };
}
