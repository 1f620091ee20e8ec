// The single's own "this is me" (decision 083): her guardian sends her a link; the page it opens
// shows her profile as other families see it and records her answer. The names of the routes
// and bodies are fixed (other clients and our checks use them).
import { z } from 'zod';
import { AccountLanguage, ConfirmTokenBody, Email, PhoneNumber } from './auth';
import { PublicProfile } from './discovery';
import { envelope } from './envelope';
import { FREE_TEXT_NAMES } from './free-text-fields';
import { LANGUAGES } from './languages';
import { oneLineText } from './text-fields';

export { CONFIRMATION_MESSAGES } from './confirmation-messages';

/** How long the link she is sent may be used: a week, once. */
export const CONFIRMATION_LINK_DAYS = 7;

/**
 * The page the link opens: the token rides in the fragment (`#token=…`), which the browser never
 * sends, so no server or proxy log holds it; the page posts it in a body.
 */
export const CONFIRM_PROFILE_PATH = '/confirm-profile';
export function confirmProfileLink(appUrl: string, token: string): string {
  return `${appUrl}${CONFIRM_PROFILE_PATH}#token=${encodeURIComponent(token)}`;
}

/**
 * What a guardian's edit changes of what other families read and weigh about her (decision 083,
 * "a substantive edit asks her again"): who she is (names, birth, gender, genotype, origin and
 * ethnicity), her marriage history and children, her conduct and practice (habits, salat, sect,
 * revert, polygyny), and every word written about her (the free-text fields, FREE_TEXT_FIELDS,
 * which include her profession and LGA). A change to one of these clears her confirmation and
 * sends her a new link. Not listed, so kept: measures and logistics a family updates as life
 * moves (height, weight, education level, employment, residence, citizenship, relocation,
 * membership of an organisation) and the wali's contact, which other families never see.
 */
export const SUBSTANTIVE_FIELDS = [
  'firstName',
  'lastName',
  'yearOfBirth',
  'monthOfBirth',
  'gender',
  'genotype',
  'isMixedEthnicity',
  'maritalStatus',
  'hasChildren',
  'isSmoker',
  'isDrinker',
  'hasAddictions',
  'isPolygamous',
  'salatPattern',
  'sect',
  'isARevert',
  ...FREE_TEXT_NAMES,
] as const;

/**
 * Where her confirmation stands, as her guardian reads it: `not_asked` (no live link, never
 * answered), `waiting` (a live link sent), `confirmed`, `declined` (she said no, or withdrew).
 */
export const CONFIRMATION_STATES = ['not_asked', 'waiting', 'confirmed', 'declined'] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];
export const CONFIRMATION_CHANNELS = ['email', 'phone'] as const;

/**
 * `POST /parent/child/{id}/confirmation`: her own e-mail address or her own phone (one of them),
 * and the language she reads (default: the account's).
 */
const language = AccountLanguage.optional();
export const SingleConfirmationBody = z.union([
  z.strictObject({ email: Email, language }),
  z.strictObject({ phone: PhoneNumber, language }),
]);
export type SingleConfirmationBody = z.infer<typeof SingleConfirmationBody>;

/** The guardian's view of it: the state, and where the last link went (her own channel). */
export const SingleConfirmationStatus = z.object({
  state: z.enum(CONFIRMATION_STATES),
  channel: z.enum(CONFIRMATION_CHANNELS).nullable(),
  sentTo: z.string().nullable(),
  sentAt: z.string().nullable(),
  language: z.enum(LANGUAGES).nullable(),
  /**
   * Whether she asked to be asked before any match (decision 084): hers to set on her own page,
   * shown so her family knows an acceptance will wait for her. Only while she is confirmed.
   */
  asksBeforeMatch: z.boolean(),
});
export type SingleConfirmationStatus = z.infer<typeof SingleConfirmationStatus>;
export const SingleConfirmationStatusResponse = envelope(SingleConfirmationStatus);

/** `POST /confirm-profile/view {token}`, and `PUT /confirm-profile {token, agree}`. */
export const ConfirmProfileViewBody = ConfirmTokenBody;
export const ConfirmProfileBody = ConfirmTokenBody.extend({
  agree: z.boolean(),
  /**
   * The `version` of the profile her page showed (optional for other clients): a yes given to a
   * profile that has changed since is refused (409), so she agrees to what she read.
   */
  version: oneLineText().max(64).optional(),
  /**
   * A woman's single's "ask me before any match is made" (decision 084), with her yes on the
   * asking link, or on its own with `agree: true` on the standing link (no withdrawal). Absent:
   * unchanged on the standing link, off with a first yes. Ignored for a man's single.
   */
  asksBeforeMatch: z.boolean().optional(),
});
export type ConfirmProfileBody = z.infer<typeof ConfirmProfileBody>;

/**
 * What her page reads: her profile exactly as another family's guardian reads it (no
 * compatibility: she is not comparing), the language she was written to in, and whether the
 * link asks her (`ask`) or is the standing one that lets her withdraw (`withdraw`).
 */
export const ConfirmProfileView = z.object({
  purpose: z.enum(['ask', 'withdraw']),
  language: z.enum(LANGUAGES),
  profile: PublicProfile,
  /** A stamp of `profile` as shown: sent back with her answer. */
  version: z.string(),
  /** Her "ask me before any match is made" as it stands (decision 084). */
  asksBeforeMatch: z.boolean(),
});
export type ConfirmProfileView = z.infer<typeof ConfirmProfileView>;
export const ConfirmProfileViewResponse = envelope(ConfirmProfileView);
export const ConfirmProfileAnswer = z.object({ state: z.enum(CONFIRMATION_STATES) });
export const ConfirmProfileAnswerResponse = envelope(ConfirmProfileAnswer);

/** The guardian's form on the single's page: the channel chosen, then her address or number. */
export const SingleConfirmationForm = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), email: Email, language: AccountLanguage }),
  z.object({ channel: z.literal('phone'), phone: PhoneNumber, language: AccountLanguage }),
]);
export type SingleConfirmationFormInput = z.input<typeof SingleConfirmationForm>;
