import { activeLanguage } from '../../i18n/i18n';
import { type MessageKey, t } from '../../i18n/translate';

/**
 * A server's message said in the language shown (decision 070: the API's `message` stays
 * English). A message the web knows is said in its own catalog's words; another is shown as
 * sent when the page is in English, and in any other language the action's own words (`fallback`)
 * stand in for it.
 */
export function ownWords(
  message: string | null | undefined,
  known: Readonly<Record<string, MessageKey>>,
  fallback: MessageKey,
): string {
  const key = message && Object.hasOwn(known, message) ? known[message] : undefined;
  if (key) return t(key);
  return message && activeLanguage() === 'en' ? message : t(fallback);
}
