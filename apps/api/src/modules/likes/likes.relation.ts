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
    return {
      given: given ? { _id: given.id, status: given.status } : null,
      received: received ? { _id: received.id, status: received.status } : null,
      matched: rows.some((r) => r.status === 'accepted'),
    };
  };
}
