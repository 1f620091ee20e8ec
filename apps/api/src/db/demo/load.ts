import { randomBytes } from 'node:crypto';
import { PreferenceBody } from '@waliyy/contract/preferences';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { newDisplayId } from '../../lib/display-id';
import { createPasswordHasher, DEFAULT_PASSWORD_SETTINGS } from '../../lib/passwords';
import { valuesFromBody } from '../../modules/preferences';
import type { Db } from '../client';
import { children, preferences, users } from '../schema';
import { DEMO_LOGIN, generateDemoFamilies } from './generate';

/**
 * Loads the demo families into an empty database (no accounts yet), in one transaction, and
 * prints the demo guardian's login. Does nothing on a database that already has accounts.
 */
export async function loadDemoData(db: Db, log: FastifyBaseLogger): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const families = generateDemoFamilies();
  // One hash for the demo login, one for every other family (whose password nobody knows).
  // The same argon2id cost as real accounts.
  const hasher = createPasswordHasher(DEFAULT_PASSWORD_SETTINGS);
  const [demoHash, otherHash] = await Promise.all([
    hasher.hash(DEMO_LOGIN.password, 'demo-data'),
    hasher.hash(randomBytes(24).toString('base64url'), 'demo-data'),
  ]);

  let singles = 0;
  await db.transaction(async (tx) => {
    for (const family of families) {
      const isLoginAccount = family.guardian.email === DEMO_LOGIN.email;
      const [row] = await tx
        .insert(users)
        .values({ ...family.guardian, passwordHash: isLoginAccount ? demoHash : otherHash })
        .returning({ id: users.id });
      const inserted = await tx
        .insert(children)
        .values(family.singles.map((s) => ({ ...s, userId: row!.id, displayId: newDisplayId() })))
        .returning({ id: children.id });
      // Each single's preferences, through the contract's own rules (as the API would save them).
      await tx.insert(preferences).values(
        inserted.map((child, k) => ({
          ...valuesFromBody(PreferenceBody.parse(family.preferences[k])),
          childId: child.id,
        })),
      );
      singles += family.singles.length;
    }
  });

  log.info(
    { families: families.length, singles },
    `demo data loaded — log in as ${DEMO_LOGIN.email} with the password ${DEMO_LOGIN.password} (set DEMO_DATA=off to start empty)`,
  );
  return true;
}
