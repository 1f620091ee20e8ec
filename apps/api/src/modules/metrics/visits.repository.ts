import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteVisits } from '../../db/schema';
import { OTHER_PATHS } from './visit-path';

/**
 * Distinct paths one day may hold; past it new paths are counted under OTHER_PATHS. The app has
 * a few dozen pages, so only a client inventing paths meets it, and the table then grows by at
 * most this many rows a day.
 */
export const MAX_PATHS_PER_DAY = 500;

const addOne = (db: Db, day: string, path: string) =>
  db
    .insert(siteVisits)
    .values({ day, path, visits: 1 })
    .onConflictDoUpdate({
      target: [siteVisits.day, siteVisits.path],
      set: { visits: sql`${siteVisits.visits} + 1` },
    });

/** One more visit of `path` on `day` ('YYYY-MM-DD', UTC). */
export async function countVisit(db: Db, day: string, path: string) {
  const known = await db
    .update(siteVisits)
    .set({ visits: sql`${siteVisits.visits} + 1` })
    .where(and(eq(siteVisits.day, day), eq(siteVisits.path, path)))
    .returning({ visits: siteVisits.visits });
  if (known.length > 0) return;
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(siteVisits)
    .where(eq(siteVisits.day, day));
  await addOne(db, day, (row?.n ?? 0) < MAX_PATHS_PER_DAY ? path : OTHER_PATHS);
}
