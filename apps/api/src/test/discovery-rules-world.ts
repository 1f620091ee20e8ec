// The discovery rules' world: my account (a son with an age preference, a daughter) and another
// family whose daughters sit on and around his range, on the harness's June 2026 clock.
import { expect } from 'vitest';
import { children, users } from '../db/schema';
import type { ChildRow } from '../modules/children/children.repository';
import { type Account, createDiscoveryHarness, type DiscoveryHarness } from './discovery-fixtures';
import { withoutVerification } from './verification-text';

export const recsUrl = (id: string, query = 'page=1&limit=100&include=close') =>
  `/api/v1/parent/child/${id}/recommendations?${query}`;
export const exploreUrl = (query: string) => `/api/v1/parent/?${query}`;
export const profileUrl = (id: string, childId?: string) =>
  `/api/v1/recommendation/${id}${childId ? `?childId=${childId}` : ''}`;

export async function createRulesWorld() {
  const h = await createDiscoveryHarness();
  const me = await h.account({ firstName: 'Haruna', lastName: 'Ogundimu' });
  const family = await h.account({
    firstName: 'Khadijat',
    lastName: 'Adeyemi',
    phone: '+2348099887766',
  });
  // The clock says 2026-06: ages by year and month of birth.
  const man = await h.single(me.userId, {
    gender: 'MALE',
    firstName: 'Tijani',
    lastName: 'Ogundimu',
  });
  await h.preference(man.id, { minAge: 25, maxAge: 30 });
  const sister = await h.single(me.userId, { gender: 'FEMALE', firstName: 'Rukayya', age: 27 });
  const rows = await h.singles(family.userId, [
    { firstName: 'Zulaikha', lastName: 'Qudusiyyah', age: 27 },
    { firstName: 'Maimuna', yearOfBirth: 2001, monthOfBirth: 6 }, // 25: the lower bound
    { firstName: 'Hafsat', yearOfBirth: 2001, monthOfBirth: 7 }, // 24 until July
    { firstName: 'Safiya', yearOfBirth: 1995, monthOfBirth: 7 }, // 30: the upper bound
    { firstName: 'Balkisu', yearOfBirth: 1995, monthOfBirth: 6 }, // 31
    { firstName: 'Jamila', age: 40 },
  ]);
  /** Women of `family`, by what they test. */
  const women: Record<string, ChildRow> = {
    inRange: rows[0]!,
    lowerBound: rows[1]!,
    tooYoung: rows[2]!,
    upperBound: rows[3]!,
    tooOld: rows[4]!,
    far: rows[5]!,
  };
  const otherMan = await h.single(family.userId, { gender: 'MALE', firstName: 'Usman' });
  return { h, me, family, man, sister, women, otherMan };
}

/**
 * Every answer with data the harness saw holds no private field of another family: the keys,
 * and every other single's and account's names, e-mail and phone. `moreThan` guards against a
 * scan that silently sees nothing.
 */
export async function expectNoPrivateField(h: DiscoveryHarness, me: Account, moreThan: number) {
  const bodies = h.bodies.filter((b) => b.includes('"data"'));
  expect(bodies.length).toBeGreaterThan(moreThan);
  const rows = await h.database.db.select().from(children);
  const accounts = await h.database.db.select().from(users);
  const others = rows.filter((r) => r.userId !== me.userId);
  const forbidden = [
    '"firstName"',
    '"lastName"',
    '"fullName"',
    '"yearOfBirth"',
    '"monthOfBirth"',
    '"email"',
    '"phone"',
    '"userId"',
    ...others.flatMap((r) => [r.firstName, r.lastName]),
    ...accounts
      .filter((a) => a.id !== me.userId)
      .flatMap((a) => [a.firstName, a.lastName, a.email, a.phone]),
  ];
  for (const body of bodies) {
    for (const word of forbidden) expect(withoutVerification(body), word).not.toContain(word);
  }
}
