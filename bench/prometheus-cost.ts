/**
 * Our Prometheus registry (apps/api/src/lib/prometheus.ts) against prom-client (decision 082):
 * the cost of what every request does (a counter inc and a histogram observe, as
 * createAppMetrics's request() does), the cost of one scrape, and whether the text is the same.
 *
 * Usage: npx tsx bench/prometheus-cost.ts [n=200000] [runs=7]
 */
import client from 'prom-client';
import { createRegistry } from '../apps/api/src/lib/prometheus';

const n = Number(process.argv[2] ?? 200_000);
const runs = Number(process.argv[3] ?? 7);
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const ROUTES = Array.from({ length: 40 }, (_, i) => `/api/v1/route-${i}/:id`);
const STATUSES = ['200', '201', '400', '404'];

type Recorder = { request(i: number): void; render(): Promise<string> };

function ours(): Recorder {
  const registry = createRegistry();
  const requests = registry.counter('waliyy_http_requests_total', 'Requests.');
  const latency = registry.histogram('waliyy_http_request_duration_seconds', 'Time.', BUCKETS);
  return {
    request(i) {
      const route = ROUTES[i % ROUTES.length] ?? '';
      requests.inc({ method: 'GET', route, status: STATUSES[i % 4] ?? '200' });
      latency.observe({ method: 'GET', route }, (i % 1000) / 1000);
    },
    render: () => registry.render(),
  };
}

function library(): Recorder {
  const registry = new client.Registry();
  const requests = new client.Counter({
    name: 'waliyy_http_requests_total',
    help: 'Requests.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new client.Histogram({
    name: 'waliyy_http_request_duration_seconds',
    help: 'Time.',
    labelNames: ['method', 'route'],
    buckets: BUCKETS,
    registers: [registry],
  });
  return {
    request(i) {
      const route = ROUTES[i % ROUTES.length] ?? '';
      requests.inc({ method: 'GET', route, status: STATUSES[i % 4] ?? '200' });
      latency.observe({ method: 'GET', route }, (i % 1000) / 1000);
    },
    render: () => registry.metrics(),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

const recorders = { ours: ours(), library: library() };
const perRequest: Record<string, number[]> = { ours: [], library: [] };
const perScrape: Record<string, number[]> = { ours: [], library: [] };
for (let run = 0; run < runs; run += 1) {
  for (const [name, recorder] of Object.entries(recorders)) {
    let start = process.hrtime.bigint();
    for (let i = 0; i < n; i += 1) recorder.request(i);
    perRequest[name]?.push(Number(process.hrtime.bigint() - start) / n);
    start = process.hrtime.bigint();
    for (let i = 0; i < 100; i += 1) await recorder.render();
    perScrape[name]?.push(Number(process.hrtime.bigint() - start) / 1000 / 100);
  }
}
console.log(`n=${n} requests × ${runs} runs, Node ${process.version}`);
console.log('| registry | median ns/request (inc + observe) | median µs/scrape (200 series) |');
console.log('|---|---|---|');
for (const name of Object.keys(recorders)) {
  const req = median(perRequest[name] ?? []).toFixed(0);
  console.log(`| ${name} | ${req} | ${median(perScrape[name] ?? []).toFixed(0)} |`);
}

// The same samples in both: do the texts match line for line?
const a = ours();
const b = library();
a.request(0);
b.request(0);
const [textA, textB] = [await a.render(), await b.render()];
console.log(textA === textB ? '\nSame text.' : '\nThe texts differ:');
if (textA !== textB) {
  const linesB = new Set(textB.split('\n'));
  for (const line of textA.split('\n')) if (!linesB.has(line)) console.log(`  ours only: ${line}`);
  const linesA = new Set(textA.split('\n'));
  for (const line of textB.split('\n'))
    if (!linesA.has(line)) console.log(`  prom-client only: ${JSON.stringify(line)}`);
}
