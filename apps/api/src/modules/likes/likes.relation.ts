import type { ProfileRelation } from '@waliyy/contract';
import type { Db } from '../../db/client';
import { prepareRelationRead } from './likes.repository';

/**
 * Where the viewer's single and a profile stand (decision 046), for discovery's profile view:
 * one prepared read. An accepted like exists exactly while the two are matched.
 */
export function createRelationReader(db: Db) {
  const read = prepareRelationRead(db);
  return async (childId: string, profileId: string): Promise<ProfileRelation> => {
    const rows = await read.execute({ childId, profileId });
    const given = rows.find((r) => r.initiatorId === childId);
    const received = rows.find((r) => r.initiatorId !== childId);
    // Accepted, and waiting for her own yes (decision 084): no family answers it again.
    const ref = (r: (typeof rows)[number]) => ({
      _id: r.id,
      status: r.status,
      awaitingHer: r.status === 'pending' && r.awaitingHerSince !== null,
    });
    return {
      given: given ? ref(given) : null,
      received: received ? ref(received) : null,
      matched: rows.some((r) => r.status === 'accepted'),
    };
  };
}
