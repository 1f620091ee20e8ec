/**
 * A small Prometheus registry written for the app (decision 026): counters, gauges and
 * histograms with labels, and gauges read at scrape time, rendered in the text exposition
 * format 0.0.4 (https://prometheus.io/docs/instrumenting/exposition_formats/).
 */

type Labels = Record<string, string>;

const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

function labelText(labels: Labels, extra?: [string, string]): string {
  const pairs = Object.entries(labels);
  if (extra) pairs.push(extra);
  if (pairs.length === 0) return '';
  return `{${pairs.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(',')}}`;
}

/**
 * One series per label set, whatever order its labels were given in. Length-prefixed values keep
 * the key unambiguous (a name cannot hold ':'); cheaper than JSON of the sorted entries, which
 * made every request's inc and observe about 3 times slower than prom-client's (decision 082).
 */
function keyOf(labels: Labels): string {
  const names = Object.keys(labels);
  if (names.length > 1) names.sort();
  let key = '';
  for (const name of names) {
    const value = labels[name] ?? '';
    key += `${name}:${value.length}:${value}`;
  }
  return key;
}
const number = (n: number) =>
  Number.isFinite(n) ? String(n) : n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN';

type Metric = { name: string; help: string; type: string; render(): Promise<string[]> };

export type Counter = { inc(labels?: Labels, by?: number): void };
export type Gauge = { set(labels: Labels, value: number): void };
export type Histogram = { observe(labels: Labels, value: number): void };
/** Samples read when scraped (a pool's counts, the outbox backlog). */
export type Collect = () => Promise<{ labels?: Labels; value: number }[]>;

export function createRegistry() {
  const metrics: Metric[] = [];
  const add = (metric: Metric) => {
    if (metrics.some((m) => m.name === metric.name)) throw new Error(`${metric.name} twice`);
    metrics.push(metric);
  };

  function series() {
    const values = new Map<string, { labels: Labels; value: number }>();
    const lines = (name: string) =>
      [...values.values()].map((s) => `${name}${labelText(s.labels)} ${number(s.value)}`);
    return { values, lines };
  }

  return {
    counter(name: string, help: string): Counter {
      const { values, lines } = series();
      add({ name, help, type: 'counter', render: async () => lines(name) });
      return {
        inc(labels = {}, by = 1) {
          const key = keyOf(labels);
          const entry = values.get(key);
          if (entry) entry.value += by;
          else values.set(key, { labels, value: by });
        },
      };
    },

    gauge(name: string, help: string): Gauge {
      const { values, lines } = series();
      add({ name, help, type: 'gauge', render: async () => lines(name) });
      return { set: (labels, value) => values.set(keyOf(labels), { labels, value }) };
    },

    /** A gauge whose samples are read at each scrape; a failing read leaves it out. */
    collected(name: string, help: string, collect: Collect) {
      add({
        name,
        help,
        type: 'gauge',
        async render() {
          const samples = await collect().catch(() => []);
          return samples.map((s) => `${name}${labelText(s.labels ?? {})} ${number(s.value)}`);
        },
      });
    },

    histogram(name: string, help: string, buckets: number[]): Histogram {
      const bounds = [...buckets].sort((a, b) => a - b);
      const values = new Map<
        string,
        { labels: Labels; counts: number[]; sum: number; n: number }
      >();
      add({
        name,
        help,
        type: 'histogram',
        async render() {
          const out: string[] = [];
          for (const { labels, counts, sum, n } of values.values()) {
            let cumulative = 0;
            bounds.forEach((le, i) => {
              cumulative += counts[i] ?? 0;
              out.push(`${name}_bucket${labelText(labels, ['le', number(le)])} ${cumulative}`);
            });
            out.push(`${name}_bucket${labelText(labels, ['le', '+Inf'])} ${n}`);
            out.push(`${name}_sum${labelText(labels)} ${number(sum)}`);
            out.push(`${name}_count${labelText(labels)} ${n}`);
          }
          return out;
        },
      });
      return {
        observe(labels, value) {
          const key = keyOf(labels);
          let entry = values.get(key);
          if (!entry) {
            entry = { labels, counts: bounds.map(() => 0), sum: 0, n: 0 };
            values.set(key, entry);
          }
          let at = 0;
          while (at < bounds.length && !(value <= (bounds[at] ?? 0))) at += 1;
          if (at < bounds.length) entry.counts[at] = (entry.counts[at] ?? 0) + 1;
          entry.sum += value;
          entry.n += 1;
        },
      };
    },

    /** The whole registry in the text format (Content-Type: text/plain; version=0.0.4). */
    async render(): Promise<string> {
      const out: string[] = [];
      for (const metric of metrics) {
        out.push(`# HELP ${metric.name} ${metric.help.replace(/\\/g, '\\\\').replace(/\n/g, ' ')}`);
        out.push(`# TYPE ${metric.name} ${metric.type}`);
        out.push(...(await metric.render()));
      }
      return `${out.join('\n')}\n`;
    },
  };
}

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
