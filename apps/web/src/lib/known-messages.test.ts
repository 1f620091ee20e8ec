import { screen } from '@testing-library/react';
import { AUTH_MESSAGES, AUTH_RESULT_MESSAGES } from '@waliyy/contract/auth-messages';
import { CHILD_MESSAGES } from '@waliyy/contract/child-messages';
import { GENERIC_MESSAGES } from '@waliyy/contract/errors';
import {
  PREFERENCE_MESSAGES,
  PREFERENCE_RESULT_MESSAGES,
} from '@waliyy/contract/preference-messages';
import { TERMS_MESSAGES } from '@waliyy/contract/terms-messages';
import { TEXT_MESSAGES } from '@waliyy/contract/text-chars';
import { describe, expect, it } from 'vitest';
import { mountToastHost } from '../app/toast-host';
import { activateLanguage } from '../i18n/i18n';
import { t } from '../i18n/translate';
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from './api-client';
import { codeMessage, knownMessage, shownMessage } from './known-messages';
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
  ...strings(PREFERENCE_MESSAGES),
  AUTH_RESULT_MESSAGES.otpInvalid,
  AUTH_RESULT_MESSAGES.loginInvalid,
  AUTH_RESULT_MESSAGES.loginUnverified,
  AUTH_RESULT_MESSAGES.loginUnverifiedNoNewCode,
  AUTH_RESULT_MESSAGES.loginAccountPaused,
  AUTH_RESULT_MESSAGES.otpCodeOnlyClosed,
  AUTH_RESULT_MESSAGES.resetInvalid,
  AUTH_RESULT_MESSAGES.resetCodeOnlyClosed,
  AUTH_RESULT_MESSAGES.oldPasswordWrong,
  AUTH_RESULT_MESSAGES.alternateEmailSame,
  AUTH_RESULT_MESSAGES.alternateEmailInvalid,
  AUTH_RESULT_MESSAGES.alternateEmailConfirmed,
  AUTH_RESULT_MESSAGES.sessionInvalid,
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
