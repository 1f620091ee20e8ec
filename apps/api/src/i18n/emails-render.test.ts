import { LANGUAGES, type Language } from '@waliyy/contract';
import { describe, expect, it } from 'vitest';
import * as admin from '../modules/admin/admin.emails';
import * as auth from '../modules/auth/auth.emails';
import { receiptEmail } from '../modules/billing/billing.emails';
import * as likes from '../modules/likes/likes.emails';

const links = { appUrl: 'https://waliyy.test', supportEmail: 'support@waliyy.test' };
const at = new Date('2026-03-01T09:05:00Z');

/** Every e-mail the API sends, built for one language. */
function everyEmail(language: Language) {
  const to = { firstName: 'Aisha', language };
  return {
    verification: auth.verificationEmail(language, 'Aisha', '042917', 15),
    loginCode: auth.loginCodeEmail(language, 'Aisha', '318604', 10),
    signUpAttempt: auth.signUpAttemptEmail(language, 'Aisha', links),
    reset: auth.resetPasswordEmail(
      language,
      'Aisha',
      { token: 'ABCDEFGHJKLM', code: '1' },
      30,
      links,
    ),
    resetLinkOnly: auth.resetPasswordEmail(language, 'Aisha', { token: 'ABCDEFGHJKLM' }, 30, links),
    passwordChanged: auth.passwordChangedEmail(language, 'Aisha', links),
    alternate: auth.alternateEmailConfirmEmail(language, 'Aisha', 'tok', links),
    deletedByStaff: auth.accountDeletedByStaffEmail(language, 'Aisha', links),
    newSignIn: auth.newSignInEmail(language, 'Aisha', { at, browser: 'Firefox on Android' }, links),
    deleted: auth.accountDeletedEmail(language, 'Aisha', links),
    wrongPasswords: auth.manyWrongPasswordsEmail(language, 'Aisha', 15, links),
    like: likes.likeReceivedEmail(to, 'Maryam', 'WY-ABC123', links.appUrl),
    reminder: likes.likeReminderEmail(to, 'Maryam', 'WY-ABC123', links.appUrl),
    matchMan: likes.matchForManEmail(to, 'Yusuf', 'WY-ABC123', links.appUrl, {
      fullName: 'Abdullahi Yusuf',
      email: 'wali.yusuf@example.com',
      phone: '+2348031234567',
      isWali: true,
    }),
    matchWoman: likes.matchForWomanEmail(to, 'Maryam', 'WY-ABC123', links.appUrl),
    ended: likes.matchEndedEmail(to, 'Maryam', 'WY-ABC123', 'account_suspended', links.appUrl),
    receipt: receiptEmail(
      {
        firstName: 'Aisha',
        language,
        planName: 'Premium',
        amountMinor: 2_050,
        currency: 'GBP',
        provider: 'paypal',
        reference: 'WLY-1',
        providerReference: 'CAPTURE-9',
        paidAt: at,
        startsAt: at,
        expiresAt: new Date('2027-03-01T00:00:00Z'),
      },
      links.appUrl,
    ),
    handled: admin.reportHandledEmail(language, 'Aisha', 'WY-ABC123', 'fake_profile', links),
    dismissed: admin.reportDismissedEmail(language, 'Aisha', 'WY-ABC123', 'underage', links),
    removed: admin.textRemovedEmail(
      language,
      'Aisha',
      'WY-ABC123',
      [{ field: 'about', text: 'Call me' }],
      'Contact details',
      links,
    ),
    warning: admin.reportWarningEmail(language, 'Aisha', 'WY-ABC123', 'Be kind', links),
    nonResponse: admin.nonResponseWarningEmail(language, 'Aisha', 3, links),
    suspended: admin.suspendedEmail(language, 'Aisha', links),
    reinstated: admin.reinstatedEmail(language, 'Aisha', links),
    premium: admin.subscriptionGrantedEmail(language, 'Aisha', at, links),
  };
}

describe('every e-mail in every language (decision 070)', () => {
  it('fills every placeholder, names its language, and keeps ids, codes and links as they are', () => {
    for (const language of LANGUAGES) {
      const dir = language === 'ar' ? ' dir="rtl"' : '';
      for (const [name, email] of Object.entries(everyEmail(language))) {
        const where = `${language} ${name}`;
        for (const part of [email.subject, email.text]) expect(part, where).not.toMatch(/[{}]/);
        expect(email.html, where).toContain(`<html lang="${language}"${dir}>`);
      }
      const all = everyEmail(language);
      // A code is in the body only: a subject shows on lock screens and stays in the outbox
      // after sending (decision 072).
      expect(all.verification.subject).not.toContain('042917');
      expect(all.verification.text).toContain('042917');
      expect(all.loginCode.subject).not.toContain('318604');
      expect(all.loginCode.text).toContain('318604');
      expect(all.like.text).toContain('WY-ABC123');
      expect(all.like.text).toContain('https://waliyy.test/likes');
      expect(all.receipt.text).toContain('WLY-1');
      expect(all.receipt.text).toContain('CAPTURE-9');
    }
  });

  it('writes money and dates as the web does, in the language (contract formats.ts)', () => {
    expect(everyEmail('en').receipt.text).toContain('Amount paid: £20.50');
    expect(everyEmail('en').newSignIn.text).toContain('(Mar 01, 2026, 09:05 UTC)');
    expect(everyEmail('en').premium.text).toContain('runs until Mar 01, 2026.');
    // The symbol first and Latin digits in every language, Arabic included.
    expect(everyEmail('ar').receipt.text).toContain('£20.50');
    expect(everyEmail('ha').receipt.text).toContain('£20.50');
    // Hausa months are the web's (CLDR's), whatever ICU data the server has.
    expect(everyEmail('ha').receipt.text).toContain('daga 1 Maris, 2026 zuwa 1 Maris, 2027');
    expect(everyEmail('ha').premium.text).toContain('har zuwa 1 Maris, 2026.');
    expect(everyEmail('ha').newSignIn.text).toContain('(1 Maris, 2026, 09:05 UTC)');
    expect(everyEmail('yo').newSignIn.text).toContain('1 Oṣù Ẹrẹ̀nà 2026, 09:05');
    expect(everyEmail('ar').premium.text).toContain('1 مارس 2026');
  });

  it('writes a naira receipt as ₦10,000 and a December day in Hausa as "5 Disamba, 2026"', () => {
    const receipt = (language: Language) =>
      receiptEmail(
        {
          firstName: 'Aisha',
          language,
          planName: 'Premium',
          amountMinor: 1_000_000,
          currency: 'NGN',
          provider: 'paystack',
          reference: 'WLY-2',
          providerReference: 'WLY-2',
          paidAt: new Date('2026-12-05T23:30:00Z'),
          startsAt: new Date('2026-12-05T23:30:00Z'),
          expiresAt: new Date('2027-12-05T23:30:00Z'),
        },
        links.appUrl,
      );
    for (const language of LANGUAGES) {
      expect(receipt(language).subject, language).toContain('₦10,000');
      expect(receipt(language).text, language).not.toContain('₦10,000.00');
    }
    expect(receipt('ha').text).toContain('An biya ranar 5 Disamba, 2026 ta hanyar Paystack');
    expect(receipt('en').text).toContain('Paid on Dec 05, 2026 through Paystack');
  });
});
