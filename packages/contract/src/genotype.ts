// Genotype safety (decision 042): a hard rule for recommendations, explore, profile views and
// likes. No zod here so the web can show the rule on any page without pulling a schema in.
import type { Genotype } from './options';

/**
 * - `at-risk`: a child could be born with sickle-cell disease — one partner carries S (AS, SS,
 *   SC) and the other carries S or C. Never suggested, never shown, never liked.
 * - `caution`: both carry C and neither S (AC×AC, AC×CC, CC×CC): a child could have
 *   haemoglobin C disease, which is usually mild. Allowed, with the caution on the profile.
 * - `compatible`: everything else (AA with anyone, and AC/CC with AA).
 */
export type GenotypePairing = 'compatible' | 'caution' | 'at-risk';

const CARRIES_S: ReadonlySet<string> = new Set(['AS', 'SS', 'SC']);
const CARRIES_C: ReadonlySet<string> = new Set(['AC', 'CC', 'SC']);

export const GENOTYPE_VALUES = [
  'AA',
  'AC',
  'AS',
  'SS',
  'CC',
  'SC',
] as const satisfies readonly Genotype[];

export function genotypePairing(a: string, b: string): GenotypePairing {
  const s = (g: string) => CARRIES_S.has(g);
  const sOrC = (g: string) => CARRIES_S.has(g) || CARRIES_C.has(g);
  if ((s(a) && sOrC(b)) || (s(b) && sOrC(a))) return 'at-risk';
  if (CARRIES_C.has(a) && CARRIES_C.has(b)) return 'caution';
  return 'compatible';
}

/** The genotypes a person of genotype `g` may be paired with (for `genotype = ANY(...)`). */
export function safeGenotypesFor(g: string): Genotype[] {
  return GENOTYPE_VALUES.filter((other) => genotypePairing(g, other) !== 'at-risk');
}

/** @internal The spec's English: the web's catalog says them, and a test holds it to these. */
export const GENOTYPE_MESSAGES = {
  compatible: 'Genotypes compatible',
  caution:
    'Both carry the C trait: a child could have haemoglobin C disease, which is usually mild. Speak with a doctor before going ahead.',
  asEntered: 'As entered — confirm with a lab test',
  filterNote:
    'Pairings whose children could be born with sickle-cell disease are never suggested, whatever you choose here.',
} as const;
