// The public profile as a single's match in one statement (decision 091): the session, the
// caller's single and its preference, the profile under the hard rules worked out from that
// single's own columns, and the likes between the two. What it must still say: every genotype
// pairing as the contract's safeGenotypesFor says it, the other gender only, nobody of an account
// blocked either way, never the caller's own, one's match even while paused, the relation.
import { GENOTYPE_VALUES, safeGenotypesFor } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, children, likes } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import {
  type Account,
  createDiscoveryHarness,
  type DiscoveryHarness,
} from '../../test/discovery-fixtures';
import { profileUrl } from '../../test/discovery-rules-world';
import { withStatementLog } from '../../test/statement-log';

describe('discovery: a profile as a single sees it, in one statement', () => {
  let h: DiscoveryHarness;
  let statements: string[];
  let me: Account;
  let them: Account;

  beforeAll(async () => {
    const logged = withStatementLog(await createTestDatabase());
    statements = logged.statements;
    h = await createDiscoveryHarness(undefined, { database: logged.database });
    me = await h.account();
    them = await h.account();
  });
  afterAll(() => h.close());

  const statusOf = async (profileId: string, childId: string, token = me.token) =>
    (await h.get(profileUrl(profileId, childId), token)).statusCode;

  it('shows every genotype pairing exactly as safeGenotypesFor says, in one statement', async () => {
    const sons = await h.singles(
      me.userId,
      GENOTYPE_VALUES.map((genotype) => ({ gender: 'MALE' as const, genotype })),
    );
    const women = await h.singles(
      them.userId,
      GENOTYPE_VALUES.map((genotype) => ({ gender: 'FEMALE' as const, genotype })),
    );
    const seen: string[] = [];
    const expected: string[] = [];
    for (const son of sons) {
      for (const woman of women) {
        const before = statements.length;
        const status = await statusOf(woman.id, son.id);
        expect(statements.length - before, `${son.genotype} × ${woman.genotype}`).toBe(1);
        if (status === 200) seen.push(`${son.genotype}×${woman.genotype}`);
        else expect(status).toBe(404);
        if (safeGenotypesFor(son.genotype).includes(woman.genotype as never)) {
          expected.push(`${son.genotype}×${woman.genotype}`);
        }
      }
    }
    expect(seen).toEqual(expected);
    // Some pairings are at risk: the rule hid something.
    expect(seen.length).toBeLessThan(GENOTYPE_VALUES.length ** 2);
  });

  it('the same gender, the own account and a block either way are 404; the relation comes along', async () => {
    const son = await h.single(me.userId, { gender: 'MALE', genotype: 'AA' });
    const daughter = await h.single(me.userId, { gender: 'FEMALE', genotype: 'AA' });
    const otherMan = await h.single(them.userId, { gender: 'MALE', genotype: 'AA' });
    const woman = await h.single(them.userId, { gender: 'FEMALE', genotype: 'AA' });
    expect(await statusOf(otherMan.id, son.id)).toBe(404);
    expect(await statusOf(daughter.id, son.id)).toBe(404);
    expect(await statusOf(woman.id, daughter.id)).toBe(404);

    await h.database.db.insert(likes).values({ initiatorId: woman.id, receiverId: son.id });
    const seen = await h.get(profileUrl(woman.id, son.id), me.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.relation).toMatchObject({
      given: null,
      received: { status: 'pending', awaitingHer: false },
      matched: false,
    });

    for (const [blocker, blocked] of [
      [me, them],
      [them, me],
    ] as const) {
      const childId = blocker === me ? son.id : woman.id;
      await h.database.db
        .insert(blocks)
        .values({ userId: blocker.userId, childId, blockedUserId: blocked.userId });
      expect(await statusOf(woman.id, son.id)).toBe(404);
      await h.database.db.delete(blocks).where(eq(blocks.userId, blocker.userId));
    }
    expect(await statusOf(woman.id, son.id)).toBe(200);
  });

  it("one's match stays readable while her family pauses her, with the match said", async () => {
    const son = await h.single(me.userId, { gender: 'MALE', genotype: 'AA' });
    const woman = await h.single(them.userId, { gender: 'FEMALE', genotype: 'AS' });
    const stranger = await h.single(me.userId, { gender: 'MALE', genotype: 'AA' });
    await h.database.db
      .insert(likes)
      .values({ initiatorId: son.id, receiverId: woman.id, status: 'accepted' });
    await h.database.db
      .update(children)
      .set({ pausedAt: h.clock.now(), listed: false })
      .where(eq(children.id, woman.id));
    const seen = await h.get(profileUrl(woman.id, son.id), me.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.relation).toMatchObject({
      given: { status: 'accepted' },
      matched: true,
    });
    // Paused and not his match: hidden.
    expect(await statusOf(woman.id, stranger.id)).toBe(404);
  });
});
