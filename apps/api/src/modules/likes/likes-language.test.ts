// Decision 070: the likes and match e-mails in each receiving account's own language.
import { LikeActionResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLikesHarness, type Family, type LikesHarness } from '../../test/likes-fixtures';

describe('likes and match e-mails in the account language', () => {
  let h: LikesHarness;
  let man: Family;
  let woman: Family;

  const mailTo = (family: Family) => h.smtp.received.filter((m) => m.to === family.email);

  beforeAll(async () => {
    h = await createLikesHarness();
    man = await h.family('MALE');
    woman = await h.family('FEMALE');
    const set = await h.call('PUT', '/api/v1/account/language', woman.token, { language: 'ar' });
    expect(set.statusCode, set.body).toBe(200);
  });
  afterAll(() => h.close());

  it('writes the like to an Arabic account in Arabic, right to left, the display id as it is', async () => {
    await h.flushMail();
    expect((await h.like(man, woman.single)).statusCode).toBe(200);
    await h.flushMail();
    const mail = mailTo(woman).at(-1);
    expect(mail?.subject).toBe(`هناك من أبدى اهتمامه بـ${woman.single.firstName}`);
    expect(mail?.text).toContain(man.single.displayId);
    expect(mail?.text).toContain('http://localhost:3000/likes');
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('writes the match to each side in its own language: Arabic to her family, English to his', async () => {
    const [like] = (
      await h.call('GET', `/api/v1/match/like/child/${woman.single.id}/?type=received`, woman.token)
    ).json().data;
    const res = await h.respond(woman, like._id, 'accept');
    expect(LikeActionResponse.parse(res.json()).data.match_id).toBeTruthy();
    await h.flushMail();

    const hers = mailTo(woman).at(-1);
    expect(hers?.subject).toBe(`توافق جديد لـ${woman.single.firstName}: ${man.single.displayId}`);
    expect(hers?.text).toContain('الحمد لله');
    expect(hers?.text).toContain('عقد النكاح');
    expect(hers?.html).toContain('<html lang="ar" dir="rtl">');

    const his = mailTo(man).at(-1);
    expect(his?.subject).toBe(`${man.single.firstName} has a match: ${woman.single.displayId}`);
    expect(his?.html).toContain('<html lang="en">');
    expect(his?.html).not.toContain('dir="rtl"');
  });
});
