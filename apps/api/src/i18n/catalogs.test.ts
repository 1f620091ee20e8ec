import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import {
  LANGUAGES,
  REDACTABLE_FIELD_LABELS,
  REDACTABLE_FIELDS,
  REPORT_REASON_LABELS,
  TAGLINE,
} from '@waliyy/contract';
import { fieldName } from '@waliyy/contract/free-text-fields';
import { MATCH_GUIDANCE } from '@waliyy/contract/likes-messages';
import { messageValues, sourceText } from '@waliyy/contract/testing-catalogs';
import { describe, expect, it } from 'vitest';
import { EMAIL_CATALOGS, emailText } from './email-text';

/** The server's own keys (a field's name is the contract's, field-names.test.ts). */
type OwnKey = keyof (typeof EMAIL_CATALOGS)['en'];

const en = EMAIL_CATALOGS.en;
const keys = Object.keys(en).sort();
const SRC = fileURLToPath(new URL('..', import.meta.url));

describe('the e-mail catalogs (decision 070)', () => {
  it('hold exactly the English keys, in every language', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(EMAIL_CATALOGS[language]).sort(), language).toEqual(keys);
    }
  });

  it('use every English key somewhere in the API source', () => {
    const source = sourceText(SRC);
    const unused = keys.filter((key) => !source.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });

  it('compile, and fill in the same placeholders as English', () => {
    for (const language of LANGUAGES) {
      for (const key of keys as OwnKey[]) {
        const message = EMAIL_CATALOGS[language][key];
        expect(() => compileMessageOrThrow(message), `${language} ${key}`).not.toThrow();
        expect(messageValues(message), `${language} ${key}`).toEqual(messageValues(en[key]));
      }
    }
  });

  it('lose no character of a message without placeholders (no ICU quoting eats an apostrophe)', () => {
    for (const language of LANGUAGES) {
      for (const key of keys as OwnKey[]) {
        const message = EMAIL_CATALOGS[language][key];
        if (!message.includes('{')) expect(emailText(language, key), key).toBe(message);
      }
    }
  });

  it('say in English what the contract says where the app shows the same words', () => {
    expect(en['email.match.forWomanGuardian']).toBe(MATCH_GUIDANCE.woman);
    expect(en['email.match.forWomanWali']).toBe(MATCH_GUIDANCE.womanWali);
    expect(en['email.common.tagline']).toBe(TAGLINE.toLowerCase());
    expect(en['email.reportReason.contactDetails']).toBe(
      REPORT_REASON_LABELS.contact_details.toLowerCase(),
    );
    expect(en['email.reportReason.other']).toBe(REPORT_REASON_LABELS.other.toLowerCase());
    // An edited-out field's name: the field-names catalogs' (decision 079), as staff name it.
    for (const field of REDACTABLE_FIELDS) {
      expect(emailText('en', fieldName(field)), field).toBe(REDACTABLE_FIELD_LABELS[field]);
    }
  });

  it('writes plurals by each language’s rules', () => {
    expect(emailText('en', 'email.nonResponse.body', { count: 1 })).toMatch(/^An interest sent/);
    expect(emailText('en', 'email.nonResponse.body', { count: 3 })).toMatch(/^3 interests sent/);
    expect(emailText('ar', 'email.signUpCode.footnote', { minutes: 2 })).toContain('دقيقتين');
    expect(emailText('ar', 'email.signUpCode.footnote', { minutes: 10 })).toContain('10 دقائق');
    expect(emailText('ha', 'email.signUpCode.footnote', { minutes: 10 })).toContain('minti 10');
    expect(emailText('yo', 'email.signUpCode.footnote', { minutes: 10 })).toContain('ìṣẹ́jú 10');
  });
});
