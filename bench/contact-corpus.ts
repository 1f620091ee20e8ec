/**
 * The contact detector (@waliyy/contact-detector) against the contact-details corpus (decision 019):
 * recall on the evasions (any finding counts; the right kind is shown beside), overall, per
 * kind, per language and per class; false positives on the ordinary texts; the same for the
 * held-out and fresh corpora (texts written without sight of the detector) and the languages
 * corpus (Hausa, Yoruba, Arabic…); time per text; and the check of a whole profile (every Terms
 * field filled to its longest), p50/p99.
 *
 * Usage: npx tsx bench/contact-corpus.ts [rounds=50]   (or: npm run bench:contact)
 *   SHOW_MISSED=1 also lists every evasion that passes.
 */
import { findContact, findContactInFields, splitTermsErrors } from '@waliyy/contact-detector';
import {
  CONTACT_EVASIONS,
  CONTACT_ORDINARY,
  type ContactOrdinary,
  FRESH_EVASIONS,
  FRESH_ORDINARY,
  HELDOUT_EVASIONS,
  HELDOUT_ORDINARY,
  LANGUAGES_EVASIONS,
  LANGUAGES_ORDINARY,
} from '@waliyy/contact-detector/corpus';
import { profileSample, SAMPLE_NAMES } from '@waliyy/contact-detector/profile-sample';
import { percent, type Score, scoreCorpus, type Tally } from '@waliyy/contact-detector/score';

const rounds = Math.max(1, Number(process.argv[2] ?? 50));

function printTallies(title: string, tallies: Map<string, Tally>, sortByRecall = false): void {
  console.log(`  ${title}`);
  const rows = [...tallies.entries()];
  if (sortByRecall) rows.sort((a, b) => a[1].caught / a[1].total - b[1].caught / b[1].total);
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, tally] of rows) {
    if (sortByRecall && tally.caught === tally.total) continue;
    console.log(
      `    ${name.padEnd(width)}  ${String(tally.caught).padStart(3)}/${String(tally.total).padEnd(3)}  ${percent(tally.caught, tally.total).padStart(7)}`,
    );
  }
}

/** Recall and false alarms per language (corpus.ts's `languageOf`). */
function printLanguages(score: Score): void {
  console.log('  Per language (recall; false alarms)');
  const rows = [...score.perLanguage.entries()].sort((a, b) => a[0].localeCompare(b[0]));
  for (const [language, { evasions, refused }] of rows) {
    const recall = `${evasions.caught}/${evasions.total}`;
    const alarms = `${refused.caught}/${refused.total}`;
    console.log(
      `    ${language.padEnd(4)} ${recall.padStart(7)} ${percent(evasions.caught, evasions.total).padStart(7)};  ${alarms.padStart(7)} ${percent(refused.caught, refused.total).padStart(7)}`,
    );
  }
}

function report(title: string, score: Score): void {
  console.log(`\n${title}: ${score.evasions} evasions, ${score.ordinary} ordinary texts`);
  console.log(
    `  Recall: ${score.caught}/${score.evasions}  ${percent(score.caught, score.evasions)}`,
  );
  console.log(
    `  Refused as the right kind: ${score.rightKind}/${score.evasions}  ${percent(score.rightKind, score.evasions)}`,
  );
  printTallies('Per kind', score.perKind);
  printLanguages(score);
  printTallies('Classes below 100 %', score.perClass, true);
  console.log(
    `  False positives: ${score.falsePositives.length}/${score.ordinary}  ${percent(score.falsePositives.length, score.ordinary)}`,
  );
  for (const { entry, kind, text } of score.falsePositives) {
    console.log(
      `    [${entry.class}] ${kind} ${JSON.stringify(text)} in ${JSON.stringify(entry.text)}`,
    );
  }
  if (process.env.SHOW_MISSED) {
    for (const [name, tally] of score.perClass) {
      for (const text of tally.missed) console.log(`    missed [${name}] ${JSON.stringify(text)}`);
    }
  }
}

report('Development corpus', scoreCorpus(CONTACT_EVASIONS, CONTACT_ORDINARY));
report('Held-out corpus', scoreCorpus(HELDOUT_EVASIONS, HELDOUT_ORDINARY));
report('Fresh corpus', scoreCorpus(FRESH_EVASIONS, FRESH_ORDINARY));
report('Languages corpus', scoreCorpus(LANGUAGES_EVASIONS, LANGUAGES_ORDINARY));
report(
  'All four corpora',
  scoreCorpus(
    [...CONTACT_EVASIONS, ...HELDOUT_EVASIONS, ...FRESH_EVASIONS, ...LANGUAGES_EVASIONS],
    [...CONTACT_ORDINARY, ...HELDOUT_ORDINARY, ...FRESH_ORDINARY, ...LANGUAGES_ORDINARY],
  ),
);

function quantiles(samples: number[]): string {
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return `p50 ${at(0.5).toFixed(1)} µs, p99 ${at(0.99).toFixed(1)} µs, max ${at(1).toFixed(1)} µs`;
}

function time(run: () => void): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1000;
}

const texts = [
  ...CONTACT_EVASIONS,
  ...CONTACT_ORDINARY,
  ...LANGUAGES_EVASIONS,
  ...LANGUAGES_ORDINARY,
].map((e) => [e.text, e.names ?? []] as const);
for (const [text, names] of texts) findContact(text, names); // warm up
const perText: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const [text, names] of texts) perText.push(time(() => findContact(text, names)));
}
console.log(`\nTime per text (${perText.length} checks): ${quantiles(perText)}`);

/**
 * A whole profile's check, p50/p99, as the server runs it on a create: each field alone, then the
 * profile read whole (split details, decision 073). Every field is filled to its longest with the
 * development set's ordinary texts (mostly English), then with the languages set's (Hausa,
 * Yoruba, Arabic). Such a profile is ordinary text only, so a finding in it is a false alarm and
 * is printed.
 */
function timeProfiles(title: string, source: readonly ContactOrdinary[]): void {
  const profiles = Array.from({ length: 20 }, (_, i) => profileSample(i, source));
  const size = JSON.stringify(profiles[0]).length;
  const checkProfile = (profile: (typeof profiles)[number]) => {
    findContactInFields(profile, SAMPLE_NAMES);
    splitTermsErrors(profile);
  };
  for (const profile of profiles) {
    const found = findContactInFields(profile, SAMPLE_NAMES);
    if (Object.keys(found).length > 0)
      console.log(`  false alarm in a ${title} profile: ${JSON.stringify(found)}`);
    const split = splitTermsErrors(profile);
    if (split) console.log(`  split false alarm in a ${title} profile: ${JSON.stringify(split)}`);
  }
  for (let round = 0; round < 10; round += 1) {
    for (const profile of profiles) checkProfile(profile); // warm up
  }
  const perProfile: number[] = [];
  const perSplit: number[] = [];
  for (let round = 0; round < Math.max(10, rounds); round += 1) {
    for (const profile of profiles) {
      perProfile.push(time(() => checkProfile(profile)));
      perSplit.push(time(() => splitTermsErrors(profile)));
    }
  }
  console.log(
    `Whole profile, ${title} (13 fields filled to their longest, ~${Math.round(size / 1000)}k characters; ${perProfile.length} checks): ${quantiles(perProfile)} (target p99 ≤ 2000 µs)`,
  );
  console.log(`  of which the profile read whole (split details): ${quantiles(perSplit)}`);
}

timeProfiles('English', CONTACT_ORDINARY);
timeProfiles('Hausa, Yoruba, Arabic', LANGUAGES_ORDINARY);
