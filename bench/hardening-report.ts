/**
 * The hardening bench's report (hardening.ts): every figure of the run, as markdown for
 * bench/results/hardening-<date>.md (and hardening.md).
 */
import type { Dataset } from './hardening-setup';
import type { SoakResult } from './hardening-soak';
import { soakMarkdown } from './hardening-soak-report';
import { KIND_HEAD, kindRows, table } from './markdown-table';
import type { Kind } from './mixed-scenario';
import type { OpenLoopResult } from './open-loop';

export const TARGET_P99_MS = 200;
export type StepResult = OpenLoopResult & {
  step: number;
  /** 2 when the step was run again after a first failure (a stall of the shared machine). */
  attempt: number;
  /** Completed requests per second over the step's wall time (they straggle when it falls behind). */
  achieved: number;
  serverMaxLag: number;
  passed: boolean;
  issued: Record<Kind, number>;
};

export type Machine = {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  postgres: string;
  loadAverageAtStart: number[];
  loadAverageAtEnd: number[];
};

export type HardeningResult = {
  when: string;
  command: string;
  durationSeconds: number;
  machine: Machine;
  dataset: Dataset & { profilesSeeded: number | null; database: string };
  settings: Record<string, number | string | boolean>;
  mix: Record<Kind, number>;
  /** Every request the scenario sent over the run (warm-up, steps, soak), per kind. */
  sent: Record<Kind, number>;
  hello: {
    /** The mean of the runs before and after the steps. */
    reqPerSec: number;
    runs: { reqPerSec: number; p50: number; p99: number }[];
    seconds: number;
    connections: number;
  };
  steps: StepResult[];
  sustained: { rate: number; ratioToHello: number; step: StepResult } | null;
  soak: SoakResult | null;
  outcomes: Record<string, number>;
  faults: { ran: boolean; markdown: string };
  browsers: { markdown: string };
};

const KINDS: Kind[] = ['login', 'recommendations', 'profile', 'received', 'like', 'accept'];
const KIND_LABEL: Record<Kind, string> = {
  login: 'log in',
  recommendations: 'recommendations page',
  profile: 'profile',
  received: 'received likes',
  like: 'like',
  accept: 'accept',
};
const OUTCOME_LABEL: Record<string, string> = {
  likesMade: 'likes made',
  likesSeen: 'likes seen by their receiver',
  matchesMade: 'matches made',
  logins: 'logins',
  substituted: 'accepts sent as reads (nothing to accept)',
  pendingUnseen: 'likes not yet seen',
  seenNotAccepted: 'likes seen, not accepted',
  matchedSingles: 'singles matched',
  poolSingles: 'singles in the pool',
};

export function renderMarkdown(r: HardeningResult): string {
  const total = Object.values(r.sent).reduce((a, b) => a + b, 0);
  const m = r.machine;
  const d = r.dataset;
  const lines: string[] = [];
  // Each piece a paragraph of its own (a table needs a blank line before it).
  const add = (...text: string[]) => lines.push(...text.flatMap((t) => [t, '']));
  add(
    `# Hardening bench — ${r.when.slice(0, 16).replace('T', ' ')} UTC`,
    `\`${r.command}\` — ${Math.round(r.durationSeconds / 60)} min. Decision 014: the highest rate of a mixed ` +
      `scenario with p99 ≤ ${TARGET_P99_MS} ms and 0 errors, beside the hello-world ceiling of the ` +
      `same run; the API's memory over a soak; the fault scenarios.`,
  );
  add(
    '## Machine',
    table(
      ['CPU cores', 'CPU', 'memory', 'Node.js', 'PostgreSQL', 'load average at start → end'],
      [
        [
          m.cpus,
          m.cpuModel,
          `${m.memoryGb} GB`,
          m.node,
          m.postgres,
          `${m.loadAverageAtStart.join(' ')} → ${m.loadAverageAtEnd.join(' ')}`,
        ],
      ],
    ),
    'Everything runs here: PostgreSQL, the API (one Node process, `bench/discovery-server.ts`, ' +
      'production settings, pool of 10, the mail/reconcile/likes jobs running) and the load ' +
      'generator (this process). The machine is shared: the load average shows what else ran.',
  );
  add(
    '## Dataset',
    `\`${d.database}\`${d.profilesSeeded === null ? ' (reused, --skip-seed)' : `, seeded with ${d.profilesSeeded.toLocaleString('en')} profiles by \`bench/discovery-seed.ts\``}: ` +
      `${d.singles.toLocaleString('en')} singles in ${d.accounts.toLocaleString('en')} accounts. ` +
      `${d.poolAccounts.toLocaleString('en')} accounts (${d.poolSingles.toLocaleString('en')} singles) ` +
      `hold a plan and a session and like, are liked and accept; the ${d.browserSingles.toLocaleString('en')} ` +
      `singles of the first ${d.browserAccounts} browse (each list built, or read when built already, before the ` +
      `load: p50 ${d.firstReadP50} ms, max ${d.firstReadMax} ms; ${d.profileTargets.toLocaleString('en')} ` +
      `profiles to open); ${d.loginAccounts} accounts log in with a password (argon2id, the ` +
      `production cost).`,
  );
  add(
    '## The mixed scenario',
    'Per 100 requests (`bench/mixed-scenario.ts`), each built from what earlier answers left: a ' +
      "login's token serves that account's later requests; likes go between singles of opposite " +
      'gender and safe genotypes, never twice for a pair; only a like its receiver has seen in ' +
      'its received list is accepted, by singles with no match (an accept with nothing to accept ' +
      'goes as a received-likes read).',
    table(
      ['', ...KINDS.map((k) => KIND_LABEL[k])],
      [
        ['weight (per 100)', ...KINDS.map((k) => r.mix[k])],
        [
          'sent in this run (%)',
          ...KINDS.map((k) => (total > 0 ? ((r.sent[k] / total) * 100).toFixed(1) : '–')),
        ],
      ],
    ),
  );
  add(
    '## Hello-world ceiling',
    `A bare Fastify hello-world in the API's process (autocannon, ${r.hello.connections} connections, ` +
      `${r.hello.seconds} s), before and after the steps: ` +
      r.hello.runs
        .map((h) => `${h.reqPerSec.toLocaleString('en')} req/s (p50 ${h.p50} ms, p99 ${h.p99} ms)`)
        .join(' and ') +
      `. **Ceiling of this run: ${r.hello.reqPerSec.toLocaleString('en')} req/s** (their mean).`,
  );
  add(
    '## Highest sustainable rate',
    `Open loop (\`bench/open-loop.ts\`: each request sent when due, latency from then), ` +
      `${r.settings.stepSeconds} s per step after a ${r.settings.warmupSeconds} s warm-up, the rate ` +
      `raised ×${r.settings.stepFactor} until p99 > ${TARGET_P99_MS} ms or any error (a failing step ` +
      `runs once more before it counts). Loop lag: the worst event-loop delay of the server and of ` +
      `the generator during the step.`,
    table(
      [
        'step',
        'offered req/s',
        'achieved req/s',
        'p50 ms',
        'p90 ms',
        'p99 ms',
        'max ms',
        'errors',
        'server loop lag ms',
        'generator loop lag ms',
        'late sends',
        'result',
      ],
      r.steps.map((s) => [
        s.attempt > 1 ? `${s.step} (again)` : s.step,
        s.rate,
        s.achieved,
        s.p50,
        s.p90,
        s.p99,
        s.max,
        s.errors,
        s.serverMaxLag,
        s.generatorMaxLag,
        s.lateSends,
        s.passed ? 'met' : 'MISSED',
      ]),
    ),
  );
  const failures = r.steps.flatMap((s) => s.errorSamples.map((e) => `- step ${s.step}: ${e}`));
  if (failures.length) add('Failed requests (first few):', failures.slice(0, 10).join('\n'));
  if (r.sustained) {
    const s = r.sustained;
    add(
      `**Sustained: ${s.rate} req/s** with p99 ${s.step.p99} ms and 0 errors — ` +
        `${(s.ratioToHello * 100).toFixed(1)} % of the hello-world ceiling (ratio ${s.ratioToHello.toFixed(3)}).`,
      'Per request at that step:',
      table(KIND_HEAD, kindRows(s.step.byKind)),
    );
  } else {
    add(`**No step met p99 ≤ ${TARGET_P99_MS} ms with 0 errors**: start lower (\`--start-rate\`).`);
  }
  const missed = r.steps.at(-1);
  if (missed && !missed.passed) {
    add(
      `Per request at the step that ended the search (${missed.rate} req/s): what gave way.`,
      table(KIND_HEAD, kindRows(missed.byKind)),
    );
  }
  const noSoak = r.settings.skipSoak
    ? '_Skipped (--skip-soak)._'
    : '_Not run (no sustainable rate)._';
  add('## Soak', ...(r.soak ? soakMarkdown(r.soak) : [noSoak]));
  add('## Faults', r.faults.markdown);
  add('## Lighthouse (/login, /dashboard)', r.browsers.markdown);
  add(
    '## Outcomes',
    table(
      ['outcome', 'count'],
      Object.entries(r.outcomes).map(([k, n]) => [OUTCOME_LABEL[k] ?? k, n]),
    ),
    `Raw figures: \`bench/results/hardening-${r.when.slice(0, 10)}.json\`.`,
  );
  return `${lines.join('\n').trimEnd()}\n`;
}
