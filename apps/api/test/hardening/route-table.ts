import type { World } from './world';

/**
 * public: no token (decision 031). self: acts on the caller only. own-id: names one of the
 * caller's things (decision 030): another account's id is 404. admin: staff only (403 for a
 * guardian, 401 without a token).
 */
export type Rule = 'public' | 'self' | 'own-id' | 'admin';

/** A concrete request: the URL with its params filled in, and a body that is otherwise valid. */
export type Probe = { url: string; body?: unknown };

export type RouteRule = {
  rule: Rule;
  /** own-id: A's token with B's ids; each must be 404 and leak nothing of B. */
  crossAccount?: (w: World) => Probe[];
  /** Reads with A's token that must succeed and still show nothing private of B. */
  reads?: (w: World) => Probe[];
};

const V = '/api/v1';
const like = (profile: string) => ({ profile });
const about = { about: 'Calm, family-minded and fond of reading.' };
/** A PNG's signature and a little more: a lab result the upload would take. */
const LAB_RESULT_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

export const ROUTE_TABLE: Record<string, RouteRule> = {
  // ---- public ----
  [`GET ${V}/health`]: { rule: 'public' },
  [`GET ${V}/health/live`]: { rule: 'public' },
  [`GET ${V}/health/ready`]: { rule: 'public' },
  [`GET ${V}/plans`]: { rule: 'public' },
  [`POST ${V}/auth/signup`]: { rule: 'public' },
  [`PUT ${V}/auth/verify-email`]: { rule: 'public' },
  [`POST ${V}/auth/resend-verification`]: { rule: 'public' },
  [`POST ${V}/auth/login`]: { rule: 'public' },
  [`PUT ${V}/auth/forgot-password`]: { rule: 'public' },
  [`PUT ${V}/auth/reset-password`]: { rule: 'public' },
  [`POST ${V}/auth/reset-password/check`]: { rule: 'public' },
  // Anonymous visit counts: nothing of the caller is read or kept; a token sent is ignored.
  [`POST ${V}/metrics/log-visit`]: { rule: 'public' },
  // The confirmation link carries its own single-use token: the e-mailed GET (decision 062)
  // and our web's old page's PUT.
  [`GET ${V}/account/alternate-email/confirm`]: { rule: 'public' },
  [`PUT ${V}/account/alternate-email/confirm`]: { rule: 'public' },
  // The single's own page (decision 083): the link's token, in the body, is the proof.
  [`POST ${V}/confirm-profile/view`]: { rule: 'public' },
  [`PUT ${V}/confirm-profile`]: { rule: 'public' },
  // Her consent page (decision 084): her link's token, in the body, is the proof.
  [`POST ${V}/consent/view`]: { rule: 'public' },
  [`PUT ${V}/consent`]: { rule: 'public' },
  // Signed by Paystack; 404 while Paystack is not configured.
  [`POST ${V}/payment/webhook/paystack`]: { rule: 'public' },
  // The sandbox checkout is bound to its order by the unguessable reference.
  [`GET ${V}/payment/sandbox/:reference`]: { rule: 'public' },
  [`POST ${V}/payment/sandbox/:reference/complete`]: { rule: 'public' },
  [`POST ${V}/payment/sandbox/:reference/decline`]: { rule: 'public' },

  // ---- self ----
  [`DELETE ${V}/auth/logout`]: { rule: 'self' },
  [`GET ${V}/account`]: { rule: 'self', reads: () => [{ url: `${V}/account` }] },
  [`PUT ${V}/account/change-password`]: { rule: 'self' },
  [`PUT ${V}/account/language`]: { rule: 'self' },
  [`POST ${V}/account/alternate-email`]: { rule: 'self' },
  [`PUT ${V}/account/delete`]: { rule: 'self' },
  // Decision 083: the caller's own phone only; no id to name.
  [`POST ${V}/account/phone/verification`]: { rule: 'self' },
  [`PUT ${V}/account/phone/verification`]: { rule: 'self' },
  [`GET ${V}/account/export`]: { rule: 'self', reads: () => [{ url: `${V}/account/export` }] },
  [`GET ${V}/parent/children`]: { rule: 'self', reads: () => [{ url: `${V}/parent/children` }] },
  [`POST ${V}/parent/child`]: { rule: 'self' },
  [`GET ${V}/match/interest`]: { rule: 'self', reads: () => [{ url: `${V}/match/interest` }] },
  [`GET ${V}/subscriptions/active`]: {
    rule: 'self',
    reads: () => [{ url: `${V}/subscriptions/active` }],
  },
  [`GET ${V}/subscriptions`]: { rule: 'self', reads: () => [{ url: `${V}/subscriptions` }] },
  [`GET ${V}/blocks`]: { rule: 'self', reads: () => [{ url: `${V}/blocks` }] },
  // The profile is someone else's single on purpose (decision 030, second half).
  [`POST ${V}/block`]: { rule: 'self' },
  // The plan is public; the order is the caller's.
  [`POST ${V}/payment/make-payment/:planId`]: { rule: 'self' },

  // ---- own-id ----
  [`PUT ${V}/account/active-single`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/account/active-single`, body: { childId: w.b.man.id } }],
  },
  [`GET ${V}/parent/child/:id`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/parent/child/${w.b.man.id}` }],
  },
  [`PUT ${V}/parent/child/:id`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/parent/child/${w.b.man.id}`, body: about }],
  },
  [`DELETE ${V}/parent/child/:id`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/parent/child/${w.b.woman.id}` }],
  },
  [`PUT ${V}/parent/child/:id/pause`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/parent/child/${w.b.man.id}/pause`, body: { paused: true } }],
  },
  // The genotype checked (decision 083): B's single is 404 even for a well-formed lab result.
  [`GET ${V}/parent/child/:id/genotype-evidence`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/parent/child/${w.b.woman.id}/genotype-evidence` }],
    reads: (w) => [{ url: `${V}/parent/child/${w.a.woman.id}/genotype-evidence` }],
  },
  [`POST ${V}/parent/child/:id/genotype-evidence`]: {
    rule: 'own-id',
    crossAccount: (w) => [
      { url: `${V}/parent/child/${w.b.man.id}/genotype-evidence`, body: LAB_RESULT_PNG },
      { url: `${V}/parent/child/${w.b.woman.id}/genotype-evidence`, body: { file: 'x' } },
    ],
  },
  [`GET ${V}/parent/child/:id/confirmation`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/parent/child/${w.b.woman.id}/confirmation` }],
  },
  [`POST ${V}/parent/child/:id/confirmation`]: {
    rule: 'own-id',
    crossAccount: (w) => [
      { url: `${V}/parent/child/${w.b.woman.id}/confirmation`, body: { email: 'her@example.org' } },
    ],
  },
  [`GET ${V}/parent/child/:id/recommendations`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/parent/child/${w.b.man.id}/recommendations` }],
  },
  [`GET ${V}/parent/child/preference/:childId`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/parent/child/preference/${w.b.matchedWoman.id}` }],
  },
  [`POST ${V}/parent/child/preference/:childId`]: {
    rule: 'own-id',
    crossAccount: (w) => [
      { url: `${V}/parent/child/preference/${w.b.man.id}`, body: { minAge: 30 } },
    ],
  },
  [`PUT ${V}/parent/child/preference/:childId`]: {
    rule: 'own-id',
    crossAccount: (w) => [
      { url: `${V}/parent/child/preference/${w.b.matchedWoman.id}`, body: { minAge: 30 } },
    ],
  },
  // Explore with childId: the viewer's single must be the caller's (decision 046).
  [`GET ${V}/parent`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/parent?childId=${w.b.man.id}` }],
    reads: (w) => [{ url: `${V}/parent` }, { url: `${V}/parent?childId=${w.a.man.id}` }],
  },
  [`GET ${V}/recommendation/:id`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/recommendation/${w.c.single.id}?childId=${w.b.woman.id}` }],
    // B's single through the public projection.
    reads: (w) => [{ url: `${V}/recommendation/${w.b.woman.id}?childId=${w.a.man.id}` }],
  },
  [`POST ${V}/match/like/child/:id`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/match/like/child/${w.b.man.id}`, body: like(w.a.woman.id) }],
  },
  [`PUT ${V}/match/like/child/:id`]: {
    rule: 'own-id',
    crossAccount: (w) => [
      // B's single answering; and A's own single answering a like that B received.
      {
        url: `${V}/match/like/child/${w.b.man.id}`,
        body: { like: w.b.receivedLikeId, reaction: 'accept' },
      },
      {
        url: `${V}/match/like/child/${w.a.woman.id}`,
        body: { like: w.b.receivedLikeId, reaction: 'accept' },
      },
      {
        url: `${V}/match/like/child/${w.a.man.id}`,
        body: { like: w.b.givenLikeId, reaction: 'reject' },
      },
    ],
  },
  [`GET ${V}/match/like/child/:id`]: {
    rule: 'own-id',
    crossAccount: (w) => [
      { url: `${V}/match/like/child/${w.b.man.id}?type=received` },
      { url: `${V}/match/like/child/${w.b.woman.id}?type=given` },
    ],
    reads: (w) => [
      { url: `${V}/match/like/child/${w.a.man.id}?type=given` },
      { url: `${V}/match/like/child/${w.a.woman.id}?type=received` },
    ],
  },
  [`PUT ${V}/match/unlike/child/:id`]: {
    rule: 'own-id',
    crossAccount: (w) => [
      { url: `${V}/match/unlike/child/${w.b.woman.id}`, body: like(w.f.single.id) },
    ],
  },
  [`GET ${V}/match/child/:id`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/match/child/${w.b.matchedWoman.id}` }],
    reads: (w) => [{ url: `${V}/match/child/${w.a.man.id}` }],
  },
  [`PUT ${V}/match/cancel/child/:id`]: {
    rule: 'own-id',
    crossAccount: (w) => [
      {
        url: `${V}/match/cancel/child/${w.b.matchedWoman.id}`,
        body: { match: w.b.matchId, action: 'confirm' },
      },
      {
        url: `${V}/match/cancel/child/${w.a.woman.id}`,
        body: { match: w.b.matchId, action: 'confirm' },
      },
    ],
  },
  // The report names someone else's profile on purpose, but childId must be the caller's.
  [`POST ${V}/report`]: {
    rule: 'own-id',
    crossAccount: (w) => [
      {
        url: `${V}/report`,
        body: { profile: w.c.single.id, reason: 'other', childId: w.b.woman.id },
      },
    ],
  },
  // Unblocking a profile this account did not block (B did) is 404.
  [`DELETE ${V}/block/:profileId`]: {
    rule: 'own-id',
    crossAccount: (w) => [{ url: `${V}/block/${w.b.blockedProfileId}` }],
  },
  [`GET ${V}/payment/order/:id`]: {
    rule: 'own-id',
    crossAccount: (w) => [
      { url: `${V}/payment/order/${w.b.paidOrderId}` },
      { url: `${V}/payment/order/${w.b.pendingOrderId}` },
    ],
  },
  [`GET ${V}/payment/paypal-capture/:id`]: {
    rule: 'own-id',
    crossAccount: (w) => [
      { url: `${V}/payment/paypal-capture/${w.b.paidOrderId}` },
      { url: `${V}/payment/paypal-capture/${w.b.pendingOrderId}` },
    ],
  },

  // ---- admin ----
  [`GET ${V}/admin/overview`]: { rule: 'admin' },
  [`GET ${V}/admin/accounts`]: { rule: 'admin' },
  [`GET ${V}/admin/accounts/:id`]: { rule: 'admin' },
  [`GET ${V}/admin/accounts/:id/billing`]: { rule: 'admin' },
  [`PUT ${V}/admin/accounts/:id/suspend`]: { rule: 'admin' },
  [`PUT ${V}/admin/accounts/:id/reinstate`]: { rule: 'admin' },
  [`PUT ${V}/admin/accounts/:id/singles-limit`]: { rule: 'admin' },
  [`POST ${V}/admin/accounts/:id/subscription`]: { rule: 'admin' },
  [`DELETE ${V}/admin/accounts/:id`]: { rule: 'admin' },
  [`POST ${V}/admin/accounts/:id/revoke-admin`]: { rule: 'admin' },
  [`GET ${V}/admin/reports`]: { rule: 'admin' },
  [`GET ${V}/admin/reports/:id`]: { rule: 'admin' },
  [`PUT ${V}/admin/reports/:id`]: { rule: 'admin' },
  [`GET ${V}/admin/non-responders`]: { rule: 'admin' },
  [`POST ${V}/admin/non-responders/:accountId/warn`]: { rule: 'admin' },
  [`GET ${V}/admin/audit`]: { rule: 'admin' },
  [`GET ${V}/admin/plans`]: { rule: 'admin' },
  [`POST ${V}/admin/plans`]: { rule: 'admin' },
  [`PUT ${V}/admin/plans/:id`]: { rule: 'admin' },
  [`PUT ${V}/admin/plans/:id/retire`]: { rule: 'admin' },
  [`POST ${V}/admin/plans/:id/restore`]: { rule: 'admin' },
  // The genotype queue (decision 083): opening a file is audited, the verdict deletes it.
  [`GET ${V}/admin/verifications`]: { rule: 'admin' },
  [`GET ${V}/admin/verifications/:id/file`]: { rule: 'admin' },
  [`PUT ${V}/admin/verifications/:id`]: { rule: 'admin' },
};
