// Who may be discovered at all: the population keys and THE hard rules every discovery read
// (recommendations, explore, profile views, likes) is built on, and the columns a card shows.
import { GENOTYPE_VALUES, safeGenotypesFor } from '@waliyy/contract';
import {
  type AnyColumn,
  and,
  desc,
  type GetColumnData,
  is,
  Placeholder,
  SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { blocks, children } from '../../db/schema';

type Gender = 'MALE' | 'FEMALE';
/** What the hard rules need of a single: its gender and genotype. */
export type Traits = { gender: Gender; genotype: string };

/**
 * Who is looking: the account, and either the single it is looking for (its active single) or —
 * when the request names none — all of its own singles: then a profile is shown when it passes
 * the hard rules for at least one of them (decision 020).
 */
export type Viewer = { userId: string } & ({ single: Traits } | { singles: readonly Traits[] });

export const oppositeGender = (gender: Gender): Gender => (gender === 'MALE' ? 'FEMALE' : 'MALE');

/**
 * A value, the placeholder of a prepared query that binds it at each execution, or an
 * expression of the statement itself (a column of the viewer's own single, decision 091).
 */
export type Bind<T> = T | Placeholder | SQL;
export const bind = <T>(value: Bind<T>): SQL | Placeholder =>
  is(value, Placeholder) || is(value, SQL) ? value : sql`${sql.param(value)}`;

/** Whom one single may be shown: the opposite gender, and the genotypes safe with its own. */
export type SingleKey = { gender: Bind<Gender>; genotypes: Bind<readonly string[]> };
/**
 * Whom any of an account's singles may be shown: per gender, the genotypes safe with at least
 * one of its singles of the other gender (empty: none of that gender). The hard rules other than
 * gender and genotype (listed, blocks, the account's own) do not depend on the single, so a
 * profile passes them all for one of the singles exactly when it passes this.
 */
export type AudienceKey = { men: Bind<readonly string[]>; women: Bind<readonly string[]> };
export type PopulationKey = SingleKey | AudienceKey;
export const isSingleKey = (key: PopulationKey): key is SingleKey => 'gender' in key;

/** The genotypes safe with at least one of `genotypes`, in GENOTYPE_VALUES order. */
const safeWithAny = (genotypes: string[]) => {
  const safe = new Set(genotypes.flatMap((g) => safeGenotypesFor(g)));
  return GENOTYPE_VALUES.filter((g) => safe.has(g));
};

/** The population key's values for this viewer (what the prepared queries bind). */
export function keyValues(viewer: Viewer): SingleKeyValues | AudienceKeyValues {
  if ('single' in viewer) {
    return {
      gender: oppositeGender(viewer.single.gender),
      genotypes: safeGenotypesFor(viewer.single.genotype),
    };
  }
  const of = (gender: Gender) =>
    safeWithAny(viewer.singles.filter((s) => s.gender === gender).map((s) => s.genotype));
  return { men: of('FEMALE'), women: of('MALE') };
}
export type SingleKeyValues = { gender: Gender; genotypes: string[] };
export type AudienceKeyValues = { men: string[]; women: string[] };
export const keyOf = (viewer: Viewer): PopulationKey => keyValues(viewer);
/** A population key as text, for caching what depends on the population alone. */
export const keyText = (key: SingleKeyValues | AudienceKeyValues) =>
  'gender' in key ? `${key.gender}:${key.genotypes.join(',')}` : `M:${key.men}|F:${key.women}`;

/** The population keys of the prepared queries: bound at execution. */
export const BOUND_KEY: SingleKey = {
  gender: sql.placeholder('gender'),
  genotypes: sql.placeholder('genotypes'),
};
/**
 * safeGenotypesFor as an expression on a genotype column: `case … when 'AS' then
 * '{AA,AC}'::text[] … end`, written out from the contract's table (constants, so literals: no
 * parameter to bind and nothing to parse on each execution).
 */
const safeGenotypesOf = (genotype: SQLWrapper) => {
  const literal = (g: string) => {
    if (!/^[A-Z]+$/.test(g)) throw new Error(`not a genotype: ${g}`);
    return g;
  };
  const branches = GENOTYPE_VALUES.map(
    (g) => `when '${literal(g)}' then '{${safeGenotypesFor(g).map(literal).join(',')}}'::text[]`,
  );
  return sql`(case ${genotype} ${sql.raw(branches.join(' '))} end)`;
};
/**
 * The key of a single read in the same statement (its columns, decision 091): the other gender,
 * and the genotypes safe with its own, from safeGenotypesFor's table — so the rules stay
 * written once, in the contract. A single missing from the statement's join: nobody.
 */
export const keyOfColumns = (single: { gender: SQLWrapper; genotype: SQLWrapper }): SingleKey => ({
  gender: sql`(case ${single.gender} when 'MALE' then 'FEMALE' when 'FEMALE' then 'MALE' end)`,
  genotypes: safeGenotypesOf(single.genotype),
});
export const BOUND_AUDIENCE: AudienceKey = {
  men: sql.placeholder('men'),
  women: sql.placeholder('women'),
};

/** `gender = g and genotype = any(genotypes)` on `table`. */
export const genderAndGenotype = (table: SQL, gender: SQL, genotypes: Bind<readonly string[]>) => {
  const column = (name: string) => sql`${table}.${sql.identifier(name)}`;
  return sql`${column('gender')} = ${gender} and ${column('genotype')} = any(${bind(genotypes)}::text[])`;
};
/** An audience's branches: the gender as a constant, so each is its own index range. */
export const MEN = sql`'MALE'`;
export const WOMEN = sql`'FEMALE'`;

/**
 * Who may be discovered at all, whoever looks: listed singles (the account is not suspended,
 * the single not paused) of the key's gender with a genotype not at risk (decision 042). Shared
 * by viewers, so explore counts it once per key.
 */
export function populationRules(key: PopulationKey, table: SQL = sql`${children}`): SQL[] {
  const listed = sql`${table}.${sql.identifier('listed')}`;
  if (isSingleKey(key)) {
    return [listed, genderAndGenotype(table, sql`${bind(key.gender)}`, key.genotypes)];
  }
  return [
    listed,
    sql`((${genderAndGenotype(table, MEN, key.men)}) or (${genderAndGenotype(table, WOMEN, key.women)}))`,
  ];
}

/**
 * The accounts on the other side of a block with the viewer's account, either way (decision 012):
 * whom it blocked and who blocked it. Both halves are index scans (blocks_user_blocked_idx,
 * blocks_blocked_user_idx); the planner hashes the few ids once per query (a hashed SubPlan), so
 * a page's index-only scan tests each candidate's user_id against a hash, not a probe per row.
 */
export const blockedAccounts = (userId: Bind<string>) =>
  sql`(select ${blocks.blockedUserId} from ${blocks} where ${blocks.userId} = ${bind(userId)}
    union all select ${blocks.userId} from ${blocks} where ${blocks.blockedUserId} = ${bind(userId)})`;

/** Neither the viewer's own singles nor those of an account blocked either way (decision 012). */
export const notOwnNorBlocked = (userId: Bind<string>): SQL[] => [
  sql`${children.userId} <> ${bind(userId)}`,
  sql`${children.userId} not in ${blockedAccounts(userId)}`,
];

/**
 * THE hard rules of every discovery read — recommendations (with the age range on top, in
 * ranking.repository.ts), explore and profile views (decisions 030, 042, 043): the population
 * above, minus the viewer's own singles and every single of an account blocked either way
 * (decision 012). Likes (likes/likes-steps.repository likeChecks) use the same rules, so a like
 * is refused too.
 */
export function hardRulesOf(key: PopulationKey, userId: Bind<string>): SQL {
  return and(...populationRules(key), ...notOwnNorBlocked(userId))!;
}
export const hardRules = (viewer: Viewer): SQL => hardRulesOf(keyOf(viewer), viewer.userId);

/**
 * The population's rows (id and created_at) that pass `extra` too, for reading newest first.
 * One single's key: one index range (children_explore_idx, gender first). An account's: one
 * ordered range per gender joined by UNION ALL, so that the ordering and LIMIT above run over a
 * Merge Append of the two index-only scans — never a sort of the population.
 */
export function populationRows(db: Tx, key: PopulationKey, extra: SQL[]) {
  const rows = (where: SQL[]) =>
    db
      .select({ id: children.id, createdAt: children.createdAt })
      .from(children)
      .where(and(...where));
  if (isSingleKey(key)) return rows([...populationRules(key), ...extra]);
  // Each branch ordered itself: a branch with a WHERE is not flattened into the union, and only
  // its own ORDER BY keeps the index's order visible to the Merge Append above.
  const ordered = (where: SQL[]) =>
    rows(where).orderBy(desc(children.createdAt), desc(children.id));
  const listed = sql`${children.listed}`;
  // The genotype is tested on the index's rows (a filter), not made an index condition: on
  // PostgreSQL before 17 an `= any(array)` condition on a column after the ordering columns
  // makes the scan unordered, and the planner then sorts the gender's whole population.
  const branch = (gender: SQL, genotypes: Bind<readonly string[]>) => [
    listed,
    sql`${children.gender} = ${gender}`,
    sql`(${children.genotype} || '') = any(${bind(genotypes)}::text[])`,
  ];
  return unionAll(
    ordered([...branch(MEN, key.men), ...extra]),
    ordered([...branch(WOMEN, key.women), ...extra]),
  );
}

/** What a profile card needs (product.md §3 Profile card), nothing more. */
export const cardColumns = {
  id: children.id,
  displayId: children.displayId,
  yearOfBirth: children.yearOfBirth,
  monthOfBirth: children.monthOfBirth,
  lga: children.lga,
  countryOfResidence: children.countryOfResidence,
  about: children.about,
  profession: children.profession,
  gender: children.gender,
  // The checks passed (decision 083): the card says only whether, never when.
  phoneVerified: children.phoneVerified,
  singleConfirmedAt: children.singleConfirmedAt,
  genotypeCheckedAt: children.genotypeCheckedAt,
};

/**
 * What the viewer's own single is read as for a profile (decision 093): its id and traits (the
 * hard rules, the likes between the two) and what the other family's preferences are checked
 * against (the contract's MatchableProfile) — not the whole row, which the answer never shows.
 */
const OWN_SIDE_KEYS = [
  'id',
  'gender',
  'genotype',
  'yearOfBirth',
  'monthOfBirth',
  'height',
  'weight',
  'maritalStatus',
  'educationLevel',
  'employmentStatus',
  'countryOfResidence',
  'citizenship',
  'isWillingToRelocate',
  'salatPattern',
  'sect',
  'hasChildren',
  'isARevert',
  'isSmoker',
  'isDrinker',
  'hasAddictions',
] as const satisfies readonly (keyof typeof children.$inferSelect)[];
type OwnSideKey = (typeof OWN_SIDE_KEYS)[number];
export const ownSideColumns = <T extends Record<OwnSideKey, AnyColumn>>(table: T) =>
  Object.fromEntries(OWN_SIDE_KEYS.map((key) => [key, table[key]])) as Pick<T, OwnSideKey>;
/** The viewer's own single as ownSideColumns reads it. */
export type OwnSideRow = Pick<typeof children.$inferSelect, OwnSideKey>;

/** What a recommended card's fit to the single's must-haves is worked out from (decision 060). */
export const fitColumns = {
  genotype: children.genotype,
  height: children.height,
  weight: children.weight,
  maritalStatus: children.maritalStatus,
  educationLevel: children.educationLevel,
  employmentStatus: children.employmentStatus,
  citizenship: children.citizenship,
  salatPattern: children.salatPattern,
  sect: children.sect,
};

/** What a card is made from (both pages' rows carry it, and a count besides). */
export type CardRow = { [K in keyof typeof cardColumns]: GetColumnData<(typeof cardColumns)[K]> };
/** What a recommended card's fit is made from, beside its card. */
export type FitRow = { [K in keyof typeof fitColumns]: (typeof fitColumns)[K]['_']['data'] };
