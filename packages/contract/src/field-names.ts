import ar from './field-names/ar.json' with { type: 'json' };
import en from './field-names/en.json' with { type: 'json' };
import ha from './field-names/ha.json' with { type: 'json' };
import yo from './field-names/yo.json' with { type: 'json' };
import type { Language } from './languages';

// The words of the free-text fields (decision 079), one catalog per language: each field's label
// (`fieldLabel`: the forms' label, the profile page's heading) and, for a field staff may edit
// out, its name inside a sentence (`fieldName`: the e-mail that tells the family). The web
// downloads its language's catalog with the signed-in pages' words (app-catalogs.ts); the API's
// e-mails compile all four beside their own. Plain text, ICU like every catalog.

/** A key of the field-names catalogs: English holds them all, and every other the same. */
export type FieldNameKey = keyof typeof en;

export const FIELD_NAMES: Record<Language, Record<FieldNameKey, string>> = { en, ha, yo, ar };
