import { genotypePairing } from '@waliyy/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { ChildRow } from '../../src/modules/children/children.repository';
import { childBody } from '../../src/test/children-fixtures';
import { FIXTURE_PASSWORD } from '../../src/test/factories';
import type { Caller, Crowd, CrowdSingle } from './crowd';
import type { Secret } from './leak-scanner';
import { crossAccount, matchViews, staffRoutes } from './private-walk-others';

const V = '/api/v1';
const NEW_PASSWORD = 'Another-horse-9';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallOptions = {
  /** The caller (its token, and whose secrets are its own); none for the public routes. */
  as?: Caller | null;
  /** Another token of the caller's (a second session, or one after a password change). */
  token?: string;
  body?: unknown;
  /** The status the request must get (a probe that silently 404s would scan nothing). */
  expect?: number;
  /** Secrets given out on purpose by this one answer (decision 028). */
  released?: (secret: Secret) => boolean;
};
/** Sends a request and scans its answer. */
export type Call = (
  method: Method,
  url: string,
  options?: CallOptions,
) => Promise<LightMyRequestResponse>;

type Plan = { _id: string; currency: string };
export type Walk = { c: Crowd; call: Call; problem: (message: string) => void };

/**
 * Calls every route a guardian (or nobody) can call, with the callers' own ids and with other
 * accounts' ids, through every page of every list, and every crowd single's profile once; the
 * scanning is `call`'s. What is not a leak but would make the scan hollow (a list that came
 * back short, a contact that is not the documented one) goes to `problem`.
 */
export async function walkEveryRoute(c: Crowd, call: Call, problem: (message: string) => void) {
  const w: Walk = { c, call, problem };
  await publicRoutes(w);
  await callerRoutes(w, c.m, c.w);
  await callerRoutes(w, c.w, c.m);
  await staffRoutes(w, c.m);
  await endings(w);
}

/** Every page of a list route until a short page; answers the items. */
async function pages({ call }: Walk, url: string, key: string, limit: number, as: Caller) {
  const items: { _id?: string }[] = [];
  const sep = url.includes('?') ? '&' : '?';
  for (let page = 1; page <= 30; page++) {
    const res = await call('GET', `${url}${sep}page=${page}&limit=${limit}`, { as, expect: 200 });
    // A likes list answers `data` as the array itself (decision 020); other lists name it by `key`.
    const data = res.json().data as Record<string, unknown> | unknown[] | null;
    const list = (Array.isArray(data) ? data : (data?.[key] ?? [])) as typeof items;
    items.push(...list);
    if (list.length < limit) break;
  }
  return items;
}

/** No token: the auth routes with a crowd member's address, payments' public pages. */
async function publicRoutes({ c, call }: Walk) {
  const email = c.accounts[5]!.email;
  const password = NEW_PASSWORD;
  await call('GET', `${V}/health`, { expect: 200 });
  await call('GET', `${V}/health/live`, { expect: 200 });
  await call('GET', `${V}/health/ready`, { expect: 200 });
  await call('GET', `${V}/plans`, { expect: 200 });
  await call('GET', `${V}/plans/`, { expect: 200 });
  // An address already registered answers like a new sign-up (decision 029).
  const person = { firstName: 'Amina', lastName: 'Scanner', phoneNumber: '+2348031234567' };
  const signUp = { ...person, email, password, confirmPassword: password };
  await call('POST', `${V}/auth/signup`, { body: signUp, expect: 201 });
  await call('PUT', `${V}/auth/verify-email`, { body: { otp: '123456', email }, expect: 400 });
  await call('POST', `${V}/auth/resend-verification`, { body: { email }, expect: 200 });
  const wrong = { email, password: 'Not-the-password-1' };
  await call('POST', `${V}/auth/login`, { body: wrong, expect: 401 });
  await call('PUT', `${V}/auth/forgot-password`, { body: { email }, expect: 200 });
  const reset = { otp: 'a'.repeat(40), password, confirmPassword: password };
  await call('PUT', `${V}/auth/reset-password`, { body: reset, expect: 400 });
  // The e-mail's 6-digit code, as the original client sends it, and with the address.
  const code = { otp: '123456', password, confirmPassword: password };
  await call('PUT', `${V}/auth/reset-password`, { body: code, expect: 400 });
  await call('PUT', `${V}/auth/reset-password`, { body: { ...code, email }, expect: 400 });
  // Step 1's check of the code (decision 022), with and without the address.
  const check = { otp: '123456' };
  await call('POST', `${V}/auth/reset-password/check`, { body: check, expect: 400 });
  await call('POST', `${V}/auth/reset-password/check`, { body: { ...check, email }, expect: 400 });
  await call('POST', `${V}/metrics/log-visit`, { body: { path: '/dashboard' }, expect: 204 });
  const link = { token: 'a'.repeat(43) };
  await call('PUT', `${V}/account/alternate-email/confirm`, { body: link, expect: 400 });
  await call('GET', `${V}/account/alternate-email/confirm?token=${link.token}`, { expect: 303 });
  await call('POST', `${V}/confirm-profile/view`, { body: link, expect: 400 });
  await call('PUT', `${V}/confirm-profile`, { body: { ...link, agree: true }, expect: 400 });
  await call('POST', `${V}/consent/view`, { body: link, expect: 404 });
  await call('PUT', `${V}/consent`, { body: { ...link, agree: true }, expect: 404 });
  await call('POST', `${V}/payment/webhook/paystack`, { body: {}, expect: 404 });
  await call('GET', `${V}/payment/sandbox/no-such-reference`, { expect: 404 });
  await call('POST', `${V}/payment/sandbox/no-such-reference/complete`, { expect: 404 });
}

/**
 * Whether `me` may see a single, as its single `viewer` (decisions 030, 042), or with no childId
 * as at least one of its singles (decision 020).
 */
export function isVisible(
  c: Crowd,
  me: Caller,
  target: CrowdSingle | ChildRow,
  viewer?: ChildRow,
): boolean {
  if (c.hidden.has(target.id) || c.blocked.get(me.label)?.has(target.userId)) return false;
  if (!viewer) return me.singles.some((single) => isVisible(c, me, target, single));
  const pairing = genotypePairing(viewer.genotype, target.genotype);
  return target.gender !== viewer.gender && pairing !== 'at-risk';
}

async function callerRoutes(w: Walk, me: Caller, them: Caller) {
  const { c, call, problem } = w;
  const as = me;
  const [first, second] = me.singles as [ChildRow, ChildRow];
  const opposite = first.gender === 'MALE' ? 'FEMALE' : 'MALE';
  const ok = { as, expect: 200 };

  // Own details, lists and billing.
  for (const url of ['/account', '/account/export', '/parent/children', '/match/interest']) {
    await call('GET', `${V}${url}`, ok);
  }
  await call('GET', `${V}/subscriptions/active`, ok);
  await call('GET', `${V}/subscriptions`, ok);
  const passwords = { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
  const badChange = { ...passwords, oldPassword: 'Not-my-password-1' };
  await call('PUT', `${V}/account/change-password`, { as, body: badChange, expect: 400 });
  // The active single, remembered (decision 022): its own, then the other account's (404).
  await call('PUT', `${V}/account/active-single`, { ...ok, body: { childId: second.id } });
  const theirs = { childId: them.singles[0]!.id };
  await call('PUT', `${V}/account/active-single`, { as, body: theirs, expect: 404 });
  // The account's language (decision 070): answers the caller's own user, nobody else's.
  await call('PUT', `${V}/account/language`, { ...ok, body: { language: 'en' } });
  const alternate = { email: `alternate.${me.label.at(-1)}@example.com` };
  await call('POST', `${V}/account/alternate-email`, { ...ok, body: alternate });
  // The phone check (decision 083): a code texted to the caller's own phone; a wrong one is 400.
  await call('POST', `${V}/account/phone/verification`, ok);
  const wrongCode = { code: '000000' };
  await call('PUT', `${V}/account/phone/verification`, { as, body: wrongCode, expect: 400 });
  const plans = (await call('GET', `${V}/plans`, ok)).json().data as Plan[];
  const naira = plans.find((p) => p.currency === 'NGN')!._id;
  const order = (await call('POST', `${V}/payment/make-payment/${naira}`, ok)).json().data as {
    id: string;
    data: { reference: string };
  };
  await call('GET', `${V}/payment/order/${order.id}`, ok);
  // A sandbox order has nothing to capture at PayPal: its state, as the order route answers.
  await call('GET', `${V}/payment/paypal-capture/${order.id}`, ok);
  await call('GET', `${V}/payment/sandbox/${order.data.reference}`, ok);
  await call('POST', `${V}/payment/sandbox/${order.data.reference}/decline`, { as, expect: 303 });

  // Own singles: profile and preference (before the lists: a change rebuilds them), a new one.
  for (const s of me.singles) {
    await call('GET', `${V}/parent/child/${s.id}`, ok);
    await call('GET', `${V}/parent/child/preference/${s.id}`, ok);
  }
  const about = { about: 'Calm, family-minded and fond of reading.' };
  await call('PUT', `${V}/parent/child/${first.id}`, { ...ok, body: about });
  const preference = `${V}/parent/child/preference/${first.id}`;
  await call('POST', preference, { as, body: { minAge: 20 }, expect: 201 });
  await call('PUT', preference, { ...ok, body: { minAge: 19 } });
  const single = childBody({ firstName: 'Hauwa', lastName: 'Scanned', gender: opposite });
  const created = await call('POST', `${V}/parent/child`, { as, body: single, expect: 201 });
  const newId = created.json().data as string;
  await call('PUT', `${V}/parent/child/${newId}/pause`, { ...ok, body: { paused: true } });
  await call('PUT', `${V}/parent/child/${newId}/pause`, { ...ok, body: { paused: false } });
  // The genotype checked (decision 083): the family's own lab result and its state.
  const labResult = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  await call('POST', `${V}/parent/child/${newId}/genotype-evidence`, { ...ok, body: labResult });
  await call('GET', `${V}/parent/child/${newId}/genotype-evidence`, ok);
  // The single's own confirmation link (decision 083), to an address of her own.
  const her = { email: `scanned.${newId.slice(0, 8)}@example.org` };
  await call('POST', `${V}/parent/child/${newId}/confirmation`, { ...ok, body: her });
  await call('GET', `${V}/parent/child/${newId}/confirmation`, ok);
  await call('DELETE', `${V}/parent/child/${newId}`, ok);

  // Discovery: every page of recommendations and explore, then a few deep explore pages.
  for (const s of me.singles) {
    const url = `${V}/parent/child/${s.id}/recommendations`;
    const recommended = await pages(w, url, 'recommendations', 100, as);
    if (recommended.length < 50) problem(`${url}: ${recommended.length} recommendations`);
    await call('GET', `${url}?page=2&limit=9`, ok);
    const explored = await pages(w, `${V}/parent?childId=${s.id}`, 'children', 100, as);
    if (explored.length < 100) problem(`explore for ${s.id}: ${explored.length} singles`);
  }
  await pages(w, `${V}/parent`, 'children', 100, as);
  for (const page of [1, 2, 60, 200]) {
    await call('GET', `${V}/parent?page=${page}&limit=9&childId=${first.id}`, ok);
    await call('GET', `${V}/parent?page=${page}&limit=9`, ok);
  }

  // Profile views: each caller opens the crowd's singles of the other gender (M the women, W
  // the men: each visible single opened once), plus the families blocked either way, the other
  // caller's singles and every 10th of its own gender (not visible without childId either); as
  // the opposite-gender single (every 7th as the second single, whose genotype rules others
  // out), or every 3rd with no childId (visible when it is to one of the caller's singles).
  const blocked = c.blocked.get(me.label)!;
  const targets: (CrowdSingle | ChildRow)[] = [
    ...c.singles.filter(
      (s, i) => s.gender !== first.gender || i % 10 === 0 || blocked.has(s.userId),
    ),
    ...them.singles,
  ];
  for (const [i, target] of targets.entries()) {
    const viewer =
      target.gender !== first.gender && i % 3 !== 0 ? (i % 7 === 0 ? second : first) : undefined;
    const url = `${V}/recommendation/${target.id}${viewer ? `?childId=${viewer.id}` : ''}`;
    await call('GET', url, { as, expect: isVisible(c, me, target, viewer) ? 200 : 404 });
  }

  // Likes: every page of both lists of both singles, then the match views.
  const received = new Map<string, { _id?: string }[]>();
  for (const s of me.singles) {
    const url = `${V}/match/like/child/${s.id}`;
    received.set(s.id, await pages(w, `${url}?type=received`, 'likes', 25, as));
    await pages(w, `${url}?type=given`, 'likes', 25, as);
  }
  const firstReceived = received.get(first.id)!;
  if (firstReceived.length < 50) problem(`${me.label}: ${firstReceived.length} received likes`);
  // Each like carries the other single's whole public profile (DECISIONS.md 44), so the scan
  // reads every public field of a thousand singles, not only their cards.
  const bare = (firstReceived as { initiator?: { height?: unknown; genotype?: unknown } }[]).filter(
    (l) => typeof l.initiator?.height !== 'number' || typeof l.initiator.genotype !== 'string',
  );
  if (bare.length > 0) problem(`${me.label}: ${bare.length} received likes without a profile`);
  await matchViews(w, me);

  // Actions: like and withdraw, answer a received like, report, block and unblock.
  const fresh = c.strangers.find((s) => s.gender === opposite && isVisible(c, me, s, first))!;
  const likes = `${V}/match/like/child/${first.id}`;
  await call('POST', likes, { ...ok, body: { profile: fresh.id } });
  await call('PUT', `${V}/match/unlike/child/${first.id}`, { ...ok, body: { profile: fresh.id } });
  const accepts = me === c.w;
  const answer = { like: firstReceived[0]?._id, reaction: accepts ? 'accept' : 'reject' };
  const reaction = await call('PUT', likes, { ...ok, body: answer });
  if (accepts) {
    // The woman's side of a fresh match: the man's card and no contact (decision 028).
    const view = await call('GET', `${V}/match/child/${first.id}`, ok);
    if (view.json().data?.contact !== null) problem(`woman's side got a contact: ${view.body}`);
    const cancel = { match: reaction.json().data.match_id, action: 'confirm' };
    await call('PUT', `${V}/match/cancel/child/${first.id}`, { ...ok, body: cancel });
  }
  const report = { profile: fresh.id, reason: 'other', note: 'Seen in a scan', childId: first.id };
  await call('POST', `${V}/report`, { ...ok, body: report });
  await call('POST', `${V}/block`, { ...ok, body: { profile: fresh.id } });
  await pages(w, `${V}/blocks`, 'blocks', 2, as);
  await call('DELETE', `${V}/block/${fresh.id}`, ok);

  await crossAccount(w, me, them);
}

/** What ends a session or an account, last: a logout, a real password change, a deletion. */
async function endings({ c, call }: Walk) {
  const login = async (as: Caller, password: string) => {
    const body = { email: as.email, password };
    const res = await call('POST', `${V}/auth/login`, { as, body, expect: 200 });
    return res.json().data.token as string;
  };
  const second = await login(c.m, FIXTURE_PASSWORD);
  await call('DELETE', `${V}/auth/logout`, { as: c.m, token: second, expect: 200 });
  const change = {
    oldPassword: FIXTURE_PASSWORD,
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  };
  await call('PUT', `${V}/account/change-password`, { as: c.w, body: change, expect: 200 });
  const token = await login(c.w, NEW_PASSWORD);
  await call('PUT', `${V}/account/delete`, { as: c.w, token, expect: 200 });
}
