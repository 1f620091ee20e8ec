/** Sign-in sessions: opened at login, revoked at logout or a password change, looked up per request. */
import { and, eq, isNull, type Placeholder, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { sessions, users } from '../../db/schema';

export async function insertSession(db: Tx, id: string, userId: string, expiresAt: Date) {
  await db.insert(sessions).values({ id, userId, expiresAt });
}

/** Ends one session of the account (none when it is not that account's, or already ended). */
export async function revokeSession(db: Tx, id: string, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Tx, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * What a request is admitted on (lib/authenticate.ts SessionStanding): the session row and its
 * account's standing, from `sessions` joined to `users`. A route that reads them in its own
 * query (decision 085) selects these columns.
 */
export const SESSION_STANDING = {
  userId: sessions.userId,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
  suspendedAt: users.suspendedAt,
  role: users.role,
  lastActiveAt: users.lastActiveAt,
};

/** The session behind a token with its account's standing: one indexed lookup. */
export const sessionWithUserQuery = (db: Db, sessionId: string | Placeholder) =>
  db
    .select(SESSION_STANDING)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);

/**
 * That lookup as a prepared statement, for every protected request (built once; PostgreSQL
 * plans it once per connection).
 */
export function prepareSessionLookup(db: Db) {
  const query = withCompiledRows(
    sessionWithUserQuery(db, sql.placeholder('sessionId')).prepare('auth_session_with_user'),
  );
  return async (sessionId: string) => (await query.execute({ sessionId }))[0];
}
