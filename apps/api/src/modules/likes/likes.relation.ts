import type { ProfileRelation } from '@waliyy/contract';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareRelationRead, type RelationRow, relationRowsIn } from './likes.repository';

/** Where the viewer's single and a profile stand (decision 046), from the likes between them. */
export function relationFromRows(childId: string, rows: readonly RelationRow[]): ProfileRelation {
  const given = rows.find((r) => r.initiatorId === childId);
  const received = rows.find((r) => r.initiatorId !== childId);
  // Accepted, and waiting for her own yes (decision 084): no family answers it again.
  const ref = (r: RelationRow) => ({
    _id: r.id,
    status: r.status,
    awaitingHer: r.status === 'pending' && r.awaitingHerSince !== null,
  });
  return {
    given: given ? ref(given) : null,
    received: received ? ref(received) : null,
    matched: rows.some((r) => r.status === 'accepted'),
  };
}

/**
 * The relation for discovery's profile view: read alone (one prepared statement), or its likes
 * read inside discovery's own statement (`rowsIn`, decision 091) and made a relation by
 * `fromRows`. An accepted like exists exactly while the two are matched.
 */
export function createRelationReads(db: Db) {
  const read = prepareRelationRead(db);
  return {
    of: async (childId: string, profileId: string): Promise<ProfileRelation> =>
      relationFromRows(childId, await read.execute({ childId, profileId })),
    rowsIn: (childId: SQL | Placeholder, profileId: SQL | Placeholder) =>
      relationRowsIn(childId, profileId),
    fromRows: relationFromRows,
  };
}
