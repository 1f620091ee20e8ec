// How the detector does on a corpus: recall on the evasions, false alarms on the ordinary texts,
// per kind and per class. Shared by the corpus test (which holds the thresholds) and the bench
// (which prints the figures). Not exported from the package index.
import { type ContactEvasion, type ContactOrdinary, languageOf } from './corpus';
import { findContact } from './index';

export type Tally = { caught: number; total: number; missed: string[] };

export type Score = {
  evasions: number;
  caught: number;
  rightKind: number;
  ordinary: number;
  falsePositives: { entry: ContactOrdinary; kind: string; text: string }[];
  perKind: Map<string, Tally>;
  perClass: Map<string, Tally>;
  /** Per language (corpus.ts's `languageOf`): evasions caught, ordinary texts refused. */
  perLanguage: Map<string, { evasions: Tally; refused: Tally }>;
};

/** @internal For the corpus test and the bench. */
export const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`;

function count(entry: Tally, caught: boolean, text: string): void {
  entry.total += 1;
  if (caught) entry.caught += 1;
  else entry.missed.push(text);
}

function tally(map: Map<string, Tally>, key: string, caught: boolean, text: string): void {
  const entry = map.get(key) ?? { caught: 0, total: 0, missed: [] };
  count(entry, caught, text);
  map.set(key, entry);
}

/** @internal For the corpus test and the bench. */
export function scoreCorpus(
  evasions: readonly ContactEvasion[],
  ordinary: readonly ContactOrdinary[],
): Score {
  const score: Score = {
    evasions: evasions.length,
    caught: 0,
    rightKind: 0,
    ordinary: ordinary.length,
    falsePositives: [],
    perKind: new Map(),
    perClass: new Map(),
    perLanguage: new Map(),
  };
  const language = (entry: ContactEvasion | ContactOrdinary) => {
    const key = languageOf(entry);
    const tallies = score.perLanguage.get(key) ?? {
      evasions: { caught: 0, total: 0, missed: [] },
      refused: { caught: 0, total: 0, missed: [] },
    };
    score.perLanguage.set(key, tallies);
    return tallies;
  };
  for (const entry of evasions) {
    const found = findContact(entry.text, entry.names ?? []);
    if (found) score.caught += 1;
    if (found?.kind === entry.kind) score.rightKind += 1;
    tally(score.perKind, entry.kind, !!found, entry.text);
    tally(score.perClass, entry.class, !!found, entry.text);
    count(language(entry).evasions, !!found, entry.text);
  }
  for (const entry of ordinary) {
    const found = findContact(entry.text, entry.names ?? []);
    if (found) score.falsePositives.push({ entry, kind: found.kind, text: found.text });
    // For ordinary texts "caught" counts the ones refused (false alarms), "missed" the rest.
    count(language(entry).refused, !!found, entry.text);
  }
  return score;
}
