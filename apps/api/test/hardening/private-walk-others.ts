// The private walk's calls across accounts: each single's match view (the one place a contact
// is given), the own-id routes with other accounts' ids, and the staff routes.
import { randomUUID } from 'node:crypto';
import type { Caller } from './crowd';
import type { Secret } from './leak-scanner';
import type { Method, Walk } from './private-walk';
import { ROUTE_TABLE } from './route-table';
import { fillUrl } from './routes';

const V = '/api/v1';

/**
 * Each single's match view: the one place a contact is given (decision 028). The matched woman
 * names a wali, so it is his contact that goes to M's manB, and nothing of her guardian's
 * (decision 061).
 */
export async function matchViews({ c, call, problem }: Walk, me: Caller) {
  const guardian = c.accountOf(c.m.matchedWoman.id);
  const wali = c.walis.get(c.m.matchedWoman.id);
  if (!wali) problem('the matched woman names no wali');
  const whose = `wali of single ${c.m.matchedWoman.displayId}`;
  for (const s of me.singles) {
    const isManB = s.id === c.m.manB.id;
    // Only here, only to M, only her wali's name, e-mail and phone.
    const released = (secret: Secret) =>
      isManB && secret.owner === guardian.label && secret.whose === whose;
    const res = await call('GET', `${V}/match/child/${s.id}`, { as: me, expect: 200, released });
    const data = res.json().data as {
      contact: unknown;
      match: { id: string; height?: unknown };
    } | null;
    if (isManB) {
      const contact = {
        fullName: wali?.waliName,
        email: wali?.waliEmail,
        phone: wali?.waliPhoneNumber,
        isWali: true,
      };
      if (data?.match.id !== c.m.matchedWoman.id) problem(`manB's match: ${res.body}`);
      // Her whole public profile beside the contact (DECISIONS.md 44), scanned with it.
      if (typeof data?.match.height !== 'number')
        problem(`manB's match has no profile: ${res.body}`);
      if (JSON.stringify(data?.contact) !== JSON.stringify(contact)) {
        problem(`manB's contact is not her wali's: ${res.body}`);
      }
      // Unreleased, the scanner sees exactly those four: the release hides nothing else.
      const seen = c.scanner.scan(res.body, me.label).map((l) => `${l.owner} ${l.whose} ${l.kind}`);
      const four = ['e-mail', 'first name', 'last name', 'phone'].map(
        (kind) => `${guardian.label} ${whose} ${kind}`,
      );
      if (seen.sort().join() !== four.join()) problem(`manB's match view holds ${seen.join(', ')}`);
    } else if (s.id === c.w.womanB.id) {
      if (data?.match.id !== c.w.matchedMan.id || data.contact !== null) {
        problem(`womanB's match view: ${res.body}`);
      }
    }
  }
}

/** A PNG's signature: a lab result the genotype upload takes (decision 083). */
const LAB_RESULT = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

/** The own-id routes with other accounts' ids: 404, and nothing of theirs in the answer. */
export async function crossAccount({ c, call }: Walk, me: Caller, them: Caller) {
  const no = { as: me, expect: 404 };
  const crowdWoman = c.strangers.find((s) => s.gender === 'FEMALE')!;
  const crowdMan = c.strangers.find((s) => s.gender === 'MALE')!;
  const profile = me.singles[0]!.gender === 'MALE' ? crowdWoman.id : crowdMan.id;
  const like = { like: randomUUID(), reaction: 'accept' };
  const cancel = { match: randomUUID(), action: 'confirm' };
  const others = [crowdWoman, crowdMan, c.m.matchedWoman, c.w.matchedMan, ...them.singles];
  for (const other of others.map((s) => s.id)) {
    const child = `${V}/parent/child/${other}`;
    const preference = `${V}/parent/child/preference/${other}`;
    await call('GET', child, no);
    await call('PUT', child, { ...no, body: { about: 'Not yours.' } });
    await call('DELETE', child, no);
    await call('PUT', `${child}/pause`, { ...no, body: { paused: true } });
    await call('GET', `${child}/confirmation`, no);
    await call('POST', `${child}/confirmation`, { ...no, body: { email: 'her@example.org' } });
    await call('GET', `${child}/recommendations`, no);
    await call('GET', `${child}/genotype-evidence`, no);
    await call('POST', `${child}/genotype-evidence`, { ...no, body: LAB_RESULT });
    await call('GET', preference, no);
    await call('POST', preference, { ...no, body: { minAge: 30 } });
    await call('PUT', preference, { ...no, body: { minAge: 30 } });
    await call('GET', `${V}/parent?childId=${other}`, no);
    await call('GET', `${V}/recommendation/${profile}?childId=${other}`, no);
    await call('POST', `${V}/match/like/child/${other}`, { ...no, body: { profile } });
    await call('PUT', `${V}/match/like/child/${other}`, { ...no, body: like });
    await call('GET', `${V}/match/like/child/${other}?type=received`, no);
    await call('PUT', `${V}/match/unlike/child/${other}`, { ...no, body: { profile } });
    await call('GET', `${V}/match/child/${other}`, no);
    await call('PUT', `${V}/match/cancel/child/${other}`, { ...no, body: cancel });
    await call('POST', `${V}/report`, {
      ...no,
      body: { profile, reason: 'other', childId: other },
    });
    await call('DELETE', `${V}/block/${other}`, no);
  }
  await call('GET', `${V}/payment/order/${randomUUID()}`, no);
  await call('GET', `${V}/payment/paypal-capture/${randomUUID()}`, no);
}

/** Staff routes with a crowd account's id: 403 to a guardian, and the 403 scanned too. */
export async function staffRoutes({ c, call }: Walk, as: Caller) {
  const target = c.accounts[3]!.userId;
  for (const route of c.routes) {
    if (ROUTE_TABLE[route.key]?.rule !== 'admin') continue;
    const url = fillUrl(route.url, { id: target, accountId: target });
    const body = route.method === 'GET' ? undefined : { reason: 'Checked by the private scan' };
    await call(route.method as Method, url, { as, body, expect: 403 });
  }
}
