/**
 * Baseline of the Terms check against the contact-details corpus (issue 21): runs
 * `termsViolation(text, names ?? [])` from packages/contract/src/terms.ts over every text of
 * packages/contract/corpus/ and prints recall on the evasions (caught = any non-null answer),
 * overall, per kind and per class; the false-positive rate on the ordinary texts and the list of
 * false positives; and the time per text.
 *
 * Usage: npx tsx bench/contact-corpus.ts [rounds=50]   (or: npm run bench:contact)
 *   rounds: how many times each text is checked for the timing figures.
 *   SHOW_MISSED=1 also lists every evasion that passes.
 */
import { findContact } from '@waliyy/contact-detector';
import {
  CONTACT_EVASIONS,
  CONTACT_ORDINARY,
  type ContactEvasion,
} from '@waliyy/contact-detector/corpus';

const termsViolation = (text: string, names: readonly string[]) =>
  findContact(text, names)?.kind ?? null;

const rounds = Math.max(1, Number(process.argv[2] ?? 50));

type Tally = { caught: number; total: number; missed: string[] };

function pct(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`;
}

function tallyBy(
  key: (entry: ContactEvasion) => string,
  caught: (entry: ContactEvasion) => boolean,
) {
  const tallies = new Map<string, Tally>();
  for (const entry of CONTACT_EVASIONS) {
    const name = key(entry);
    const tally = tallies.get(name) ?? { caught: 0, total: 0, missed: [] };
    tally.total += 1;
    if (caught(entry)) tally.caught += 1;
    else tally.missed.push(entry.text);
    tallies.set(name, tally);
  }
  return tallies;
}

function printTallies(title: string, tallies: Map<string, Tally>, sortByRecall = false): void {
  console.log(`\n${title}`);
  const rows = [...tallies.entries()];
  if (sortByRecall) rows.sort((a, b) => a[1].caught / a[1].total - b[1].caught / b[1].total);
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, tally] of rows) {
    console.log(
      `  ${name.padEnd(width)}  ${String(tally.caught).padStart(3)}/${String(tally.total).padEnd(3)}  ${pct(tally.caught, tally.total).padStart(7)}`,
    );
  }
}

// Recall: what today's check answers for each evasion.
const answers = new Map<ContactEvasion, string | null>();
for (const entry of CONTACT_EVASIONS)
  answers.set(entry, termsViolation(entry.text, entry.names ?? []));
const isCaught = (entry: ContactEvasion) => answers.get(entry) != null;
const caught = CONTACT_EVASIONS.filter(isCaught).length;

console.log(
  `Contact corpus: ${CONTACT_EVASIONS.length} evasions, ${CONTACT_ORDINARY.length} ordinary texts`,
);
console.log('Check: termsViolation(text, names ?? []) from packages/contract/src/terms.ts');
console.log(
  `\nRecall (evasions refused): ${caught}/${CONTACT_EVASIONS.length}  ${pct(caught, CONTACT_EVASIONS.length)}`,
);
const rightKind = CONTACT_EVASIONS.filter((entry) => {
  const answer = answers.get(entry);
  return (answer === 'social' ? 'handle' : answer) === entry.kind;
}).length;
console.log(
  `Refused as the right kind (today's 'social' counted as 'handle'): ${rightKind}/${CONTACT_EVASIONS.length}  ${pct(rightKind, CONTACT_EVASIONS.length)}`,
);
printTallies(
  'Recall per kind',
  tallyBy((entry) => entry.kind, isCaught),
);
const perClass = tallyBy((entry) => entry.class, isCaught);
printTallies('Recall per class (worst first)', perClass, true);

// Today's app passes only the single's own two names, not the account holder's.
const guardian = CONTACT_EVASIONS.filter((entry) => entry.class === 'name-guardian');
const guardianAsApp = guardian.filter(
  (entry) => termsViolation(entry.text, (entry.names ?? []).slice(0, 2)) != null,
).length;
console.log(
  `\nname-guardian as the app calls the check today (the single's two names only): ${guardianAsApp}/${guardian.length}  ${pct(guardianAsApp, guardian.length)}`,
);

// False positives: ordinary texts refused.
const falsePositives = CONTACT_ORDINARY.map((entry) => ({
  entry,
  answer: termsViolation(entry.text, entry.names ?? []),
})).filter(({ answer }) => answer != null);
console.log(
  `\nFalse positives (ordinary texts refused): ${falsePositives.length}/${CONTACT_ORDINARY.length}  ${pct(falsePositives.length, CONTACT_ORDINARY.length)}`,
);
for (const { entry, answer } of falsePositives) {
  console.log(`  [${entry.class}] ${answer}: ${JSON.stringify(entry.text)}`);
}

if (process.env.SHOW_MISSED) {
  console.log('\nMissed evasions');
  for (const [name, tally] of perClass) {
    for (const text of tally.missed) console.log(`  [${name}] ${JSON.stringify(text)}`);
  }
}

// Time per text, over every text of both files, `rounds` times each.
const texts = [
  ...CONTACT_EVASIONS.map((entry) => [entry.text, entry.names ?? []] as const),
  ...CONTACT_ORDINARY.map((entry) => [entry.text, entry.names ?? []] as const),
];
for (const [text, names] of texts) termsViolation(text, names); // warm up
const samples: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const [text, names] of texts) {
    const start = process.hrtime.bigint();
    termsViolation(text, names);
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
}
samples.sort((a, b) => a - b);
const quantile = (q: number) =>
  samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
console.log(
  `\nTime per text (${samples.length} checks): p50 ${quantile(0.5).toFixed(1)} µs, p99 ${quantile(0.99).toFixed(1)} µs, max ${quantile(1).toFixed(1)} µs`,
);
