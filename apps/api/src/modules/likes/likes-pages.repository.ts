// A page of likes with its caller in one statement (decision 086, "The last tenth of the mixed
// journey"): the session, the caller's own single and plan (the caller statement of
// likes-steps.repository) and the page itself, as decision 085 folds the recommendations page.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { children, likes, sessions, users } from '../../db/schema';
import { callerColumns } from './likes-steps.repository';
import { other, otherProfile } from './singles.repository';

const ph = sql.placeholder;

/**
 * The caller and a page of its single's live likes, given or received, newest first, each with
 * the other single's public profile (DECISIONS.md 44): one row per like of the page, each
 * carrying the session's standing, the caller's single (null when not the caller's) and whether
 * a plan runs at `now`; a single row with `likeId` (and `profile`) null when the page is empty (or the single not
 * the caller's), none when the session row is gone. A single whose account is suspended (its
 * singles unlisted) drops out. Each like carries the total of the list (`count(*) over ()`
 * before the limit); past the end there is no like to carry it (countLikes then).
 * The page is read before the plan is known to run: a caller without one is refused on the row
 * and the page is dropped unread by anyone — one statement either way.
 */
export function prepareCallerAndPages(db: Db) {
  const page = (type: 'given' | 'received') => {
    const mine = type === 'given' ? likes.initiatorId : likes.receiverId;
    const theirs = type === 'given' ? likes.receiverId : likes.initiatorId;
    // The page's likes alone, limit and offset applied, in a lateral subquery on the caller's
    // single; the profiles only then, by primary key (the same snapshot: `listed` holds).
    const them = alias(children, 'them');
    const entries = db
      .select({
        likeId: likes.id,
        status: likes.status,
        createdAt: likes.createdAt,
        awaitingHer: sql<boolean>`${likes.awaitingHerSince} is not null`.as('awaiting_her'),
        otherId: sql<string>`${theirs}`.as('other_id'),
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(likes)
      .innerJoin(them, eq(them.id, theirs))
      .where(
        and(
          eq(mine, children.id),
          sql`${likes.status} in ('pending', 'accepted')`,
          sql`${them.listed}`,
        ),
      )
      .orderBy(desc(likes.createdAt), desc(likes.id))
      .limit(ph('limit') as unknown as number)
      .offset(ph('offset') as unknown as number)
      .as('entries');
    return withCompiledRows(
      db
        .select({
          ...callerColumns,
          // Null together when the page has no like (left-joined).
          likeId: entries.likeId,
          status: entries.status,
          createdAt: entries.createdAt,
          awaitingHer: entries.awaitingHer,
          total: entries.total,
          profile: otherProfile,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(
          children,
          sql`${children.id} = ${ph('childId')}::uuid and ${children.userId} = ${ph('userId')}`,
        )
        .leftJoinLateral(entries, sql`true`)
        .leftJoin(other, eq(other.id, entries.otherId))
        .where(eq(sessions.id, ph('sessionId')))
        .orderBy(desc(entries.createdAt), desc(entries.likeId))
        .prepare(`likes_caller_page_${type}`),
    );
  };
  return { given: page('given'), received: page('received') };
}
