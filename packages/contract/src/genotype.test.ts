import { describe, expect, it } from 'vitest';
import {
  GENOTYPE_VALUES,
  type GenotypePairing,
  genotypePairing,
  safeGenotypesFor,
} from './genotype';
import { GENOTYPES } from './options';

// All 21 unordered pairs, written out by hand from the rule: one partner carries S (AS, SS,
// SC) and the other S or C → at-risk (12 pairs); both carry C and neither S → caution (3);
// the rest (AA with anyone) → compatible (6).
const TABLE: [string, string, GenotypePairing][] = [
  ['AA', 'AA', 'compatible'],
  ['AA', 'AC', 'compatible'],
  ['AA', 'AS', 'compatible'],
  ['AA', 'SS', 'compatible'],
  ['AA', 'CC', 'compatible'],
  ['AA', 'SC', 'compatible'],
  ['AC', 'AC', 'caution'],
  ['AC', 'AS', 'at-risk'],
  ['AC', 'SS', 'at-risk'],
  ['AC', 'CC', 'caution'],
  ['AC', 'SC', 'at-risk'],
  ['AS', 'AS', 'at-risk'],
  ['AS', 'SS', 'at-risk'],
  ['AS', 'CC', 'at-risk'],
  ['AS', 'SC', 'at-risk'],
  ['SS', 'SS', 'at-risk'],
  ['SS', 'CC', 'at-risk'],
  ['SS', 'SC', 'at-risk'],
  ['CC', 'CC', 'caution'],
  ['CC', 'SC', 'at-risk'],
  ['SC', 'SC', 'at-risk'],
];

describe('genotype pairing', () => {
  it('covers every unordered pair of the option list once', () => {
    const values = GENOTYPES.map((o) => o.value);
    expect([...GENOTYPE_VALUES].sort()).toEqual([...values].sort());
    const keys = new Set(TABLE.map(([a, b]) => [a, b].sort().join('×')));
    expect(keys.size).toBe(21);
  });

  it.each(TABLE)('%s × %s is %s, in either order', (a, b, expected) => {
    expect(genotypePairing(a, b)).toBe(expected);
    expect(genotypePairing(b, a)).toBe(expected);
  });

  it('counts 12 at-risk, 3 caution and 6 compatible pairs', () => {
    const count = (kind: GenotypePairing) => TABLE.filter(([, , k]) => k === kind).length;
    expect([count('at-risk'), count('caution'), count('compatible')]).toEqual([12, 3, 6]);
  });

  it('lists the safe partners of each genotype', () => {
    expect(safeGenotypesFor('AA')).toEqual(['AA', 'AC', 'AS', 'SS', 'CC', 'SC']);
    expect(safeGenotypesFor('AS')).toEqual(['AA']);
    expect(safeGenotypesFor('SS')).toEqual(['AA']);
    expect(safeGenotypesFor('SC')).toEqual(['AA']);
    expect(safeGenotypesFor('AC')).toEqual(['AA', 'AC', 'CC']);
    expect(safeGenotypesFor('CC')).toEqual(['AA', 'AC', 'CC']);
  });
});
