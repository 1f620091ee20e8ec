/**
 * An open-loop load at a fixed offered rate, the wrk2 way: request i is due at start + i / rate
 * and is sent then, whatever the earlier ones are doing (each on a free keep-alive socket, a new
 * one when none is free), and its latency counts from when it was DUE, so a server that falls
 * behind shows it in full (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: each of its connections sends its share of the second back
 * to back and then waits for the next second, so every second starts with a burst at full speed
 * and the percentiles are those of a saturated server, whatever the rate asked.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile } from './discovery-common';

export type OpenLoopResult = {
  rate: number;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  /** Requests sent more than 5 ms after they were due (the generator itself fell behind). */
  lateSends: number;
  /** The generator's own worst event-loop delay (ms): a stall here is not the server's. */
  generatorMaxLag: number;
};

export async function openLoop(options: {
  origin: string;
  rate: number;
  seconds: number;
  /** The path and headers of the next request. */
  next: () => { path: string; headers: Record<string, string> };
  /** Latencies of the first second are left out (sockets opening, caches warming). */
  warmupSeconds?: number;
}): Promise<OpenLoopResult> {
  const { origin, rate, seconds, next, warmupSeconds = 1 } = options;
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  let lateSends = 0;
  const total = Math.round(rate * (seconds + warmupSeconds));
  const warmup = Math.round(rate * warmupSeconds);
  const start = performance.now() + 20;
  const inFlight = new Set<Promise<void>>();
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();

  const send = (index: number, due: number) => {
    const { path, headers } = next();
    // From when it was due; a timer that fired a little early counts from the actual send.
    const from = Math.min(due, performance.now());
    const done = new Promise<void>((resolve) => {
      const request = http.request(
        { host: url.hostname, port: url.port, path, headers, agent, method: 'GET' },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (index >= warmup) {
              latencies.push(performance.now() - from);
              if (response.statusCode !== 200) errors++;
            }
            resolve();
          });
        },
      );
      request.on('error', () => {
        if (index >= warmup) errors++;
        resolve();
      });
      request.end();
    });
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
  agent.destroy();
  lag.disable();

  const sorted = latencies.sort((a, b) => a - b);
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    rate,
    requests: sorted.length,
    errors,
    p50: round1(percentile(sorted, 50)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.at(-1) ?? 0),
    lateSends,
    generatorMaxLag: round1(lag.max / 1e6),
  };
}
