import { describe, expect, it } from 'vitest';
import { REDACTABLE_FIELD_LABELS, REDACTABLE_FIELDS } from './admin-moderation';
import { FIELD_NAMES } from './field-names';
import { FREE_TEXT_FIELDS, FREE_TEXT_NAMES, fieldLabel, fieldName } from './free-text-fields';
import { LANGUAGES } from './languages';

// One catalog of the free-text fields' words per language, read by the web and the e-mails
// (decision 079): what the list asks for, no more, in every language.

describe('the field-names catalogs', () => {
  it('hold a label for every field of the list, and a name for each one staff may edit out', () => {
    const keys = FREE_TEXT_NAMES.flatMap((field) => [
      fieldLabel(field),
      ...(FREE_TEXT_FIELDS[field].redactable ? [`field.inWords.${field}`] : []),
    ]);
    expect(Object.keys(FIELD_NAMES.en).sort()).toEqual(keys.sort());
  });

  it('say every English word in every language, as plain text', () => {
    const keys = Object.keys(FIELD_NAMES.en).sort();
    for (const language of LANGUAGES) {
      const catalog = FIELD_NAMES[language];
      expect(Object.keys(catalog).sort(), language).toEqual(keys);
      for (const [key, text] of Object.entries(catalog)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(text, `${language} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('name a field in English as staff do', () => {
    for (const field of REDACTABLE_FIELDS) {
      expect(FIELD_NAMES.en[fieldName(field)], field).toBe(REDACTABLE_FIELD_LABELS[field]);
    }
  });
});
