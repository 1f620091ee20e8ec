// Likes and matches (product.md §3 'Like and match', §4, §7 /match/… rows; decisions 028, 030, 036, 039, 047).
import { z } from 'zod';
import { PAGE_SIZE_MAX } from './constants';
import { PageQuery, PublicProfile, pageLimit } from './discovery';
import { envelope, PageMeta, type PageWindow, pagedEnvelope } from './envelope';
import { LikeRef, LikeStatus } from './like-state';
import { LIKES_MESSAGES } from './likes-messages';
import { opaqueText } from './text-fields';

export { LIKES_MESSAGES, matchGuidance } from './likes-messages';

const Id = opaqueText({ error: LIKES_MESSAGES.id })
  .min(1, LIKES_MESSAGES.id)
  .max(64, LIKES_MESSAGES.id);

/** `POST /match/like/child/{id}` and `PUT /match/unlike/child/{id}`: the other single's id. */
export const LikeBody = z.object({ profile: Id });
export type LikeBody = z.infer<typeof LikeBody>;

/** `PUT /match/like/child/{id}`: a like received by single {id}, and the answer. */
export const LikeReactionBody = z.object({
  like: Id,
  reaction: z.enum(['accept', 'reject'], { error: LIKES_MESSAGES.reaction }),
});
export type LikeReactionBody = z.infer<typeof LikeReactionBody>;

/** `PUT /match/cancel/child/{id}`: the match (its match_id); the value is 'confirm' (product.md §4). */
export const CancelMatchBody = z.object({
  match: Id,
  action: z.literal('confirm', { error: LIKES_MESSAGES.action }),
});
export type CancelMatchBody = z.infer<typeof CancelMatchBody>;

/**
 * `GET /match/like/child/{id}/?type=given|received&page&limit` (newest first, live likes). A
 * client that does not page (the original client sends neither) gets the most a page holds.
 */
export const LikesQuery = PageQuery.safeExtend({
  type: z.enum(['given', 'received'], { error: LIKES_MESSAGES.type }),
  limit: pageLimit(PAGE_SIZE_MAX),
});
export type LikesQuery = z.output<typeof LikesQuery> & PageWindow;

/**
 * The other single on a like or the match: the card's fields, with the card's values (`about`
 * cut to 20 words), and beside them the rest of the public profile that `GET /recommendation/{id}`
 * answers (decisions 027, 020; DECISIONS.md 44): the original client fills its profile page from
 * the like item and the match, so a family deciding on a like sees height, weight, genotype and
 * the rest as stated. Never a name, birth month or year, e-mail, phone, guardian or wali; no
 * `compatibility` or `relation` (those belong to the profile view's viewer).
 */
export const OtherSingle = PublicProfile.omit({ compatibility: true, relation: true });
export type OtherSingle = z.infer<typeof OtherSingle>;

/** The other single on a like, with `_id` as product.md §3 names it. */
export const LikeCard = OtherSingle.extend({ _id: z.string() });
export type LikeCard = z.infer<typeof LikeCard>;

/** A like single {id} gave: `_id` is the like (unlike names `receiver.id` as its profile). */
export const GivenLike = z.object({
  _id: z.string(),
  status: LikeStatus,
  createdAt: z.iso.datetime(),
  /**
   * An acceptance waits for the woman's single's own yes (decision 084): the like stays
   * `pending` (the status enum is unchanged for older clients) and no one may answer it again.
   */
  awaitingHer: z.boolean(),
  receiver: LikeCard,
});
export type GivenLike = z.infer<typeof GivenLike>;

/** A like single {id} received: accept and reject name its `_id` as `like`. */
export const ReceivedLike = z.object({
  _id: z.string(),
  status: LikeStatus,
  createdAt: z.iso.datetime(),
  /**
   * An acceptance waits for the woman's single's own yes (decision 084): the like stays
   * `pending` (the status enum is unchanged for older clients) and no one may answer it again.
   */
  awaitingHer: z.boolean(),
  initiator: LikeCard,
});
export type ReceivedLike = z.infer<typeof ReceivedLike>;

/** A likes list's `meta`: the list's type beside what paging was applied. */
export const LikesMeta = PageMeta.extend({ type: z.enum(['given', 'received']) });
export type LikesMeta = z.infer<typeof LikesMeta>;

/**
 * `data` is the ARRAY of likes (product.md §7, decision 062: the original client reads `data.length`,
 * `.map`, `.find`), given or received as `meta.type` says; the paging is in `meta`.
 */
export const LikesPage = z.union([z.array(GivenLike), z.array(ReceivedLike)]);
export type LikesPage = z.infer<typeof LikesPage>;
export const LikesResponse = pagedEnvelope(LikesPage, LikesMeta);
export type LikesResponse = z.infer<typeof LikesResponse>;
/** @internal For the bench, which reads a received-likes page. */
export type ReceivedLikesResponse = Omit<LikesResponse, 'data'> & { data: ReceivedLike[] };

/** What a like, accept, reject or unlike answers: `data.message` (product.md §7) and the like. */
export const LikeActionResult = z.object({
  message: z.string(),
  like: LikeRef,
  /** The match an acceptance made (or found, on a replay); null otherwise. */
  match_id: z.string().nullable(),
});
export type LikeActionResult = z.infer<typeof LikeActionResult>;
export const LikeActionResponse = envelope(LikeActionResult);
export type LikeActionResponse = z.infer<typeof LikeActionResponse>;

/**
 * Shared only with the man's account, only while the match lasts (decisions 028, 061): the woman
 * single's wali when she names one (`isWali`; his phone may be unknown), else her guardian, the
 * account holder.
 */
export const MatchContact = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isWali: z.boolean(),
});
export type MatchContact = z.infer<typeof MatchContact>;

/** `GET /match/child/{id}`: the active match, or `data: null` (decision 036). */
export const Match = z.object({
  /** The other single: the card and the rest of the public profile (OtherSingle). */
  match: OtherSingle,
  match_id: z.string(),
  /** The woman's guardian's contact for the man's side; null for the woman's side. */
  contact: MatchContact.nullable(),
  /** One of MATCH_GUIDANCE, for this side. */
  guidance: z.string(),
  matchedAt: z.iso.datetime(),
});
export type Match = z.infer<typeof Match>;
export const MatchResponse = envelope(Match.nullable());
export type MatchResponse = z.infer<typeof MatchResponse>;

/**
 * `GET /match/interest` (no plan needed, decision 039): how many families have a pending like
 * to any of the caller's singles — for the upgrade page's '3 families are interested'.
 */
export const Interest = z.object({ received: z.number().int().nonnegative() });
export type Interest = z.infer<typeof Interest>;
export const InterestResponse = envelope(Interest);
export type InterestResponse = z.infer<typeof InterestResponse>;

/**
 * 'N families are interested' (decision 039); nothing to say for none.
 * @internal The spec's English: the web's catalog says it, and a test holds it to this.
 */
export const interestLine = (received: number): string | null =>
  received <= 0
    ? null
    : received === 1
      ? '1 family is interested'
      : `${received} families are interested`;
