// Decision 020 (DECISIONS.md 44): the match e-mail to the man's side carries the contact the
// match released — what his match page shows, in his account's language; hers carries nothing
// of his.
import { type Language, LikeActionResponse, MatchResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/html';
import {
  createLikesHarness,
  type Family,
  type LikesHarness,
  privateOf,
} from '../../test/likes-fixtures';

describe("the man's match e-mail carries the released contact (decision 020)", () => {
  let h: LikesHarness;

  beforeAll(async () => {
    h = await createLikesHarness();
  });
  afterAll(() => h.close());

  const mailTo = (family: Family) => h.smtp.received.filter((m) => m.to === family.email);

  /** A man's family in `language` matched with a woman (her single's overrides); both e-mails. */
  async function matched(language: Language, herSingle: Record<string, unknown> = {}) {
    const man = await h.family('MALE');
    const woman = await h.family('FEMALE', { single: herSingle });
    const set = await h.call('PUT', '/api/v1/account/language', man.token, { language });
    expect(set.statusCode, set.body).toBe(200);
    const like = LikeActionResponse.parse((await h.like(man, woman.single)).json()).data.like._id;
    expect((await h.respond(woman, like, 'accept')).statusCode).toBe(200);
    await h.flushMail();
    const page = MatchResponse.parse(
      (await h.call('GET', `/api/v1/match/child/${man.single.id}`, man.token)).json(),
    ).data;
    const his = mailTo(man).at(-1);
    const hers = mailTo(woman).at(-1);
    if (!his || !hers || !page?.contact) throw new Error('no match e-mails or no contact');
    // Hers never carries anything of his family (decision 028).
    for (const secret of privateOf(man)) {
      expect(hers.text, secret).not.toContain(secret);
      expect(hers.html, secret).not.toContain(secret);
    }
    return { man, woman, his, hers, contact: page.contact };
  }

  it("English: her wali's name, e-mail and phone, as his match page shows them, escaped", async () => {
    // A name stored before the contract's checks (or typed by staff) is escaped in the HTML.
    const { woman, his, hers, contact } = await matched('en', {
      waliName: `Abdullah <b>O'Neil</b> & Sons`,
      waliEmail: 'abdullah.oneil@example.com',
      waliPhoneNumber: '+447911123321',
    });
    expect(contact).toEqual({
      fullName: `Abdullah <b>O'Neil</b> & Sons`,
      email: 'abdullah.oneil@example.com',
      phone: '+447911123321',
      isWali: true,
    });
    expect(his.text).toContain("Her wali's contact is below");
    expect(his.text).toContain(`Wali: ${contact.fullName}\n`);
    expect(his.text).toContain(`E-mail: ${contact.email}\n`);
    expect(his.text).toContain(`Phone: ${contact.phone}\n`);
    expect(his.html).toContain(escapeHtml(contact.fullName));
    expect(his.html).not.toContain('<b>O');
    expect(his.html).toContain(`dir="ltr">${contact.email}<`);
    expect(his.html).toContain(`dir="ltr">+447911123321<`);
    // Her own family's e-mail is as before: whose contact went, not the contact itself.
    expect(hers.text).toContain('wali named in her profile');
    expect(hers.text).not.toContain(contact.email);
    // Nothing of her account holder's goes when she names a wali.
    for (const secret of [woman.email, woman.phone, woman.names[0], woman.names[1]]) {
      expect(his.text, secret).not.toContain(secret);
    }
  });

  it("Hausa: the guardian's contact (no wali named) in Hausa", async () => {
    const { woman, his } = await matched('ha');
    expect(his.html).toContain('<html lang="ha">');
    expect(his.text).toContain('Ga lambobin tuntuɓar mai kula da ita a ƙasa');
    expect(his.text).toContain(`Mai kula: ${woman.names[0]} ${woman.names[1]}\n`);
    expect(his.text).toContain(`Imel: ${woman.email}\n`);
    expect(his.text).toContain(`Waya: ${woman.phone}\n`);
  });

  it('Yoruba: a wali with no phone is given without a phone line', async () => {
    const { his } = await matched('yo', {
      waliName: 'Ibrahim Adeyemi',
      waliEmail: 'ibrahim.adeyemi@example.com',
    });
    expect(his.html).toContain('<html lang="yo">');
    expect(his.text).toContain('Àlàyé ìkànsí wáli rẹ̀ wà nísàlẹ̀ yìí');
    expect(his.text).toContain('Wáli: Ibrahim Adeyemi\n');
    expect(his.text).toContain('Ìmeèlì: ibrahim.adeyemi@example.com\n');
    expect(his.text).not.toContain('Fóònù');
  });

  it('Arabic: right to left, the e-mail address and phone left to right', async () => {
    const { his, contact } = await matched('ar', {
      waliName: 'عبد الله يوسف',
      waliEmail: 'abdullah.yusuf@example.com',
      waliPhoneNumber: '+2348031112233',
    });
    expect(contact.isWali).toBe(true);
    expect(his.html).toContain('<html lang="ar" dir="rtl">');
    expect(his.text).toContain('بيانات التواصل مع وليّها أدناه');
    expect(his.text).toContain('الوليّ: عبد الله يوسف\n');
    // Isolated too (bidi.ts), so '+' and '@' stay where they are written.
    const iso = (value: string) => `\u2068${value}\u2069`;
    expect(his.text).toContain(`البريد الإلكتروني: ${iso('abdullah.yusuf@example.com')}\n`);
    expect(his.text).toContain(`الهاتف: ${iso('+2348031112233')}\n`);
    expect(his.html).toContain('dir="auto">عبد الله يوسف<');
    expect(his.html).toContain(`dir="ltr">${iso('abdullah.yusuf@example.com')}<`);
    expect(his.html).toContain(`dir="ltr">${iso('+2348031112233')}<`);
  });
});
