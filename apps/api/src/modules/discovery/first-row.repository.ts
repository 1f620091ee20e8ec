// What a page says once, on its first row only (decision 092).
import { type AnyColumn, type GetColumnData, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { preferences } from '../../db/schema';
import type { SessionStanding } from '../../lib/authenticate';
import type { SESSION_STANDING } from '../auth';

/** The preference's columns a card's fit is worked out from: all but its id and timestamps. */
const {
  id: _id,
  createdAt: _created,
  updatedAt: _updated,
  ...fitPreferenceColumns
} = getTableColumns(preferences);

export { fitPreferenceColumns };

type Columns = Record<string, AnyColumn>;
/** Columns as the page's first row carries them: null on every other row. */
type OnFirstRow<T extends Columns> = { [K in keyof T]: SQL<GetColumnData<T[K]> | null> };
/** What those columns read on the page's first row: the columns' own values. */
type FirstRow<T extends Columns> = { [K in keyof T]: GetColumnData<T[K]> };

/**
 * Columns the page needs once, on its first row only (decision 092): every later row would
 * repeat them, and node-postgres and the mapper read each of them on each row: the single's
 * preference (26 columns, its arrays) and the caller's session were about a quarter of the
 * client's CPU for a page of nine.
 */
export function onFirstRow<T extends Columns>(first: SQL, columns: T): OnFirstRow<T> {
  const entries = Object.entries(columns).map(([key, column]) => [
    key,
    sql`case when ${first} then ${column} end`.mapWith(column),
  ]);
  return Object.fromEntries(entries) as OnFirstRow<T>;
}

/** Of the page's first row: the single's preference, or null when it has none. */
export function preferenceOfPage(
  row: { preference: { [K in keyof typeof fitPreferenceColumns]: unknown } } | undefined,
): FirstRow<typeof fitPreferenceColumns> | null {
  // `childId` is NOT NULL: when it is there, the row is the preference's own.
  return row?.preference.childId ? (row.preference as FirstRow<typeof fitPreferenceColumns>) : null;
}

/** Of the page's first row, read with the session (sessionAndPageOf): the caller's session. */
export function sessionOfPage(
  row: { session: { [K in keyof typeof SESSION_STANDING]: unknown } } | undefined,
): SessionStanding | undefined {
  // `userId` is NOT NULL: when it is there, the columns are the session row's own (inner
  // joins); a row that carries none is no session, and the request is refused on it.
  return row?.session.userId ? (row.session as SessionStanding) : undefined;
}
