// EXPLAIN (ANALYZE, BUFFERS) of every query on discovery's request path, for discovery-api.ts.
import { ANY_PREFERENCE } from '@waliyy/contract/matching-preference';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { children, preferences, recommendations } from '../apps/api/src/db/schema';
import { sessionWithUserQuery } from '../apps/api/src/modules/auth/sessions.repository';
import { profileFromRow } from '../apps/api/src/modules/children/children.mapper';
import { findOwnChild } from '../apps/api/src/modules/children/children.repository';
import * as profileRepo from '../apps/api/src/modules/discovery/discovery.repository';
import {
  EXPLORE_ANCHOR_STEP,
  EXPLORE_MAX_DEPTH,
} from '../apps/api/src/modules/discovery/discovery.service';
import * as exploreRepo from '../apps/api/src/modules/discovery/explore.repository';
import type { Viewer } from '../apps/api/src/modules/discovery/population.repository';
import {
  buildRecommendationsSql,
  mergeArrivalsSql,
} from '../apps/api/src/modules/discovery/ranking.repository';
import * as recsRepo from '../apps/api/src/modules/discovery/recommendations.repository';
import { createRelationReads } from '../apps/api/src/modules/likes';
import { preferenceFromRow } from '../apps/api/src/modules/preferences/preferences.mapper';
import { findPreference } from '../apps/api/src/modules/preferences/preferences.repository';

/** Thrown to roll an EXPLAIN ANALYZE back (the rebuild's INSERT must not stay). */
class Rollback extends Error {}

export type Explain = { ms: number; seqScanOnChildren: boolean; plan: string };
export type BenchSingle = { id: string; user_id: string; gender: string; genotype: string };

/**
 * The plans of the request path's queries for one bench single (a man AA if there is one), each
 * run and rolled back; `run` false prepares the queries only (phase 4 left out by `--only`).
 */
export async function explainRequestPath(
  db: Database['db'],
  singles: BenchSingle[],
  candidates: { child_id: string; candidate_id: string }[],
  run: boolean,
): Promise<Record<string, Explain>> {
  const rows = async <T>(query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  const viewerSingle =
    singles.find((s) => s.gender === 'MALE' && s.genotype === 'AA') ?? singles[0]!;
  const viewer: Viewer = {
    userId: viewerSingle.user_id,
    single: { gender: viewerSingle.gender as 'MALE' | 'FEMALE', genotype: viewerSingle.genotype },
  };
  // No childId: the account's singles decide (decision 020) — a son AA and a daughter AS, both genders.
  const everyone: Viewer = {
    userId: viewerSingle.user_id,
    singles: [
      { gender: 'MALE', genotype: 'AA' },
      { gender: 'FEMALE', genotype: 'AS' },
    ],
  };
  const [session] = await rows<{ id: string }>(
    sql`select id from sessions where user_id = ${viewerSingle.user_id} limit 1`,
  );
  const someone = candidates.find((c) => c.child_id === viewerSingle.id)!.candidate_id;
  const now = new Date();
  const own = (await findOwnChild(db, viewerSingle.user_id, viewerSingle.id))!;
  const pref = await findPreference(db, viewerSingle.id);
  const build = buildRecommendationsSql({
    userId: viewerSingle.user_id,
    singleId: viewerSingle.id,
    profile: profileFromRow(own, now),
    preference: pref ? preferenceFromRow(pref) : null,
    now,
  });
  // decision 060: the same single with must-haves few candidates meet, so the list goes on with
  // the close section (its branch scans the widened age band): a rare country and a sect, and
  // one that nobody meets at all.
  const basePreference = pref ? preferenceFromRow(pref) : null;
  const strictBuild = (countries: string[], sects: string[]) =>
    buildRecommendationsSql({
      userId: viewerSingle.user_id,
      singleId: viewerSingle.id,
      profile: profileFromRow(own, now),
      preference: {
        ...(basePreference ?? ANY_PREFERENCE),
        countryOfResidence: countries,
        sect: sects,
      },
      now,
    });
  // decision 071: a list read after a whole day unread at 1,000 arrivals an hour merges ~12,000
  // of the other gender; they are stamped inside the EXPLAIN's transaction (rolled back).
  const DAY_OF_ARRIVALS = 12_000;
  const merge = mergeArrivalsSql({
    userId: viewerSingle.user_id,
    singleId: viewerSingle.id,
    profile: profileFromRow(own, now),
    preference: pref ? preferenceFromRow(pref) : null,
    now,
    since: 0,
    withClose: false,
  });
  const toSql = (q: { getSQL(): SQL }) => q.getSQL();
  const strictQueries: Record<string, SQL> = {
    'rebuild, must-haves few meet (the close section runs)': strictBuild(['Ireland'], ['SHIA']),
    'rebuild, must-haves nobody meets (all close)': strictBuild(['Antarctica'], []),
  };
  // Page 1000 (offset 8,991) starts at anchor 89 (8,900 rows before it), as the service does.
  const anchorsFor = new Map<Viewer, exploreRepo.Anchor>();
  for (const who of [viewer, everyone]) {
    const list = await exploreRepo.populationAnchorsQuery(
      db,
      who,
      EXPLORE_ANCHOR_STEP,
      EXPLORE_MAX_DEPTH,
    );
    anchorsFor.set(who, list[88]!);
  }
  const anchorOf = (who: Viewer) => anchorsFor.get(who)!;
  const queries: Record<string, SQL> = {
    // What authenticate runs on every request.
    session: toSql(sessionWithUserQuery(db, session?.id ?? viewerSingle.id)),
    'own single': toSql(
      db
        .select()
        .from(children)
        .where(and(eq(children.id, viewerSingle.id), eq(children.userId, viewerSingle.user_id)))
        .limit(1),
    ),
    'recommendations page 5 (with the list check and its count)': toSql(
      recsRepo.recommendationsPage(db, viewerSingle.id, viewerSingle.user_id, 9, 36, true),
    ),
    // What the route runs instead of the two above, in one round trip (decision 085).
    'recommendations page 5 with the session (the route, one statement)': toSql(
      recsRepo.sessionAndPageOf(
        db,
        session?.id ?? viewerSingle.id,
        viewerSingle.id,
        viewerSingle.user_id,
        9,
        36,
        recsRepo.maxMissesFor(true),
      ),
    ),
    'explore page 1 (childId)': toSql(exploreRepo.explorePage(db, viewer, 9, 0)),
    // What the route runs as a single's first pages, in one round trip (decision 093).
    'explore page 1 with the session and the own single (the route, one statement)': toSql(
      exploreRepo.sessionAndExplorePageOf(
        db,
        {
          sessionId: session?.id ?? viewerSingle.id,
          childId: viewerSingle.id,
          userId: viewerSingle.user_id,
        },
        9,
        0,
      ),
    ),
    'explore anchors (a minute per population)': toSql(
      exploreRepo.populationAnchorsQuery(db, viewer, EXPLORE_ANCHOR_STEP, EXPLORE_MAX_DEPTH),
    ),
    'explore page 1000 (childId), from its anchor': toSql(
      exploreRepo.explorePage(db, viewer, 9, 999 * 9 - 89 * EXPLORE_ANCHOR_STEP, anchorOf(viewer)),
    ),
    'explore page 1000 (no childId), from its anchor': toSql(
      exploreRepo.explorePage(
        db,
        everyone,
        9,
        999 * 9 - 89 * EXPLORE_ANCHOR_STEP,
        anchorOf(everyone),
      ),
    ),
    'explore page 1 (no childId: a Merge Append per gender)': toSql(
      exploreRepo.explorePage(db, everyone, 9, 0),
    ),
    'explore population count': toSql(exploreRepo.populationCountQuery(db, viewer)),
    'explore own in population': toSql(exploreRepo.ownInPopulationQuery(db, viewer)),
    'profile view': toSql(profileRepo.visibleProfile(db, viewer, someone)),
    // What the route runs as a single's view, in one round trip (decision 091).
    'profile view with the session, the own single and the likes (the route, one statement)': toSql(
      profileRepo.profileWithSessionOf(db, createRelationReads(db).rowsIn, {
        sessionId: session?.id ?? viewerSingle.id,
        childId: viewerSingle.id,
        userId: viewerSingle.user_id,
        profileId: sql`${someone}::uuid`,
      }),
    ),
    preference: toSql(
      db.select().from(preferences).where(eq(preferences.childId, someone)).limit(1),
    ),
    'rebuild (INSERT … SELECT, rolled back)': build,
    [`merge of a day's arrivals (${DAY_OF_ARRIVALS} stamped, rolled back)`]: merge,
    ...strictQueries,
  };
  const explains: Record<string, Explain> = {};
  for (const [name, query] of run ? Object.entries(queries) : []) {
    let plan = '';
    await db
      .transaction(async (tx) => {
        // The rebuild replaces the list (replaceList): its old rows go first, as there.
        if (name.startsWith('rebuild')) {
          for (const setting of recsRepo.BUILD_SETTINGS) await tx.execute(setting);
          await tx.delete(recommendations).where(eq(recommendations.childId, viewerSingle.id));
        }
        if (name.startsWith('merge')) {
          for (const setting of recsRepo.BUILD_SETTINGS) await tx.execute(setting);
          // The day's arrivals are the setup, not the statement measured: on a fresh seed of a
          // million, stamping them (their indexes and trigger) outlasts the pool's statement
          // limit, which then cancelled the whole bench. The limit comes back for the EXPLAIN.
          await tx.execute(sql`set local statement_timeout = 0`);
          await tx.execute(sql`
            update children set updated_at = now() where id in (
              select id from children where listed and gender <> ${viewerSingle.gender}
              order by id limit ${DAY_OF_ARRIVALS})`);
          await tx.execute(sql`analyze children`);
          await tx.delete(recommendations).where(eq(recommendations.childId, viewerSingle.id));
          await tx.execute(sql`reset statement_timeout`);
        }
        const result = (await tx.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as {
          rows: Record<string, string>[];
        };
        plan = result.rows.map((row) => Object.values(row)[0]).join('\n');
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
    explains[name] = { ms, seqScanOnChildren: /Seq Scan on children/.test(plan), plan };
  }
  return explains;
}
