// What bad-input.test.ts knows of the routes: which may succeed, which answer no JSON, and the
// bodies that pass validation yet change nothing, for fast-check to make hostile.
import { alternateEmailLanding } from '@waliyy/contract';
import { TEST_APP_URL } from '../../src/test/app';
import type { BodyCase } from './hostile';

export const V = '/api/v1';
/**
 * Routes where a hostile value can be valid (free text taking `<script>` as text, an empty
 * preference, a boolean): called with the caller's own ids, they may answer 2xx and change
 * the caller's own rows. Every GET may answer 2xx too (a read); its rows must not change.
 */
export const MAY_SUCCEED = new Set([
  `PUT ${V}/parent/child/:id`,
  `POST ${V}/parent/child/preference/:childId`,
  `PUT ${V}/parent/child/preference/:childId`,
  `PUT ${V}/parent/child/:id/pause`,
  // Any path-like text, or none, is a visit (its tidied path counted, nothing else kept).
  `POST ${V}/metrics/log-visit`,
]);

/** Routes whose success is 204 with no body. */
export const NO_CONTENT_ROUTES = new Set([`POST ${V}/metrics/log-visit`]);

/** Browser pages, not API answers: their 404 is an HTML page (decision 031, sandbox). */
export const HTML_ROUTES = new Set([
  `GET ${V}/payment/sandbox/:reference`,
  `POST ${V}/payment/sandbox/:reference/complete`,
  `POST ${V}/payment/sandbox/:reference/decline`,
]);

/**
 * E-mailed links a browser opens (decision 062): whatever the query, the answer is a 303 to this
 * page on APP_URL saying the link did not work (no hostile token can name a real one).
 */
export const REDIRECT_ROUTES: Record<string, string> = {
  [`GET ${V}/account/alternate-email/confirm`]: alternateEmailLanding(TEST_APP_URL, 'invalid'),
};

/** No body schema, but the raw body is what it reads (parsed after the signature check). */
export const RAW_BODY_ROUTES = new Set([
  `POST ${V}/payment/webhook/paystack`,
  // The lab result is the body itself, judged by its bytes (decision 083).
  `POST ${V}/parent/child/:id/genotype-evidence`,
]);

/**
 * Found by this suite and fixed: a path parameter over find-my-way's 100 characters (414) or
 * with broken %-encoding (400) was answered by Fastify itself, outside our error shape and
 * echoing the path. `frameworkErrors` in app.ts now answers 400 VALIDATION. Nothing is
 * tolerated here any more.
 */
export const KNOWN_FRAMEWORK_ANSWERS: Record<string, number> = {};

/** An id that names nothing: with it, a body that passes validation still changes nothing. */
export const NOWHERE = '00000000-0000-4000-8000-000000000000';
const REASON = { reason: 'Checked by the hardening suite' };

/** Bodies that pass validation but change nothing (their target does not exist). */
export const BASELINES: Record<string, Record<string, unknown>> = {
  [`POST ${V}/block`]: { profile: NOWHERE },
  [`POST ${V}/report`]: { profile: NOWHERE, reason: 'other', note: 'A note', childId: NOWHERE },
  [`POST ${V}/match/like/child/:id`]: { profile: NOWHERE },
  [`PUT ${V}/match/like/child/:id`]: { like: NOWHERE, reaction: 'accept' },
  [`PUT ${V}/match/unlike/child/:id`]: { profile: NOWHERE },
  [`PUT ${V}/match/cancel/child/:id`]: { match: NOWHERE, action: 'confirm' },
  [`POST ${V}/auth/login`]: { email: 'nobody@example.com', password: 'Correct-horse-9' },
  // The caller's own single (a MAY_SUCCEED route): one field at a time made hostile, so a value
  // that passes validation reaches the database (NUL in text was a 500 there, decision 018).
  [`PUT ${V}/parent/child/:id`]: { profession: 'Pharmacist' },
  [`PUT ${V}/account/active-single`]: { childId: NOWHERE },
  [`PUT ${V}/account/alternate-email/confirm`]: { token: 'a'.repeat(43) },
  [`POST ${V}/confirm-profile/view`]: { token: 'a'.repeat(43) },
  [`PUT ${V}/confirm-profile`]: { token: 'a'.repeat(43), agree: false },
  [`POST ${V}/consent/view`]: { token: 'a'.repeat(43) },
  [`PUT ${V}/consent`]: { token: 'a'.repeat(43), agree: false },
  [`POST ${V}/parent/child/:id/confirmation`]: { email: 'her.own@example.org' },
  // Staff routes get hostile ids only, so a valid body takes the hostile id to the service.
  [`PUT ${V}/admin/accounts/:id/suspend`]: REASON,
  [`PUT ${V}/admin/accounts/:id/reinstate`]: REASON,
  [`PUT ${V}/admin/accounts/:id/singles-limit`]: { ...REASON, limit: 5 },
  [`POST ${V}/admin/accounts/:id/subscription`]: { ...REASON, planId: NOWHERE },
  [`DELETE ${V}/admin/accounts/:id`]: REASON,
  [`PUT ${V}/admin/reports/:id`]: { ...REASON, action: 'dismiss', reportIds: [NOWHERE] },
  [`POST ${V}/admin/non-responders/:accountId/warn`]: REASON,
  [`PUT ${V}/admin/plans/:id/retire`]: REASON,
  [`POST ${V}/admin/plans/:id/restore`]: REASON,
};

/** The keys of a zod object schema, through optional/nullable/pipe wrappers. */
export function keysOf(schema: unknown): string[] {
  let current = schema as {
    shape?: Record<string, unknown>;
    _zod?: { def: { innerType?: unknown; in?: unknown } };
  };
  for (let i = 0; i < 10 && current; i += 1) {
    if (current.shape) return Object.keys(current.shape);
    const def = current._zod?.def;
    current = (def?.innerType ?? def?.in) as typeof current;
  }
  return [];
}

/** A request in a line: long text cut, deep nesting shown by its size. */
export function describeCase(c: Case): string {
  const cut = (text: string) =>
    text.length > 120 ? `${text.slice(0, 120)}…(${text.length})` : text;
  const body =
    c.body === null
      ? 'none'
      : c.body.kind === 'raw'
        ? `${c.body.contentType} ${cut(JSON.stringify(c.body.payload))}`
        : cut(JSON.stringify(c.body.value) ?? 'undefined');
  return `params ${cut(JSON.stringify(c.params))} query ${cut(c.query ?? 'none')} body ${body}`;
}

export type Case = { params: Record<string, string>; query: string | null; body: BodyCase | null };
