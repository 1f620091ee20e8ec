// Loads the people the discovery journeys meet into the e2e server's fresh embedded database,
// before the server starts (playwright.config.ts runs it first, on the same DATA_DIR). Every
// profile goes through the contract's own rules, as POST /parent/child would save it.
//   npx tsx apps/api/src/test/e2e-seed.ts   (DATA_DIR as the server's)
import { makeChildCreateBody } from '@waliyy/contract';
import { makeChildBody } from '@waliyy/contract/testing';
import { openEmbeddedDatabase } from '../db/embedded-database';
import { migrate } from '../db/migrate';
import { children, users } from '../db/schema';
import { newDisplayId } from '../lib/display-id';
import { createPasswordHasher, DEFAULT_PASSWORD_SETTINGS } from '../lib/passwords';
import { grantAdmin } from '../modules/admin/grant-admin';
import { rowFromBody } from '../modules/children/children.mapper';

/**
 * Profiles no daughter of genotype AS, aged about 26, looking for men of 25 to 45 may ever be
 * shown: the journey asserts these display ids never appear. Their names say why.
 */
export const E2E_UNSUITABLE = {
  // AS × each of these could give a child sickle-cell disease (12 at-risk pairs; 5 for AS).
  atRisk: ['AS', 'SS', 'SC', 'AC', 'CC'].map((genotype) => ({
    displayId: `WY-AT-RISK-${genotype}`,
    genotype,
  })),
  tooOld: ['WY-TOO-OLD-1', 'WY-TOO-OLD-2'],
  sameGender: ['WY-SAME-GENDER-1', 'WY-SAME-GENDER-2'],
} as const;

/**
 * A member of staff for the trust and safety journey: a verified account made an admin the way
 * `npm run admin:grant` does (the same function, so the grant is in the audit log).
 */
export const E2E_ADMIN = { email: 'e2e.admin@example.com', password: 'Staff-horse-9' } as const;

/** Suitable men for that daughter: enough for more than three pages of nine. */
export const E2E_SUITABLE_MEN = 32;

/**
 * Of those, the men who passed every check (decision 083): their guardian's phone verified
 * (an account of their own), their own confirmation and their genotype checked. The badges
 * journey finds them by these display ids; no other single passed any check.
 */
export const E2E_VERIFIED_MEN = ['WY-VERIFIED-1', 'WY-VERIFIED-2', 'WY-VERIFIED-3'] as const;

const PROFESSIONS = ['Civil engineer', 'Teacher', 'Accountant', 'Software developer', 'Doctor'];
const PLACES = [
  { state: 'Kano', lga: 'Fagge' },
  { state: 'Lagos', lga: 'Ikeja' },
  { state: 'Oyo', lga: 'Ibadan North' },
  { state: 'Kwara', lga: 'Ilorin West' },
];

async function main() {
  const dataDir = process.env.DATA_DIR ?? './.data';
  const database = await openEmbeddedDatabase(dataDir, 'e2e-seed');
  await migrate(database);
  const now = new Date();
  const year = now.getUTCFullYear();
  const parse = makeChildCreateBody(() => now);

  const [pool] = await database.db
    .insert(users)
    .values({
      email: 'e2e.pool@example.com',
      firstName: 'Pool',
      lastName: 'Guardian',
      phone: '+2348030000000',
      // Nobody logs in as this account.
      passwordHash: 'not-a-login',
      emailVerifiedAt: now,
    })
    .returning({ id: users.id });
  const userId = pool!.id;
  const [verifiedPool] = await database.db
    .insert(users)
    .values({
      email: 'e2e.verified@example.com',
      firstName: 'Verified',
      lastName: 'Guardian',
      phone: '+2348030000002',
      passwordHash: 'not-a-login',
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
    })
    .returning({ id: users.id });

  const man = (k: number, over: Record<string, unknown>) =>
    parse.parse(
      makeChildBody({
        firstName: 'Musa',
        lastName: `Pool${String.fromCharCode(97 + (k % 26))}`,
        gender: 'MALE',
        genotype: 'AA',
        yearOfBirth: year - (28 + (k % 6)),
        monthOfBirth: 1 + (k % 12),
        height: 1.75,
        weight: 75,
        profession: PROFESSIONS[k % PROFESSIONS.length],
        ...PLACES[k % PLACES.length],
        about: `Brother number ${k + 1}: calm, family-minded and working hard to build a home on the deen.`,
        ...over,
      }),
    );

  const verified = E2E_VERIFIED_MEN.length;
  const rows = [
    ...E2E_VERIFIED_MEN.map((displayId, k) => ({
      ...rowFromBody(man(k, {}), verifiedPool!.id, displayId),
      singleConfirmedAt: now,
      genotypeCheckedAt: now,
    })),
    ...Array.from({ length: E2E_SUITABLE_MEN - verified }, (_, k) =>
      rowFromBody(man(k + verified, {}), userId, newDisplayId()),
    ),
    ...E2E_UNSUITABLE.atRisk.map((p, k) =>
      rowFromBody(man(k, { genotype: p.genotype }), userId, p.displayId),
    ),
    ...E2E_UNSUITABLE.tooOld.map((displayId, k) =>
      rowFromBody(man(k, { yearOfBirth: year - 60 }), userId, displayId),
    ),
    ...E2E_UNSUITABLE.sameGender.map((displayId, k) =>
      rowFromBody(man(k, { gender: 'FEMALE', firstName: 'Hauwa' }), userId, displayId),
    ),
  ];
  await database.db.insert(children).values(rows);

  await database.db.insert(users).values({
    email: E2E_ADMIN.email,
    firstName: 'Staff',
    lastName: 'Member',
    phone: '+2348030000001',
    passwordHash: await createPasswordHasher(DEFAULT_PASSWORD_SETTINGS).hash(
      E2E_ADMIN.password,
      'e2e-seed',
    ),
    emailVerifiedAt: now,
  });
  const granted = await grantAdmin(database.db, E2E_ADMIN.email, now);
  if (!granted.ok) throw new Error(granted.message);

  await database.close();
  console.log(`e2e seed: ${rows.length} singles and one admin in ${dataDir}`);
}

main().catch((error: unknown) => {
  console.error('e2e seed failed:', error);
  process.exit(1);
});
