import { z } from 'zod';
import { ChildProfile } from './children';
import { PAGE_SIZE, PAGE_SIZE_MAX } from './constants';
import { numberFromText } from './digits';
import { DISCOVERY_MESSAGES } from './discovery-messages';
import { envelope, type PageWindow, pagedEnvelope } from './envelope';
import { ProfileRelation } from './like-state';
import { MUST_HAVE_KEYS, RECOMMENDATION_SECTIONS } from './matching';
import { Gender } from './options';
import { Verification } from './verification';

export { DISCOVERY_MESSAGES } from './discovery-messages';

/** A numeric string in any digits (decision 074) is its number. */
const toInt = numberFromText;

/**
 * `?limit`: any whole number of 1 or more; above PAGE_SIZE_MAX it is answered as PAGE_SIZE_MAX
 * (PageQuery clamps it, decisions 048, 062) — the original client asks for 1000.
 */
export const pageLimit = (fallback: number = PAGE_SIZE) =>
  z
    .preprocess(
      toInt,
      z.int({ error: DISCOVERY_MESSAGES.limit }).min(1, DISCOVERY_MESSAGES.limit).default(fallback),
    )
    .meta({
      description: `Items per page; above ${PAGE_SIZE_MAX} it is answered as ${PAGE_SIZE_MAX} (meta.limit and meta.requestedLimit say so).`,
    });

/**
 * Clamps the limit once every field is parsed, keeping what was asked as `requestedLimit` for
 * the answer's meta (an overwrite keeps PageQuery an object that others extend).
 */
const clampLimit = <T extends { limit: number }>(query: T): T =>
  query.limit <= PAGE_SIZE_MAX
    ? query
    : Object.assign({}, query, { limit: PAGE_SIZE_MAX, requestedLimit: query.limit });

/**
 * `?page&limit` (decision 048: offset = (page − 1) × limit; 9 by default; a limit above 100 is
 * answered as 100, decision 062). Its output carries `requestedLimit` only when it clamped.
 */
export const PageQuery = z
  .object({
    page: z.preprocess(
      toInt,
      z.int({ error: DISCOVERY_MESSAGES.page }).min(1, DISCOVERY_MESSAGES.page).default(1),
    ),
    limit: pageLimit(),
  })
  .overwrite(clampLimit);
export type PageQuery = z.output<typeof PageQuery> & PageWindow;

/**
 * GET /parent/child/{id}/recommendations?page&limit&include — the singles who meet every
 * must-have; `include=close` adds the "close to your preferences" section after them (decision
 * 060). A client that does not ask (the original web client) gets must-have matches only
 * (decision 044 of the shared decisions, docs/decisions/071).
 */
export const RecommendationsQuery = PageQuery.extend({
  include: z.enum(['close'], { error: DISCOVERY_MESSAGES.include }).optional(),
});
export type RecommendationsQuery = z.output<typeof RecommendationsQuery> & PageWindow;

/** GET /parent/?page&limit&childId — explore; with childId, the opposite gender of that single. */
export const ExploreQuery = PageQuery.extend({
  childId: z.uuid({ error: DISCOVERY_MESSAGES.childId }).optional(),
});
export type ExploreQuery = z.output<typeof ExploreQuery> & PageWindow;

/** GET /recommendation/{id}?childId — the viewer's active single (decision 046). */
export const PublicProfileQuery = z.object({
  childId: z.uuid({ error: DISCOVERY_MESSAGES.childId }).optional(),
});

/**
 * A profile card (product.md §3 'Profile card') through the public projection (decision 027): no
 * first name — the web shows `displayId`, or 'Waliyy User'. `about` is cut to 20 words.
 */
export const ProfileCard = z.object({
  id: z.string(),
  displayId: z.string(),
  age: z.number().int(),
  lga: z.string(),
  countryofResidence: z.string(),
  about: z.string(),
  profession: z.string(),
  gender: Gender,
  /** Which of the three checks this single has passed (decision 083): only true or false. */
  verification: Verification,
});
export type ProfileCard = z.infer<typeof ProfileCard>;

/**
 * One must-have of the viewing single's preference (decision 060) and the candidate's value for
 * it: `age` in whole years, `height` in metres, `weight` in kilograms, the others the stored
 * option value ('DIVORCED', 'Ghana', 'SUNNI'). The web words it ("Lives in Ghana").
 */
export const MustHave = z.object({
  key: z.enum(MUST_HAVE_KEYS),
  value: z.union([z.string(), z.number()]),
});
export type MustHave = z.infer<typeof MustHave>;

/**
 * How a recommended card stands against its single's must-haves: `preferred` met every one when
 * the list was built; `close` ("Close to your preferences", listed after the preferred ones only
 * when fewer than a page of them exist) missed one or two. The section is the list's own for its
 * day; `meets` and `differs` say how the profile stands now (a candidate may edit it meanwhile).
 */
export const RecommendationFit = z.object({
  section: z.enum(RECOMMENDATION_SECTIONS),
  meets: z.array(MustHave),
  differs: z.array(MustHave),
});
export type RecommendationFit = z.infer<typeof RecommendationFit>;

/** A recommended card: a profile card and its fit to the single's must-haves. */
export const RecommendationCard = ProfileCard.extend({ fit: RecommendationFit });
export type RecommendationCard = z.infer<typeof RecommendationCard>;

/**
 * `meta` says what paging was applied (a limit above 100 answered as 100, decision 062). The
 * list holds the preferred cards first, then (when there are fewer than a page of those) the
 * close ones; `totalCount` counts both.
 */
export const RecommendationsResponse = pagedEnvelope(
  z.object({ recommendations: z.array(RecommendationCard), totalCount: z.number().int() }),
);
export type RecommendationsPage = z.infer<typeof RecommendationsResponse>['data'];

export const ExploreResponse = pagedEnvelope(
  z.object({ totalCount: z.number().int(), children: z.array(ProfileCard) }),
);
export type ExplorePage = z.infer<typeof ExploreResponse>['data'];

/**
 * Why this profile was suggested to the viewer's single: the genotype pairing (never
 * 'at-risk' — such a profile is not visible) and each side's met/stated preferences.
 */
export const Compatibility = z.object({
  genotype: z.enum(['compatible', 'caution']),
  theyMeet: z.number().int(),
  yourPreferences: z.number().int(),
  youMeet: z.number().int(),
  theirPreferences: z.number().int(),
});
export type Compatibility = z.infer<typeof Compatibility>;

/**
 * GET /recommendation/{id}: every field the three profile tabs show (product.md §2) and nothing
 * private — no first, last or full name, birth year or month, e-mail, phone, guardian or wali.
 * A man's `isPolygamous` is shown: it is not a contact, and the other family needs it.
 */
export const PublicProfile = ChildProfile.omit({
  firstName: true,
  lastName: true,
  fullName: true,
  yearOfBirth: true,
  monthOfBirth: true,
  isPaused: true,
  // A woman's wali (decision 061): released by a match to the man's account, never shown here.
  waliName: true,
  waliEmail: true,
  waliPhoneNumber: true,
}).extend({
  /** Which of the three checks this single has passed (decision 083): only true or false. */
  verification: Verification,
  /** Present when `childId` names the viewer's single. */
  compatibility: Compatibility.nullable(),
  /**
   * With `childId`: the likes between the viewer's single and this profile and whether they
   * are matched (decision 046); null without `childId`. Optional so older clients compile.
   */
  relation: ProfileRelation.nullable().optional(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;
export const PublicProfileResponse = envelope(PublicProfile);
