import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import {
  type Account,
  createDiscoveryHarness,
  type DiscoveryHarness,
} from '../../test/discovery-fixtures';
import { createGuardian } from '../../test/factories';
import { profileFromRow } from '../children';
import type { ChildRow } from '../children/children.repository';
import { createRelationReads } from '../likes';
import { findPreference, preferenceFromRow } from '../preferences';
import { profileWithSessionOf, visibleProfile } from './discovery.repository';
import {
  explorePage,
  populationAnchorsQuery,
  populationCountQuery,
  sessionAndExplorePageOf,
} from './explore.repository';
import type { Viewer } from './population.repository';
import { mergeArrivalsSql, RECOMMENDATION_LIST_SIZE } from './ranking.repository';
import { maxMissesFor, recommendationsPage, sessionAndPageOf } from './recommendations.repository';

/** Enough singles that a sequential scan is never the cheap way by accident. */
const ROWS = 20_000;

// The planner's choice, read from EXPLAIN of the very queries the repository runs, on a table
// of 20,000 singles after VACUUM ANALYZE — no planner switches (enable_seqscan stays on).
describe('discovery: query plans', () => {
  let h: DiscoveryHarness;
  let me: Account;
  let man: ChildRow;
  let someone: string;

  const plan = async (query: SQL) => {
    const result = await h.database.db.execute(sql`explain ${query}`);
    const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
    return rows.map((row) => Object.values(row)[0]).join('\n');
  };

  beforeAll(async () => {
    h = await createDiscoveryHarness();
    me = await h.account();
    man = await h.single(me.userId, { gender: 'MALE', genotype: 'AA' });
    await h.preference(man.id, { minAge: 20, maxAge: 45 });
    const families: string[] = [];
    for (let i = 0; i < 20; i++) families.push((await createGuardian(h.database.db)).id);
    await h.database.db.execute(sql`
      insert into children (user_id, display_id, first_name, last_name, year_of_birth,
        month_of_birth, gender, genotype, height, weight, marital_status, has_children, is_smoker,
        is_drinker, has_addictions, citizenship, state, lga, country_of_residence,
        education_level, profession, employment_status, professional_plans,
        is_willing_to_relocate, is_a_revert, sect, belongs_to_islamic_organization,
        started_practicing_in, salat_pattern, description_of_islamic_practice, about,
        about_education_and_job, about_dressing, created_at, updated_at)
      select (${sql.param(families)}::uuid[])[1 + g % 20], 'WY-BULK' || g, 'Bulk', 'Row',
        2006 - g % 30, 1 + g % 12, case when g % 2 = 0 then 'FEMALE' else 'MALE' end,
        (array['AA','AS','AC','SS','CC','SC'])[1 + g % 6], 1.5 + (g % 40) / 100.0, 50 + g % 50,
        'SINGLE', g % 3 = 0, false, false, g % 7 = 0, 'Nigerian', 'Kano', 'Fagge', 'Nigeria',
        'BACHELORS', 'Teacher', 'EMPLOYED', 'Teaching for now.', g % 2 = 0, false, 'SUNNI',
        false, 'Since childhood', 'I pray 5 times daily', 'Quran every morning.',
        'Calm and kind, fond of books and long walks.', 'Graduated in 2018.', 'Modest.',
        now() - g * interval '1 minute', now()
      from generate_series(1, ${ROWS}::int) g`);
    await h.database.db.execute(sql`vacuum analyze children`);
    // Builds the man's stored list (the women of 20–45 far outnumber the cap).
    const res = await h.get(`/api/v1/parent/child/${man.id}/recommendations`, me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.totalCount).toBe(RECOMMENDATION_LIST_SIZE);
    // Other singles' lists too, as in real life (40 × 500 rows), so the key is selective.
    await h.database.db.execute(sql`
      insert into recommendation_lists (child_id, built_at, merged_xmin)
      select id, now(), pg_snapshot_xmin(pg_current_snapshot())::text::bigint from children
      where display_id like 'WY-BULK%' and gender = 'FEMALE' order by id limit 40`);
    await h.database.db.execute(sql`
      with candidates as (
        select array_agg(id) as ids from (
          select id from children where gender = 'MALE' order by id limit 500) c)
      insert into recommendations (child_id, candidate_id, score)
      select l.child_id, candidates.ids[p], 2000 - p
      from recommendation_lists l, candidates, generate_series(1, 500) p
      where l.child_id <> ${man.id}`);
    await h.database.db.execute(sql`vacuum analyze recommendations`);
    const [row] = (
      (await h.database.db.execute(
        sql`select id from children where display_id = 'WY-BULK4242'`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    someone = row!.id;
  });
  afterAll(() => h.close());

  const viewer = (): Viewer => ({
    userId: me.userId,
    single: { gender: 'MALE', genotype: 'AA' },
  });
  // Without childId, the account's singles: a son (AA) and a daughter (AS) — both genders.
  const account = (): Viewer => ({
    userId: me.userId,
    singles: [
      { gender: 'MALE', genotype: 'AA' },
      { gender: 'FEMALE', genotype: 'AS' },
    ],
  });

  it('keeps at most 500 per list, each candidate once', async () => {
    const result = await h.database.db.execute(
      sql`select count(*)::int as n, count(distinct candidate_id)::int as different
          from recommendations where child_id = ${man.id}`,
    );
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 500, different: 500 });
  });

  it('explore page 1000 with a single: the page ids from an index-only scan of children_explore_idx', async () => {
    const text = await plan(explorePage(h.database.db, viewer(), 9, 999 * 9).getSQL());
    expect(text).toMatch(/Index Only Scan using children_explore_idx on children/);
    expect(text).not.toMatch(/Seq Scan on children/);
  });

  it('explore with a single and the session (one statement), and from an anchor with its hidden count: index scans only (decision 093)', async () => {
    const db = h.database.db;
    const [session] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, me.userId));
    const ids = { sessionId: session!.id, childId: man.id, userId: me.userId };
    const first = await plan(sessionAndExplorePageOf(db, ids, 9, 0).getSQL());
    expect(first).toMatch(/Index Only Scan using children_explore_idx on children/);
    expect(first).not.toMatch(/Seq Scan on (children|sessions|users)/);
    const [anchor] = await populationAnchorsQuery(db, viewer(), 100, 10_000);
    const deep = await plan(explorePage(db, viewer(), 9, 50, anchor!).getSQL());
    expect(deep).toMatch(/Index Only Scan using children_explore_idx on children/);
    // The viewer's own and blocked accounts' singles before the anchor: the user_id index.
    expect(deep).toMatch(/children_user_id_idx/);
    expect(deep).not.toMatch(/Seq Scan on children/);
  });

  it("explore page 1000 without childId: a Merge Append of the two genders' index-only scans of children_explore_idx, no sort", async () => {
    const text = await plan(explorePage(h.database.db, account(), 9, 999 * 9).getSQL());
    expect(text).toMatch(/Merge Append/);
    expect(text.match(/Index Only Scan using children_explore_idx on children/g)).toHaveLength(2);
    expect(text).not.toMatch(/Seq Scan on children/);
    // The Merge Append's own "Sort Key" is its merge order; no Sort node sorts the population.
    expect(text).not.toMatch(/(^|->)\s*Sort {2}\(/m);
  });

  it('explore anchors without childId walk the same two index ranges in order', async () => {
    const text = await plan(populationAnchorsQuery(h.database.db, account(), 100, 10_000).getSQL());
    expect(text).toMatch(/Merge Append/);
    expect(text).not.toMatch(/Seq Scan on children/);
  });

  it('explore counts read the few population_counts rows, not children', async () => {
    for (const who of [viewer(), account()]) {
      const text = await plan(populationCountQuery(h.database.db, who).getSQL());
      expect(text).toMatch(/on population_counts/);
      expect(text).not.toMatch(/on children/);
    }
  });

  it('a recommendations page offsets through the listed entries of the stored list, then reads the cards by id; with the session too (decision 085)', async () => {
    const [session] = await h.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, me.userId));
    const db = h.database.db;
    for (const query of [
      recommendationsPage(db, man.id, me.userId, 9, 90, true),
      sessionAndPageOf(db, session!.id, man.id, me.userId, 9, 90, maxMissesFor(true)),
    ]) {
      const text = await plan(query.getSQL());
      // The entries in the index's own order, straight under the page's Limit: no sort.
      expect(text).toMatch(
        /Limit .*\n\s*->\s+Index (Only )?Scan using recommendations_listed_idx on recommendations/,
      );
      expect(text).toMatch(/Index Scan using children_pkey on children/);
      // Whether anyone arrived since the list last looked: one probe of the arrivals index.
      expect(text).toMatch(/Index (Only )?Scan using children_arrivals_idx on children/);
      expect(text).not.toMatch(/Seq Scan on (children|recommendations|sessions|users)/);
    }
  });

  it('a merge reads only those who arrived since the watermark, through children_arrivals_idx', async () => {
    const result = await h.database.db.execute(
      sql`select merged_xmin::text as since from recommendation_lists where child_id = ${man.id}`,
    );
    const [{ since }] = (result as unknown as { rows: { since: string }[] }).rows as [
      { since: string },
    ];
    const now = h.clock.now();
    const preference = await findPreference(h.database.db, man.id);
    const text = await plan(
      mergeArrivalsSql({
        userId: me.userId,
        singleId: man.id,
        profile: profileFromRow(man, now),
        preference: preference ? preferenceFromRow(preference) : null,
        now,
        since: Number(since),
        withClose: true,
      }),
    );
    // An index scan, or a bitmap scan of the same index when the planner expects many arrivals
    // (its statistics of a test database just written to vary from run to run): either way only
    // the singles stamped since the watermark are read, by the index's own condition.
    expect(text).toMatch(
      /(Index Scan using children_arrivals_idx on children|Bitmap Index Scan on children_arrivals_idx)/,
    );
    expect(text).toMatch(/Index Cond: \(\(gender = '[A-Z]+'::text\) AND \(arrived_xid >= /);
    expect(text).not.toMatch(/Seq Scan on children/);
  });

  it('a profile view reads one row by id', async () => {
    for (const who of [viewer(), account()]) {
      const text = await plan(visibleProfile(h.database.db, who, someone).getSQL());
      expect(text).toMatch(/Index Scan using children_pkey on children/);
      expect(text).not.toMatch(/Seq Scan on children/);
    }
  });

  it("the profile route's one statement (decision 091) reads each row by its key", async () => {
    const [session] = await h.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, me.userId))
      .limit(1);
    const query = profileWithSessionOf(h.database.db, createRelationReads(h.database.db).rowsIn, {
      sessionId: session!.id,
      childId: man.id,
      userId: me.userId,
      profileId: sql`${someone}::uuid`,
    });
    const text = await plan(query.getSQL());
    expect(text).toMatch(/Index Scan using sessions_pkey on sessions/);
    // The caller's single by its id or its account (PostgreSQL 17, PGlite's, takes the latter).
    expect(text).toMatch(/Index Scan using children_(pkey|user_id_idx) on children mine/);
    expect(text).toMatch(/Index Scan using children_pkey on children\b(?! mine)/);
    // The likes either way: the pair's index from each side, never the whole table.
    expect(text).toMatch(/likes_(initiator|receiver|live_pair)/);
    expect(text).not.toMatch(/Seq Scan on (children|likes|sessions|users|preferences)/);
  });
});
