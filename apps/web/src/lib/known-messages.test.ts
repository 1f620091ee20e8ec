import { screen } from '@testing-library/react';
import { AUTH_MESSAGES, AUTH_RESULT_MESSAGES } from '@waliyy/contract/auth-messages';
import { BILLING_MESSAGES } from '@waliyy/contract/billing-messages';
import { CHILD_MESSAGES, CHILD_RESULT_MESSAGES } from '@waliyy/contract/child-messages';
import { GENERIC_MESSAGES } from '@waliyy/contract/errors';
import { LANGUAGES } from '@waliyy/contract/languages';
import { isStaffMessage, messageIds, messageTable } from '@waliyy/contract/message-ids';
import {
  PREFERENCE_MESSAGES,
  PREFERENCE_RESULT_MESSAGES,
} from '@waliyy/contract/preference-messages';
import { TERMS_MESSAGES, TERMS_SPLIT_MESSAGES } from '@waliyy/contract/terms-messages';
import { TEXT_MESSAGES } from '@waliyy/contract/text-chars';
import { describe, expect, it } from 'vitest';
import { mountToastHost } from '../app/toast-host';
import { activateLanguage, catalogs } from '../i18n/i18n';
import MISSING from '../i18n/missing-translations.json' with { type: 'json' };
import { t } from '../i18n/translate';
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from './api-client';
import { codeMessage, knownMessage, messageKey, shownMessage } from './known-messages';
import { notifySuccess } from './notify';

const strings = (table: Record<string, unknown>) =>
  Object.values(table).filter((value): value is string => typeof value === 'string');

/** Every message the contract's checks give a form, and the server's refusals the forms show. */
const CONTRACT_MESSAGES = [
  ...strings(AUTH_MESSAGES),
  // The OTP's upper bound (auth.ts): its minimum's message with 'exactly'.
  AUTH_MESSAGES.otpMin.replace('or more', 'exactly'),
  ...strings(CHILD_MESSAGES),
  CHILD_MESSAGES.tooLong(100),
  CHILD_MESSAGES.tooLong(2000),
  ...strings(TEXT_MESSAGES),
  ...strings(TERMS_MESSAGES),
  ...strings(TERMS_SPLIT_MESSAGES),
  ...strings(PREFERENCE_MESSAGES),
  ...strings(AUTH_RESULT_MESSAGES),
  ...strings(PREFERENCE_RESULT_MESSAGES),
  ...strings(CHILD_RESULT_MESSAGES),
  ...strings(GENERIC_MESSAGES),
  // The messages billing writes with a function, their values in their words.
  BILLING_MESSAGES.paymentRedirected('paypal', 'paystack', 'NGN'),
  BILLING_MESSAGES.paymentsUnavailable('GHS'),
  // All but the staff console's, which speaks English (decision 070): no catalog says them.
  ...[...messageTable()].filter(([, ref]) => !isStaffMessage(ref)).map(([english]) => english),
];

describe('the contract’s messages in the catalog (decision 070, errors and validation)', () => {
  it.each(CONTRACT_MESSAGES)(
    'knows “%s”, and its English catalog message is the same words',
    (message) => {
      const known = knownMessage(message);
      expect(known, message).toBeDefined();
      // The API's English and the web's English never drift: the catalog says the contract's words.
      expect(t(known!.key, known!.values)).toBe(message);
    },
  );

  it('says each code’s generic message in English as the contract does', () => {
    for (const [code, message] of Object.entries(GENERIC_MESSAGES)) {
      expect(codeMessage(code), code).toBe(message);
    }
  });

  it('shows a known message translated, with its number, and any other as it is', async () => {
    await activateLanguage('ha');
    expect(shownMessage(AUTH_MESSAGES.nameMin)).toBe('Dole ne ya kai haruffa 2 ko fiye');
    expect(shownMessage(AUTH_MESSAGES.confirmMismatch)).toBe('Kalmomin sirrin ba su yi daidai ba');
    expect(shownMessage('Something only the server says')).toBe('Something only the server says');
    await activateLanguage('en');
    expect(shownMessage(AUTH_MESSAGES.nameMin)).toBe('Must be 2 characters or more');
  });
});

describe('message ids (decision 078)', () => {
  const missing = MISSING as Record<string, string[] | undefined>;

  it.each(messageIds())(
    '%s has its key in English, and in each language a translation or a listed gap',
    async (id) => {
      const key = messageKey(id);
      for (const language of LANGUAGES) {
        await activateLanguage(language);
        const has = catalogs[language]?.[key] !== undefined;
        if (language === 'en') expect(has, `en: ${key}`).toBe(true);
        // Listed and translated: take it off the list (it only shrinks); neither: translate or list it.
        else expect(has, `${language}: ${key}`).toBe(!missing[language]?.includes(key));
      }
      await activateLanguage('en');
    },
  );

  it('shows a message by the id that came with it, its values filled in', async () => {
    await activateLanguage('ha');
    const ref = { messageId: 'minChars', values: { count: 2 } };
    expect(shownMessage('Words this client never saw', undefined, ref)).toBe(
      'Dole ne ya kai haruffa 2 ko fiye',
    );
    // An id this client does not know, or one not yet translated: the message as it came.
    const unknown = { messageId: 'auth.somethingNew' };
    expect(shownMessage('Something new', undefined, unknown)).toBe('Something new');
    // A server answer translated since the ids came: said in Hausa by its id alone.
    const saved = AUTH_RESULT_MESSAGES.languageSaved;
    expect(missing.ha).not.toContain(messageKey('server.languageSaved'));
    expect(shownMessage(saved, undefined, { messageId: 'server.languageSaved' })).toBe(
      'An adana harshen.',
    );
    await activateLanguage('en');
  });
});

describe('errorMessage', () => {
  it('in English: the server’s message exactly', () => {
    const error = new ApiError({ status: 429, code: 'RATE_LIMITED', message: 'Wait 12 seconds.' });
    expect(errorMessage(error)).toBe('Wait 12 seconds.');
    expect(errorMessage(new Error('x'))).toBe(GENERIC_MESSAGES.INTERNAL);
  });

  it('in Arabic: the message from its code, or the known message’s own words', async () => {
    await activateLanguage('ar');
    const limited = new ApiError({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Wait 12 seconds.',
    });
    expect(errorMessage(limited)).toBe(t('forms.error.RATE_LIMITED'));
    expect(errorMessage(limited)).toContain('محاولات كثيرة');
    const login = new ApiError({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: AUTH_RESULT_MESSAGES.loginInvalid,
    });
    expect(errorMessage(login)).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    const offline = new ApiError({
      status: 'FETCH_ERROR',
      code: 'FETCH_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
    expect(errorMessage(offline)).toContain('خطأ في الشبكة');
    expect(errorMessage(new Error('x'))).toBe('حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل.');
    // The id sent with the message decides, not its English.
    const byId = new ApiError({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Reworded by a newer server.',
      messageRef: { messageId: 'server.loginInvalid' },
    });
    expect(errorMessage(byId)).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    await activateLanguage('en');
    expect(errorMessage(byId)).toBe('Reworded by a newer server.');
  });

  it('a success toast outside English says the contract’s answer it falls back on, translated', async () => {
    await activateLanguage('ha');
    mountToastHost();
    notifySuccess(PREFERENCE_RESULT_MESSAGES.created, PREFERENCE_RESULT_MESSAGES.created);
    expect(await screen.findByText('An adana abubuwan da kuke so.')).toBeInTheDocument();
    notifySuccess(AUTH_RESULT_MESSAGES.verified, AUTH_RESULT_MESSAGES.verified);
    expect(
      await screen.findByText('An tabbatar da adireshin imel ɗinku. Yanzu kuna iya shiga.'),
    ).toBeInTheDocument();
  });
});
