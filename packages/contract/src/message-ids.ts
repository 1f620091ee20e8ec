import { ADMIN_MESSAGES } from './admin-messages';
import { AUTH_MESSAGES, AUTH_RESULT_MESSAGES } from './auth-messages';
import { BILLING_MESSAGES } from './billing-messages';
import {
  CHILD_MESSAGES,
  CHILD_RESULT_MESSAGES,
  HEIGHT_RANGE,
  WEIGHT_RANGE,
} from './child-messages';
import { CONFIRMATION_MESSAGES } from './confirmation-messages';
import { CONSENT_MESSAGES } from './consent-messages';
import { MIN_AGE } from './constants';
import { DISCOVERY_MESSAGES } from './discovery-messages';
import { GENERIC_MESSAGES } from './generic-messages';
import { GENOTYPE_FILE_MESSAGES } from './genotype-file';
import { LIKES_MESSAGES, MATCH_GUIDANCE } from './likes-messages';
import { PHONE_MESSAGE_IDS, PHONE_MESSAGES } from './phone-messages';
import {
  MAX_PREFERENCE_AGE,
  PREFERENCE_MESSAGES,
  PREFERENCE_RESULT_MESSAGES,
} from './preference-messages';
import { SAFETY_MESSAGES } from './safety-messages';
import { TERMS_MESSAGES, TERMS_SPLIT_MESSAGES } from './terms-messages';
import { TEXT_MESSAGES } from './text-chars';

// Every fixed message the API or the contract's checks can produce has a stable id (decision 078):
// `auth.phoneFormat`, `server.loginInvalid`, `minChars` with `{ count: 8 }`. The English stays the
// `message` on the wire (decision 068) and the id travels beside it (`messageId`, `errorIds`);
// the web turns an id into its catalog key by rule. No zod here: the login page reads these
// before its checks load.
//
// The ids are given here, once, next to the tables that hold the English: a table's entry
// `AUTH_MESSAGES.phoneFormat` is `auth.phoneFormat` (its group and its name). A few messages are
// one rule with a value and share an id across tables: the length rules (`minChars`…, their
// number), the human ranges (`heightRange`, `weightRange`) and a detail split across fields
// (`terms.split`, its kind).

export type MessageValues = Readonly<Record<string, string | number>>;
/** A message's id and the values its words take (`{ count: 8 }`); beside `message` on the wire. */
export type MessageRef = { readonly messageId: string; readonly values?: MessageValues };

const range = (r: { min: number; max: number }) => ({ min: String(r.min), max: String(r.max) });
const ages = { min: String(MIN_AGE), max: String(MAX_PREFERENCE_AGE) };

/**
 * The staff console's group (`admin.accountNotFound`…). The API sends these ids like any other,
 * but no catalog says them: the console speaks English whatever the account's language
 * (decision 070), so the web never looks them up.
 */
const STAFF_GROUP = 'admin';

/** The tables whose entries take their group's name: `<group>.<entry>`. */
const GROUPS = {
  auth: AUTH_MESSAGES,
  child: CHILD_MESSAGES,
  text: TEXT_MESSAGES,
  terms: TERMS_MESSAGES,
  preferences: PREFERENCE_MESSAGES,
  server: AUTH_RESULT_MESSAGES,
  genotype: GENOTYPE_FILE_MESSAGES,
  discovery: DISCOVERY_MESSAGES,
  billing: BILLING_MESSAGES,
  // Last: a staff message that says what a family's does takes the family's id.
  [STAFF_GROUP]: ADMIN_MESSAGES,
} as const;

/** Answers of the server's, from their table: `server.<prefix><Name>` (all, or those named). */
function answers<T extends Readonly<Record<string, string>>>(
  prefix: string,
  table: T,
  names: readonly (keyof T & string)[] = Object.keys(table),
) {
  return names.map(
    (name) =>
      [
        table[name] as string,
        { messageId: `server.${prefix}${name[0]?.toUpperCase()}${name.slice(1)}` },
      ] as const,
  );
}

/** Messages whose id is not their table's name: shared rules, and the other answers' tables. */
const NAMED: ReadonlyArray<readonly [english: string, MessageRef]> = [
  [CHILD_MESSAGES.heightRange, { messageId: 'heightRange', values: range(HEIGHT_RANGE) }],
  [CHILD_MESSAGES.weightRange, { messageId: 'weightRange', values: range(WEIGHT_RANGE) }],
  [PREFERENCE_MESSAGES.height, { messageId: 'heightRange', values: range(HEIGHT_RANGE) }],
  [PREFERENCE_MESSAGES.weight, { messageId: 'weightRange', values: range(WEIGHT_RANGE) }],
  [PREFERENCE_MESSAGES.minAge, { messageId: 'preferences.minAge', values: ages }],
  [PREFERENCE_MESSAGES.maxAge, { messageId: 'preferences.maxAge', values: ages }],
  [CHILD_MESSAGES.dobMinAge, { messageId: 'child.dobMinAge', values: { age: String(MIN_AGE) } }],
  // A detail split across fields (decision 073): one message, its kind a value.
  ...(Object.keys(TERMS_SPLIT_MESSAGES) as (keyof typeof TERMS_SPLIT_MESSAGES)[]).map(
    (kind) => [TERMS_SPLIT_MESSAGES[kind], { messageId: 'terms.split', values: { kind } }] as const,
  ),
  [PREFERENCE_RESULT_MESSAGES.created, { messageId: 'server.preferencesSaved' }],
  [PREFERENCE_RESULT_MESSAGES.updated, { messageId: 'server.preferencesUpdated' }],
  [PREFERENCE_RESULT_MESSAGES.none, { messageId: 'server.preferencesNone' }],
  [PREFERENCE_RESULT_MESSAGES.found, { messageId: 'server.preferencesFound' }],
  [PREFERENCE_RESULT_MESSAGES.notFound, { messageId: 'server.preferencesNotFound' }],
  [CHILD_RESULT_MESSAGES.created, { messageId: 'server.profileCreated' }],
  [CHILD_RESULT_MESSAGES.updated, { messageId: 'server.profileUpdated' }],
  [CHILD_RESULT_MESSAGES.deleted, { messageId: 'server.profileDeleted' }],
  [CHILD_RESULT_MESSAGES.notFound, { messageId: 'server.profileNotFound' }],
  ...(Object.keys(PHONE_MESSAGES) as (keyof typeof PHONE_MESSAGES)[]).map(
    (name) => [PHONE_MESSAGES[name], { messageId: PHONE_MESSAGE_IDS[name] }] as const,
  ),
  // The single's own confirmation (decision 083): `server.confirmationSent`…
  ...answers('confirmation', CONFIRMATION_MESSAGES),
  // Her consent before her contact (decision 084): `server.consentSentToHer`…
  ...answers('consent', CONSENT_MESSAGES),
  // What the likes, reports and match pages are told, every entry of their tables (their checks'
  // words too, one table one rule): `server.likesLiked`, `server.likesLikeNotFound`,
  // `server.safetyUnblocked`, `server.matchGuidanceMan`…
  ...answers('likes', LIKES_MESSAGES),
  ...answers('safety', SAFETY_MESSAGES),
  ...answers('matchGuidance', MATCH_GUIDANCE),
  ...(Object.keys(GENERIC_MESSAGES) as (keyof typeof GENERIC_MESSAGES)[]).map(
    (code) => [GENERIC_MESSAGES[code], { messageId: `error.${code}` }] as const,
  ),
];

/** The length rules, whatever their number ('Must be 2 characters or more', tooLong(2000)…). */
const COUNTED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Must be (\d+) characters or more$/, 'minChars'],
  [/^Must be (\d+) characters or fewer$/, 'maxChars'],
  [/^Must be (\d+) characters exactly$/, 'exactChars'],
];

/**
 * The words around a function's values as a pattern: the function is called with `{name}` for
 * each value, so the pattern follows its words wherever they change.
 */
function wordsAround(english: string, names: readonly string[]): RegExp {
  let source = english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const name of names) source = source.replace(`\\{${name}\\}`, `(?<${name}>.+?)`);
  return new RegExp(`^${source}$`);
}

/** The messages a table writes with a function, by their words (their values are the names). */
const WRITTEN: ReadonlyArray<readonly [RegExp, string]> = [
  [
    wordsAround(BILLING_MESSAGES.paymentRedirected('{asked}', '{used}', '{currency}'), [
      'asked',
      'used',
      'currency',
    ]),
    'billing.paymentRedirected',
  ],
  [
    wordsAround(BILLING_MESSAGES.paymentsUnavailable('{currency}'), ['currency']),
    'billing.paymentsUnavailable',
  ],
];

function counted(english: string): MessageRef | undefined {
  for (const [pattern, messageId] of COUNTED) {
    const count = pattern.exec(english)?.[1];
    if (count !== undefined) return { messageId, values: { count: Number(count) } };
  }
  for (const [pattern, messageId] of WRITTEN) {
    const values = pattern.exec(english)?.groups;
    if (values) return { messageId, values: { ...values } };
  }
  return undefined;
}

let index: Map<string, MessageRef> | null = null;

/** Every fixed message with its id: the named ones, then each table's entries by their name. */
export function messageTable(): ReadonlyMap<string, MessageRef> {
  if (index) return index;
  const table = new Map<string, MessageRef>(NAMED);
  for (const [group, messages] of Object.entries(GROUPS)) {
    for (const [name, english] of Object.entries(messages)) {
      if (typeof english !== 'string' || table.has(english)) continue;
      table.set(english, counted(english) ?? { messageId: `${group}.${name}` });
    }
  }
  index = table;
  return table;
}

/**
 * The id of a message the contract or the API wrote (a zod issue's message, an AppError's), or
 * undefined for any other text. The API sends it beside the English; the web reads the same id
 * from a check run in the browser, whose issue carries the contract's English.
 */
export function messageRef(english: string): MessageRef | undefined {
  return messageTable().get(english) ?? counted(english);
}

/**
 * Whether a message is the staff console's, which no catalog says (STAFF_GROUP).
 * @internal For the catalogs' tests, which skip them.
 */
export const isStaffMessage = (ref: MessageRef): boolean =>
  ref.messageId.startsWith(`${STAFF_GROUP}.`);

/**
 * Every id the web says, once each: the contract's messages' but the staff console's.
 * @internal For the catalogs' tests, which walk every id.
 */
export function messageIds(): string[] {
  const ids = new Set(
    [...messageTable().values()].filter((ref) => !isStaffMessage(ref)).map((ref) => ref.messageId),
  );
  for (const [, messageId] of [...COUNTED, ...WRITTEN]) ids.add(messageId);
  return [...ids].sort();
}
