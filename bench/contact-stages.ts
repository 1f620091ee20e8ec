/**
 * Where a whole-profile check of the contact detector spends its time and its memory, stage by
 * stage (docs/benchmarks.md, "bench:contact"): the reading (normalize), addresses, handles,
 * number words (digitize), phone numbers, names and the profile read whole (split details), in
 * CPU µs per profile; then the KB a whole check allocates per profile, by function (V8's
 * sampling heap profiler, collected objects included). The p99 of `bench:contact` follows the
 * allocation: a check that meets a young-generation collection is one of the slowest.
 *
 * Usage: npx tsx bench/contact-stages.ts [en|lang]   (lang: the Hausa, Yoruba, Arabic texts)
 */
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import { findContactInFields, splitTermsErrors } from '@waliyy/contact-detector';
import { LANGUAGES_ORDINARY } from '@waliyy/contact-detector/corpus';
import { profileSample, SAMPLE_NAMES } from '@waliyy/contact-detector/profile-sample';
import { addressView, findAddress } from '../packages/contact-detector/src/addresses';
import { findHandle } from '../packages/contact-detector/src/handles';
import { findName } from '../packages/contact-detector/src/names';
import { normalize } from '../packages/contact-detector/src/normalize';
import { digitize } from '../packages/contact-detector/src/number-words';
import { findPhone } from '../packages/contact-detector/src/phones';
import { findSplitContact } from '../packages/contact-detector/src/split';

const languages = process.argv[2] === 'lang';
const profiles = Array.from({ length: 20 }, (_, i) =>
  languages ? profileSample(i, LANGUAGES_ORDINARY) : profileSample(i),
);
const texts = profiles.flatMap((profile) =>
  Object.values(profile).flatMap((value) => (typeof value === 'string' ? [value] : (value ?? []))),
);
const bases = texts.map(normalize);
const digits = bases.map(digitize);

/** CPU µs per profile of `run` over every profile, the least of 5 rounds of 20. */
function cpu(run: () => void): number {
  let least = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round += 1) {
    const start = process.cpuUsage();
    for (let i = 0; i < 20; i += 1) run();
    const used = process.cpuUsage(start);
    least = Math.min(least, (used.user + used.system) / (20 * profiles.length));
  }
  return least;
}

const stages: Record<string, () => void> = {
  normalize: () => {
    for (const text of texts) normalize(text);
  },
  addresses: () => {
    for (const [i, base] of bases.entries()) {
      const view = addressView(base);
      if (view) findAddress(view, texts[i] as string);
    }
  },
  handles: () => {
    for (const base of bases) findHandle(base);
  },
  digitize: () => {
    for (const base of bases) digitize(base);
  },
  phones: () => {
    for (const text of digits) findPhone(text);
  },
  names: () => {
    for (const base of bases) findName(base, SAMPLE_NAMES);
  },
  'read whole': () => {
    for (const profile of profiles) findSplitContact(profile);
  },
};
const check = () => {
  for (const profile of profiles) {
    findContactInFields(profile, SAMPLE_NAMES);
    splitTermsErrors(profile);
  }
};
for (let i = 0; i < 5; i += 1) check(); // warm up
console.log(`${languages ? 'Hausa, Yoruba, Arabic' : 'English'} profile, CPU µs per profile:`);
for (const [name, run] of Object.entries(stages)) {
  console.log(`  ${name.padEnd(11)} ${cpu(run).toFixed(0).padStart(5)}`);
}
console.log(`  ${'whole check'.padEnd(11)} ${cpu(check).toFixed(0).padStart(5)}`);

const session = new Session();
session.connect();
await session.post('HeapProfiler.startSampling', {
  samplingInterval: 512,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
});
for (let i = 0; i < 20; i += 1) check();
const { profile } = await session.post('HeapProfiler.stopSampling');
type Node = (typeof profile)['head'];
const bytes = new Map<string, number>();
const walk = (node: Node, parent: string) => {
  const frame = node.callFrame;
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}`;
  // Built-ins (exec, join, slice…) are named with their caller.
  const key = frame.url ? name : `${frame.functionName} ← ${parent}`;
  if (node.selfSize) bytes.set(key, (bytes.get(key) ?? 0) + node.selfSize);
  for (const child of node.children) walk(child, name);
};
walk(profile.head, '');
const perProfile = (n: number) => n / (20 * profiles.length) / 1024;
const total = [...bytes.values()].reduce((a, b) => a + b, 0);
console.log(`Allocated per whole check: ${perProfile(total).toFixed(0)} KB; the most:`);
for (const [name, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
  console.log(`  ${perProfile(size).toFixed(1).padStart(6)} KB  ${name}`);
}
session.disconnect();

// The pauses of the young-generation collections over 1,000 whole checks: each is a pause of the
// check it lands in. Their length was mostly the sweep of the ArrayBuffers the checks had made
// (two per built text) until those came from long-lived arrays (mapped-text.ts, `freeSpans`).
const pauses: number[] = [];
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
    if (detail?.kind === 1) pauses.push(entry.duration); // NODE_PERFORMANCE_GC_MINOR
  }
});
observer.observe({ entryTypes: ['gc'] });
for (let i = 0; i < 50; i += 1) check();
await new Promise((resolve) => setTimeout(resolve, 20));
observer.disconnect();
pauses.sort((a, b) => a - b);
const middle = pauses[Math.floor(pauses.length / 2)] ?? 0;
console.log(
  `Young-generation collections over ${50 * profiles.length} whole checks: ${pauses.length}, pause p50 ${middle.toFixed(2)} ms, max ${(pauses.at(-1) ?? 0).toFixed(2)} ms`,
);
