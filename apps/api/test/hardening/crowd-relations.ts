// What the crowd's callers have to do with it: likes both ways, a match each, and blocks.
import { randomUUID } from 'node:crypto';
import { blocks, likes, matches } from '../../src/db/schema';
import type { ChildRow } from '../../src/modules/children/children.repository';
import type { SafetyHarness } from '../../src/test/safety-fixtures';
import type { Caller, CrowdSingle } from './crowd';
import type { Wali } from './leak-scanner';

type Db = SafetyHarness['database']['db'];

/**
 * Likes both ways between the callers' singles and the crowd (pending, and some withdrawn as
 * history), a match for each caller (M's manB with a woman: the man's side; W's womanB with a
 * man: the woman's side), a like between the two callers, and blocks: M blocked three crowd
 * families, three others blocked M and three blocked W. Crowd singles here are all visible.
 */
export async function relate(
  db: Db,
  now: Date,
  { shown, m, w, walis }: { shown: CrowdSingle[]; m: Caller; w: Caller; walis: Map<string, Wali> },
) {
  const [manA, manB] = m.singles as [ChildRow, ChildRow];
  const [womanA, womanB] = w.singles as [ChildRow, ChildRow];
  const isAA = (s: CrowdSingle) => s.genotype === 'AA';
  // She names a wali: the match view releases his contact, not her guardian's (decision 061).
  const matchedWoman = shown.find((s) => s.gender === 'FEMALE' && isAA(s) && walis.has(s.id))!;
  const matchedMan = shown.find((s) => s.gender === 'MALE' && isAA(s))!;
  // Blocks take whole families that have nothing else to do with the callers.
  const taken = new Set([matchedWoman.userId, matchedMan.userId]);
  const families = (gender: 'MALE' | 'FEMALE') => {
    const out: CrowdSingle[] = [];
    for (const s of [...shown].reverse()) {
      if (out.length === 3) break;
      if (s.gender !== gender || taken.has(s.userId)) continue;
      taken.add(s.userId);
      out.push(s);
    }
    return out;
  };
  const blockedByM = families('MALE');
  const blockingM = families('FEMALE');
  const blockingW = families('MALE');
  const free = shown.filter((s) => !taken.has(s.userId));
  const women = free.filter((s) => s.gender === 'FEMALE');
  const men = free.filter((s) => s.gender === 'MALE');

  const rows: (typeof likes.$inferInsert)[] = [];
  const at = (i: number) => new Date(now.getTime() - (i + 1) * 3_600_000);
  const like = (from: string, to: string, i: number, status: 'pending' | 'withdrawn') =>
    rows.push({
      id: randomUUID(),
      initiatorId: from,
      receiverId: to,
      status,
      createdAt: at(i),
      updatedAt: at(i),
      closedAt: status === 'pending' ? null : at(i),
    });
  const received = (list: CrowdSingle[], to: ChildRow) =>
    list.forEach((s, i) => {
      like(s.id, to.id, i, 'pending');
    });
  const given = (from: ChildRow, list: CrowdSingle[], status: 'pending' | 'withdrawn') =>
    list.forEach((s, i) => {
      like(from.id, s.id, i, status);
    });
  received(women.slice(0, 80), manA);
  given(manA, women.slice(80, 140), 'pending');
  given(manA, women.slice(140, 150), 'withdrawn');
  received(women.filter(isAA).slice(-20), manB);
  received(men.slice(0, 80), womanA);
  given(womanA, men.slice(80, 120), 'pending');
  received(men.filter(isAA).slice(-15), womanB);
  like(manA.id, womanA.id, 300, 'pending');
  const matchRows = [
    [manB.id, matchedWoman.id],
    [matchedMan.id, womanB.id],
  ].map(([manId, womanId]) => {
    const likeId = randomUUID();
    rows.push({ id: likeId, initiatorId: manId!, receiverId: womanId!, status: 'accepted' });
    return { likeId, manId: manId!, womanId: womanId! };
  });
  for (let i = 0; i < rows.length; i += 200) await db.insert(likes).values(rows.slice(i, i + 200));
  await db.insert(matches).values(matchRows);

  await db
    .insert(blocks)
    .values([
      ...blockedByM.map((s) => ({ userId: m.userId, childId: s.id, blockedUserId: s.userId })),
      ...blockingM.map((s) => ({ userId: s.userId, childId: manA.id, blockedUserId: m.userId })),
      ...blockingW.map((s) => ({ userId: s.userId, childId: womanA.id, blockedUserId: w.userId })),
    ]);
  const userIds = (list: CrowdSingle[]) => new Set(list.map((s) => s.userId));
  const blocked = new Map([
    [m.label, userIds([...blockedByM, ...blockingM])],
    [w.label, userIds(blockingW)],
  ]);
  const involved = new Set(rows.flatMap((row) => [row.initiatorId, row.receiverId]));
  const strangers = free.filter((s) => !involved.has(s.id));
  return { matchedWoman, matchedMan, blocked, strangers };
}
