// Explore's first pages for a single in one statement (decision 093): the session, the caller's
// single and the page under the hard rules worked out from that single's own columns. What it
// must still say is what the reads one after another say (the service without a session, as the
// deep pages and the other callers read it): every genotype pairing as safeGenotypesFor says
// it, the other gender only, nobody of an account blocked either way, never the caller's own,
// the same counts — and past the end, a page with no card and the same count.
import { GENOTYPE_VALUES } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import {
  type Account,
  createDiscoveryHarness,
  type DiscoveryHarness,
  idsOf,
} from '../../test/discovery-fixtures';
import { exploreUrl } from '../../test/discovery-rules-world';
import { withStatementLog } from '../../test/statement-log';
import type { ChildRow } from '../children/children.repository';
import { createRelationReads } from '../likes';
import { createDiscoveryService } from './discovery.service';

const minutesAgo = (now: Date, n: number) => new Date(now.getTime() - n * 60_000);

describe('discovery: explore for a single, in one statement', () => {
  let h: DiscoveryHarness;
  let statements: string[];
  let me: Account;
  let sons: ChildRow[];
  let daughters: ChildRow[];

  beforeAll(async () => {
    const logged = withStatementLog(await createTestDatabase());
    statements = logged.statements;
    h = await createDiscoveryHarness(undefined, { database: logged.database });
    const now = h.clock.now();
    me = await h.account();
    // A single of every genotype, sons and daughters, older than every family's.
    const ownOfEveryGenotype = (gender: 'MALE' | 'FEMALE', minutes: number) =>
      h.singles(
        me.userId,
        GENOTYPE_VALUES.map((genotype, i) => ({
          gender,
          genotype,
          createdAt: minutesAgo(now, minutes + i),
        })),
      );
    sons = await ownOfEveryGenotype('MALE', 500);
    daughters = await ownOfEveryGenotype('FEMALE', 600);
    // Families of every genotype, both genders, one blocked by me and one who blocked me.
    const families: Account[] = [];
    for (let f = 0; f < 4; f++) families.push(await h.account());
    let n = 0;
    for (const family of families) {
      await h.singles(
        family.userId,
        GENOTYPE_VALUES.flatMap((genotype) =>
          (['MALE', 'FEMALE'] as const).map((gender) => ({
            gender,
            genotype,
            createdAt: minutesAgo(now, ++n),
          })),
        ),
      );
    }
    await h.database.db.insert(blocks).values([
      { userId: me.userId, childId: sons[0]!.id, blockedUserId: families[0]!.userId },
      { userId: families[1]!.userId, childId: sons[0]!.id, blockedUserId: me.userId },
    ]);
  });
  afterAll(() => h.close());

  it('answers what the reads one after another answer, for a single of every genotype and gender', async () => {
    const plain = createDiscoveryService({
      db: h.database.db,
      clock: h.clock,
      relation: createRelationReads(h.database.db),
    });
    let shown = 0;
    for (const single of [...sons, ...daughters]) {
      for (const [page, limit] of [
        [1, 9],
        [2, 9],
        [1, 100],
        [11, 9], // past the end, within the first hundred
      ] as const) {
        const query = `page=${page}&limit=${limit}&childId=${single.id}`;
        const before = statements.length;
        const res = await h.get(exploreUrl(query), me.token);
        expect(res.statusCode, res.body).toBe(200);
        expect(statements.length - before, query).toBe(1);
        const want = await plain.explore(me.userId, { page, limit, childId: single.id });
        const got = res.json();
        expect(got.data.totalCount, `${single.genotype} ${query}`).toBe(want.data.totalCount);
        expect(idsOf(got.data.children), `${single.genotype} ${query}`).toEqual(
          idsOf(want.data.children),
        );
        expect(got.message).toBe(want.message);
        shown += got.data.children.length;
      }
    }
    // The rules left some pairings out and let others in: the comparison compared something.
    expect(shown).toBeGreaterThan(0);
    // A page ending past the first hundred is read as before (the session, then the page).
    const deep = await h.get(exploreUrl(`page=12&limit=9&childId=${sons[0]!.id}`), me.token);
    const want = await plain.explore(me.userId, { page: 12, limit: 9, childId: sons[0]!.id });
    expect(deep.json().data).toEqual(want.data);
    // An AA son: the women of the two families neither side blocked, every genotype (6 each).
    const everyone = await h.get(exploreUrl(`page=1&limit=100&childId=${sons[0]!.id}`), me.token);
    const cards = everyone.json().data.children as { id: string; gender: string }[];
    expect(cards).toHaveLength(2 * GENOTYPE_VALUES.length);
    expect(cards.every((card) => card.gender === 'FEMALE')).toBe(true);
    expect(idsOf(cards)).not.toContain(daughters[0]!.id);
    // An SS son: fewer (the pairings at risk left out).
    const ss = sons.find((son) => son.genotype === 'SS')!;
    const fewer = await h.get(exploreUrl(`page=1&limit=100&childId=${ss.id}`), me.token);
    expect(fewer.json().data.children.length).toBeLessThan(cards.length);
  });

  it("another account's single is 404, the statement still the only one", async () => {
    const other = await h.account();
    const before = statements.length;
    const res = await h.get(exploreUrl(`page=1&limit=9&childId=${sons[0]!.id}`), other.token);
    expect(res.statusCode).toBe(404);
    expect(statements.length - before).toBe(1);
  });
});
