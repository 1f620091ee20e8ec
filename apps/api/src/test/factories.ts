import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export const FIXTURE_PASSWORD = 'Correct-horse-9';
// One cheap hash for every fixture account (decision 053).
const fixtureHash = hash(FIXTURE_PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 });

let sequence = 0;

/** A verified account with unique details; override anything. */
export async function createGuardian(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(users)
    .values({
      email: `guardian-${sequence}-${randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Abdullahi',
      lastName: 'Bello',
      phone: '+2348031234567',
      passwordHash: await fixtureHash,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('fixture insert failed');
  return { ...row, password: FIXTURE_PASSWORD };
}
