// Markdown tables for the hardening bench's report (hardening-report.ts, hardening-soak-report.ts).
import type { LatencySummary } from './open-loop';

const row = (cells: unknown[]) => `| ${cells.join(' | ')} |`;
export const table = (head: string[], rows: unknown[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
/** One row per request kind, the most frequent first (under KIND_HEAD). */
export const kindRows = (byKind: Record<string, LatencySummary>) =>
  Object.entries(byKind)
    .sort(([, a], [, b]) => b.requests - a.requests)
    .map(([kind, k]) => [kind, k.requests, k.p50, k.p90, k.p99, k.max, k.errors]);
export const KIND_HEAD = ['request', 'count', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'errors'];
