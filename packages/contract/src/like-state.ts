// Where a like stands: shared by the likes contract and the public profile's relation
// (a module of its own so discovery.ts and likes.ts do not import each other).
import { z } from 'zod';

/**
 * A like's life (decision 047): pending → accepted | rejected | withdrawn | expired, and an
 * accepted like → ended when its match is cancelled. Pending and accepted are *live*: at most
 * one live like per ordered pair. Withdrawn, expired and ended stay as history and the pair may
 * like again; a rejection is final for that pair.
 */
export const LikeStatus = z.enum([
  'pending',
  'accepted',
  'rejected',
  'withdrawn',
  'expired',
  'ended',
]);
export type LikeStatus = z.infer<typeof LikeStatus>;

/** A like's id and where it stands, as the like actions answer it. */
export const LikeRef = z.object({ _id: z.string(), status: LikeStatus });
export type LikeRef = z.infer<typeof LikeRef>;

/**
 * On `GET /recommendation/{id}?childId=` (decision 046): where the viewer's single and this
 * profile stand — its like to them, theirs to it (live, or a final rejection), and whether the
 * two are matched — so the profile header shows the right buttons from the server's answer.
 */
/** A like on the relation; `awaitingHer`: accepted, waiting for her own yes (decision 084). */
const RelationLike = LikeRef.extend({ awaitingHer: z.boolean().optional() });

export const ProfileRelation = z.object({
  given: RelationLike.nullable(),
  received: RelationLike.nullable(),
  matched: z.boolean(),
});
export type ProfileRelation = z.infer<typeof ProfileRelation>;
