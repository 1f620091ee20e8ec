// Explore's pages over a large population: keyset anchors kept a minute, so a deep page seeks
// to the anchor before it instead of walking every row before it.
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { prepareDiscoveryReads } from './discovery.repository';
import { type Anchor, populationAnchorsQuery } from './explore.repository';
import { keyText, keyValues, type Viewer } from './population.repository';

/**
 * Explore pages through at most this many rows (page × limit): an OFFSET walks the index, so
 * depth costs time; nobody scrolls 10,000 profiles, and a deeper page is 400 `pageTooDeep`.
 */
export const EXPLORE_MAX_DEPTH = 10_000;

/** Explore keeps a keyset anchor every this many rows of each population (see explore). */
export const EXPLORE_ANCHOR_STEP = 100;
/** How long explore's anchors serve before they are walked again (in the background). */
export const EXPLORE_ANCHOR_MAX_AGE_MS = 60_000;

type ExplorePagerDeps = {
  db: Db;
  clock: Clock;
  reads: ReturnType<typeof prepareDiscoveryReads>;
  exploreAnchorStep: number;
  onBackgroundError?: (error: unknown) => void;
};

/** Answers explore's page rows for a viewer; keeps the anchors of each population it has seen. */
export function createExplorePager({
  db,
  clock,
  reads,
  exploreAnchorStep,
  onBackgroundError,
}: ExplorePagerDeps) {
  // Explore's keyset anchors per population (gender and genotype set, or everyone): a deep page
  // seeks to the anchor before it instead of walking every row before it. Kept a minute, then
  // served once more while they are walked again behind the answer.
  type Anchors = { list: Anchor[]; at: number; refreshing: boolean };
  const anchorsByKey = new Map<string, Anchors>();
  const anchorsLoading = new Map<string, Promise<Anchor[]>>();
  const walkAnchors = (viewer: Viewer) =>
    populationAnchorsQuery(db, viewer, exploreAnchorStep, EXPLORE_MAX_DEPTH);

  async function anchorsOf(viewer: Viewer): Promise<Anchor[]> {
    const key = keyText(keyValues(viewer));
    const entry = anchorsByKey.get(key);
    if (entry) {
      if (!entry.refreshing && clock.now().getTime() - entry.at > EXPLORE_ANCHOR_MAX_AGE_MS) {
        entry.refreshing = true;
        walkAnchors(viewer)
          .then((list) => {
            entry.list = list;
            entry.at = clock.now().getTime();
          })
          .catch((error: unknown) => onBackgroundError?.(error))
          .finally(() => {
            entry.refreshing = false;
          });
      }
      return entry.list;
    }
    let pending = anchorsLoading.get(key);
    if (!pending) {
      pending = walkAnchors(viewer).then((list) => {
        anchorsByKey.set(key, { list, at: clock.now().getTime(), refreshing: false });
        return list;
      });
      pending.finally(() => anchorsLoading.delete(key)).catch(() => {});
      anchorsLoading.set(key, pending);
    }
    return pending;
  }

  /**
   * One explore page. Page 1 onwards to the first anchor walk the index from the top; deeper,
   * the page starts at the anchor before its offset (exactly: the rows the viewer does not see
   * before the anchor are counted and put back, in the page's own statement), so page 1,000
   * reads ~100 index entries, not 9,000, in one round trip. Anchors up to a minute old place a
   * page as the list stood then (new singles arrive at the top), as any offset paging over a
   * changing list does.
   */
  return async function explorePageRows(viewer: Viewer, limit: number, offset: number) {
    const key = keyValues(viewer);
    const anchors = offset >= exploreAnchorStep ? await anchorsOf(viewer) : [];
    const j = Math.min(Math.floor(offset / exploreAnchorStep), anchors.length);
    const anchor = j > 0 ? anchors[j - 1]! : null;
    if (!anchor) {
      const params = { userId: viewer.userId, limit, offset };
      return 'gender' in key
        ? reads.explorePage.execute({ ...params, ...key })
        : reads.exploreAudiencePage.execute({ ...params, ...key });
    }
    // The statement adds the rows before the anchor that the viewer does not see.
    const params = {
      userId: viewer.userId,
      limit,
      offset: offset - j * exploreAnchorStep,
      anchorAt: anchor.createdAt,
      anchorId: anchor.id,
    };
    return 'gender' in key
      ? reads.explorePageFrom.execute({ ...params, ...key })
      : reads.exploreAudiencePageFrom.execute({ ...params, ...key });
  };
}
