// The caller's own side of a discovery request: the single or singles it looks as, with the
// caller's session read in the same statement when the route left it to the query (decision 085).
import type { DeferredSession } from '../../lib/authenticate';
import { UUID } from '../../lib/ids';
import { childNotFound } from '../../lib/not-found';
import type { prepareDiscoveryReads } from './discovery.repository';

export function createOwnReads(reads: ReturnType<typeof prepareDiscoveryReads>) {
  /**
   * The caller's single (404 when it is not the caller's, as requireOwnChild). With a deferred
   * session (decision 085) the session is read in the same statement and admitted first:
   * nothing, not even the 404, is said before it is found live.
   */
  const ownSingle = async (userId: string, childId: string, session?: DeferredSession) => {
    if (!UUID.test(childId)) {
      await session?.lookup();
      throw childNotFound();
    }
    if (!session) {
      const [row] = await reads.ownSingle.execute({ childId, userId });
      if (!row) throw childNotFound();
      return row;
    }
    const [row] = await reads.sessionAndOwnSingle.execute({
      sessionId: session.sessionId,
      childId,
      userId,
    });
    session.admit(row?.session);
    if (!row?.single) throw childNotFound();
    return row.single;
  };

  /** The account's singles' traits (the session admitted first, as above). */
  async function ownTraits(userId: string, session?: DeferredSession) {
    if (!session) return reads.ownTraits.execute({ userId });
    const rows = await reads.sessionAndOwnTraits.execute({ sessionId: session.sessionId, userId });
    session.admit(rows[0]?.session);
    return rows.flatMap(({ single }) => (single ? [single] : []));
  }

  /** The caller's single with its preference (the session admitted first, as above). */
  async function ownSingleWithPreference(
    userId: string,
    childId: string,
    session?: DeferredSession,
  ) {
    if (!UUID.test(childId)) {
      await session?.lookup();
      throw childNotFound();
    }
    if (!session) {
      const [row] = await reads.ownSingleWithPreference.execute({ childId, userId });
      if (!row) throw childNotFound();
      return row;
    }
    const [row] = await reads.sessionAndOwnSingleWithPreference.execute({
      sessionId: session.sessionId,
      childId,
      userId,
    });
    session.admit(row?.session);
    if (!row?.child) throw childNotFound();
    return { child: row.child, preference: row.preference };
  }

  return { ownSingle, ownTraits, ownSingleWithPreference };
}
