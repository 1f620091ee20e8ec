import type { ErrorCode } from '@waliyy/contract/errors';
import { type MessageRef, messageRef } from '@waliyy/contract/message-ids';
import { activeLanguage, catalogs } from '../i18n/i18n';
import { type MessageKey, type MessageValues, t } from '../i18n/translate';

// The API's messages stay English on the wire (decision 068); the web shows them in the language
// chosen (decision 070, "Errors and validation"). Each fixed message has a stable id, given once
// in the contract beside its English (decision 078): the API sends it beside the message
// (`messageId`, `errorIds`), and a check run in the browser gives the contract's English, whose
// id the contract's table gives. The id becomes its catalog key by rule (messageKey); a message
// without an id, or whose key this language lacks (missing-translations.json), shows as it came.
// Only zod-free contract modules here: every form's field messages read this, the login page's
// too, which draws before its checks (and zod) load.

type Known = { key: MessageKey; values?: MessageValues };

/**
 * A message id's catalog key: `auth.phoneFormat` → `forms.validation.auth.phoneFormat`; the
 * server's answers and the generic messages sit apart (`server.loginInvalid` →
 * `forms.server.loginInvalid`, `error.NOT_FOUND` → `forms.error.NOT_FOUND`).
 */
export function messageKey(messageId: string): MessageKey {
  const isApart = messageId.startsWith('server.') || messageId.startsWith('error.');
  return (isApart ? `forms.${messageId}` : `forms.validation.${messageId}`) as MessageKey;
}

/**
 * The catalog key (and values) of a message in the language shown: by the id that came with it,
 * else by the contract's id for it; undefined for any other text, or a key this language lacks.
 */
export function knownMessage(english: string, ref?: MessageRef): Known | undefined {
  const found = ref ?? messageRef(english);
  if (!found) return undefined;
  const key = messageKey(found.messageId);
  // A key this language lacks for now (missing-translations.json): the English as it came.
  if (catalogs[activeLanguage()]?.[key] === undefined) return undefined;
  return { key, values: found.values };
}

/** What each error code says when its message is not one the web knows. */
const CODE_KEYS: Record<ErrorCode | 'FETCH_ERROR' | 'UNKNOWN', MessageKey> = {
  VALIDATION: 'forms.error.VALIDATION',
  UNAUTHENTICATED: 'forms.error.UNAUTHENTICATED',
  PLAN_REQUIRED: 'forms.error.PLAN_REQUIRED',
  SINGLES_LIMIT: 'forms.error.SINGLES_LIMIT',
  ACCOUNT_SUSPENDED: 'forms.error.ACCOUNT_SUSPENDED',
  EMAIL_UNVERIFIED: 'forms.error.EMAIL_UNVERIFIED',
  FORBIDDEN: 'forms.error.FORBIDDEN',
  NOT_FOUND: 'forms.error.NOT_FOUND',
  ALREADY_MATCHED: 'forms.error.ALREADY_MATCHED',
  CONFLICT: 'forms.error.CONFLICT',
  PAYLOAD_TOO_LARGE: 'forms.error.PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'forms.error.RATE_LIMITED',
  INTERNAL: 'forms.error.INTERNAL',
  UNAVAILABLE: 'forms.error.UNAVAILABLE',
  PAYMENTS_UNAVAILABLE: 'forms.error.PAYMENTS_UNAVAILABLE',
  SMS_UNAVAILABLE: 'forms.error.SMS_UNAVAILABLE',
  FETCH_ERROR: 'forms.error.network',
  UNKNOWN: 'forms.error.INTERNAL',
};

/** The catalog's message for an error code (a code this client does not know: INTERNAL's). */
export function codeMessage(code: string): string {
  return t(CODE_KEYS[code as keyof typeof CODE_KEYS] ?? 'forms.error.INTERNAL');
}

/**
 * A message from the contract or the server in the language shown: English as it came (or
 * `otherwise` when none came); in another language its catalog message, or `otherwise` (the
 * message as it is by default). `ref`: the id the server sent with it.
 */
export function shownMessage(
  english: string,
  otherwise: () => string = () => english,
  ref?: MessageRef,
): string {
  if (activeLanguage() === 'en') return english || otherwise();
  const known = knownMessage(english, ref);
  return known ? t(known.key, known.values) : otherwise();
}
