import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '@waliyy/contract';
import { FIELD_NAMES, type FieldNameKey } from '@waliyy/contract/field-names';
import { formatDayIn, formatPriceIn } from '@waliyy/contract/formats';
import ar from './catalogs/ar.json' with { type: 'json' };
import en from './catalogs/en.json' with { type: 'json' };
import ha from './catalogs/ha.json' with { type: 'json' };
import yo from './catalogs/yo.json' with { type: 'json' };

/** A key of the server's catalogs: English holds them all, and every other holds the same. */
type OwnKey = keyof typeof en;
/** A key an e-mail may ask for: the server's own, or a field's name (the contract's field-names catalogs, decision 079). */
export type EmailKey = OwnKey | FieldNameKey;
export type EmailValues = Record<string, string | number>;

/** The server's own catalogs as written (ICU MessageFormat), for the catalog test. */
export const EMAIL_CATALOGS: Record<Language, Record<OwnKey, string>> = { en, ha, yo, ar };

// Compiled once at load, one Lingui instance per language (the server does not mind the size of
// the compiler; the web ships precompiled catalogs instead).
const instances = Object.fromEntries(
  LANGUAGES.map((language) => {
    const messages = Object.fromEntries(
      Object.entries({ ...EMAIL_CATALOGS[language], ...FIELD_NAMES[language] }).map(
        ([key, message]) => [key, compileMessage(message)],
      ),
    );
    return [language, setupI18n({ locale: language, messages: { [language]: messages } })];
  }),
) as Record<Language, I18n>;

/** One e-mail string in the recipient's language, its `{placeholders}` filled from `values`. */
export function emailText(language: Language, key: EmailKey, values?: EmailValues): string {
  return instances[language]._(key, values);
}

/** `emailText` bound to one language, for a template that writes many strings. */
export const emailTextIn =
  (language: Language) =>
  (key: EmailKey, values?: EmailValues): string =>
    emailText(language, key, values);

/**
 * A day as the web prints it in `language` (the contract's formatDayIn): 'Mar 01, 2026',
 * '1 Maris, 2026', '1 Oṣù Ẹrẹ̀nà 2026', '1 مارس 2026'. In UTC: the server has no reader's time zone.
 */
export function emailDay(language: Language, date: Date): string {
  return formatDayIn(language, date, 'UTC');
}

/** A day and a 24-hour time in UTC: 'Mar 01, 2026, 09:05', '1 Maris, 2026, 09:05'. */
export function emailDayTime(language: Language, date: Date): string {
  const time = date.toISOString().slice(11, 16);
  const comma = language === 'ar' ? '،' : ',';
  return `${emailDay(language, date)}${comma} ${time}`;
}

/** A price as the web shows it in `language` (formatPriceIn): '₦10,000', '£20.50'. */
export function emailMoney(language: Language, amountMajor: number, currency: string): string {
  return formatPriceIn(language, amountMajor, currency);
}
