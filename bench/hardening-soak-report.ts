// The soak's section of the hardening bench's report (hardening-report.ts).
import {
  HEAP_SLOPE_BOUND_MB_PER_MIN,
  RSS_SLOPE_BOUND_MB_PER_MIN,
  SOAK_SECONDS_TO_JUDGE,
  type SoakResult,
  type SoakSample,
} from './hardening-soak';
import { KIND_HEAD, kindRows, table } from './markdown-table';

export function soakMarkdown(s: SoakResult): string[] {
  const first = s.samples[0]!;
  const last = s.samples.at(-1)!;
  const max = (pick: (x: SoakSample) => number) => Math.max(...s.samples.map(pick));
  const byMinute = s.load.windows.map((w) => {
    const sample = s.samples.findLast((x) => x.second <= w.fromSecond + 60) ?? last;
    const inMinute = s.samples.filter(
      (x) => x.second > w.fromSecond && x.second <= w.fromSecond + 60,
    );
    return [
      `${w.fromSecond / 60}–${w.fromSecond / 60 + 1}`,
      w.requests,
      w.p50,
      w.p99,
      w.max,
      w.errors,
      sample.rssMb,
      sample.heapTroughMb,
      Math.max(0, ...inMinute.map((x) => x.serverMaxLag)),
    ];
  });
  return [
    `The mix at **${s.rate} req/s** (${s.rateAsked ? 'asked with --soak-rate' : '70 % of the sustained rate'}) for ${s.seconds} s: ` +
      `p50 ${s.load.p50} ms, p99 **${s.load.p99} ms**, max ${s.load.max} ms, **${s.load.errors} errors** ` +
      `in ${s.load.requests.toLocaleString('en')} requests (${s.load.achieved} req/s achieved; worst ` +
      `event-loop delay: server ${s.load.serverMaxLag} ms, generator ${s.load.generatorMaxLag} ms). ` +
      'Memory of the API process every 10 s, over IPC.',
    table(
      ['', 'start', 'end', 'max'],
      [
        ['RSS MB', first.rssMb, last.rssMb, max((x) => x.rssMaxMb)],
        ['heap used MB', first.heapUsedMb, last.heapUsedMb, max((x) => x.heapUsedMb)],
        [
          'heap trough MB (lowest in 10 s)',
          first.heapTroughMb,
          last.heapTroughMb,
          max((x) => x.heapTroughMb),
        ],
        ['heap total MB', first.heapTotalMb, last.heapTotalMb, max((x) => x.heapTotalMb)],
      ],
    ),
    `From second ${s.fitFromSecond} on (a line fitted by least squares): heap (${s.heapSeries}, ` +
      `${s.majorGcs.filter(([x]) => x >= s.fitFromSecond).length} full collections) ` +
      `**${s.heapSlopeMbPerMin} MB/min**, RSS **${s.rssSlopeMbPerMin} MB/min**. Stable means heap ` +
      `< ${HEAP_SLOPE_BOUND_MB_PER_MIN} MB/min and RSS < ${RSS_SLOPE_BOUND_MB_PER_MIN} MB/min ` +
      `(soaks under ${SOAK_SECONDS_TO_JUDGE} s are not judged). **Verdict: ${s.verdict}.**`,
    table(
      [
        'minute',
        'requests',
        'p50 ms',
        'p99 ms',
        'max ms',
        'errors',
        'RSS MB',
        'heap trough MB',
        'server loop lag ms',
      ],
      byMinute,
    ),
    'Per request over the soak:',
    table(KIND_HEAD, kindRows(s.load.byKind)),
  ];
}
