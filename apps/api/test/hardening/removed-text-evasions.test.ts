// Decision 073 (decision 51): after staff edit a sentence out, the family saved it again with
// a zero-width non-joiner or a soft hyphen inside words, with Cyrillic а/о, with U+034F, or word for
// word in another field or a speaker's name, and it was accepted. Now the comparison reads texts
// as the contact detector does, against every field other families read, list items included.
import { CHILD_MESSAGES } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removedTexts } from '../../src/db/schema';
import type { Account } from '../../src/test/discovery-fixtures';
import type { Family } from '../../src/test/likes-fixtures';
import { moderationSteps } from '../../src/test/moderation-steps';
import { createSafetyHarness, type SafetyHarness } from '../../src/test/safety-fixtures';

const INSULT = 'Families from the north are all liars and thieves, stay away';

describe('edited-out text does not come back disguised (decision 073)', () => {
  let h: SafetyHarness;
  let admin: Account;
  let family: Family;
  const { report, putSingle } = moderationSteps(() => ({ h, admin }));

  beforeAll(async () => {
    h = await createSafetyHarness();
    admin = await h.admin();
    family = await h.family('MALE', { plan: false, single: { about: INSULT } });
    const reporter = await h.family('FEMALE', { plan: false });
    const id = await report(reporter, family, 'inappropriate_content');
    const act = await h.adminCall('PUT', `/reports/${id}`, admin, {
      action: 'redact',
      fields: ['about'],
      reportIds: [id],
      reason: 'Insults a whole region',
    });
    expect(act.statusCode, act.body).toBe(200);
  });
  afterAll(() => h.close());

  const refused = async (body: Record<string, unknown>, field: string) => {
    const res = await putSingle(family, body);
    expect(res.statusCode, JSON.stringify(body)).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { [field]: CHILD_MESSAGES.removedText },
    });
  };

  it('refuses it with invisible characters, look-alike letters and U+034F inside words', async () => {
    for (const about of [
      'Families from the no\u200crth are all li\u200cars and thi\u200ceves, stay away',
      'Fami\u00adlies from the north are all li\u00adars and thie\u00adves, stay away',
      'Fаmilies frоm the nоrth аre аll liаrs аnd thieves, stаy аwаy', // Cyrillic а and о
      'Families from the n\u034forth are all l\u034fiars and thieves, stay away',
      'ＦＡＭＩＬＩＥＳ from the north are all liars -- and thieves... STAY AWAY!',
      'Famílies from the nórth are all liars and thieves, stay away',
    ]) {
      await refused({ about }, 'about');
    }
  });

  it('refuses it word for word in another field, in a speaker, and inside a longer text', async () => {
    await refused({ aboutEducationAndJob: INSULT }, 'aboutEducationAndJob');
    await refused({ aboutDressing: `Abaya. ${INSULT}. Modest.` }, 'aboutDressing');
    await refused({ speakersListenedTo: ['Mufti Menk', INSULT] }, 'speakersListenedTo');
    await refused(
      { professionalPlans: `I plan to say ${INSULT.toUpperCase()}` },
      'professionalPlans',
    );
    await refused({ profession: `Nurse. ${INSULT}` }, 'profession');
  });

  it('accepts ordinary texts that share its words', async () => {
    const res = await putSingle(family, {
      about: 'Families from the north are welcome; we are honest and kind.',
      aboutEducationAndJob: 'I studied in the north and work as a teacher.',
      speakersListenedTo: ['Mufti Menk', 'Nouman Ali Khan'],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('holds a row stored with the old normalization to the new reading', async () => {
    // Rows written before this change kept `normalized` as NFKC and lower case only; the
    // comparison reads `text` afresh, so such a row still refuses a disguised copy.
    await h.database.db.insert(removedTexts).values({
      childId: family.single.id,
      field: 'aboutDressing',
      text: 'Only fools marry from that tribe',
      normalized: 'only fools marry from that tribe',
    });
    await refused({ relocationPlans: 'Only fo\u200cols marry from thаt tribe' }, 'relocationPlans');
  });
});
