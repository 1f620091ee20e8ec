// A contact detail split across fields (decision 073): the server names every field that holds a
// part; each field shows its own part marked, and the whole detail the parts make together.
import { TERMS_SPLIT_MESSAGES } from '@waliyy/contract/terms-messages';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { t } from '../i18n/translate';
import { contactExplanation, contactFindings, contactMarks } from './contact-marks';
import { knownMessage } from './known-messages';

const PARTS = [
  { field: 'profession', start: 6, end: 10, text: '0803' },
  { field: 'about', start: 16, end: 19, text: '123' },
];
const CONTACT = {
  profession: { kind: 'phone', start: 6, end: 10, text: '0803', parts: PARTS },
  about: { kind: 'phone', start: 16, end: 19, text: '123', parts: PARTS },
};

describe('a split detail on the form', () => {
  afterAll(() => activateLanguage('en'));

  it('marks each field’s own part and carries the whole', () => {
    const marks = contactMarks(
      CONTACT,
      { profession: 'Nurse 0803', about: 'I wear an abaya 123' },
      { profession: 'profession', about: 'about' },
    );
    expect(marks.profession).toEqual({
      kind: 'phone',
      before: 'Nurse ',
      found: '0803',
      after: '',
      whole: '0803 … 123',
    });
    expect(marks.about?.before).toBe('I wear an abaya ');
    expect(contactExplanation(marks.about!)).toBe(
      'Read together with the other marked fields, these parts make a phone number: “0803 … 123”',
    );
  });

  it('drops a finding whose parts are not well formed', () => {
    expect(contactFindings({ about: { ...CONTACT.about, parts: [{ field: 'about' }] } })).toEqual(
      {},
    );
  });

  it('knows the field message of each kind, in every language', async () => {
    for (const kind of ['phone', 'email', 'link', 'handle'] as const) {
      const known = knownMessage(TERMS_SPLIT_MESSAGES[kind]);
      expect(known?.key).toBe('forms.validation.terms.split');
      expect(t(known!.key, known!.values)).toBe(TERMS_SPLIT_MESSAGES[kind]);
    }
    await activateLanguage('ha');
    const known = knownMessage(TERMS_SPLIT_MESSAGES.phone);
    expect(t(known!.key, known!.values)).toContain('lambar waya');
  });
});
