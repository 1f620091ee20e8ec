// Her consent before her contact (decision 084): a confirmed woman's single who asked to be asked
// answers, on her own page, whether the match her family's (or the man's family's) acceptance
// would make is made. The names of the routes and bodies are fixed like /confirm-profile's.
import { z } from 'zod';
import { ConfirmTokenBody } from './auth';
import { envelope } from './envelope';
import { LANGUAGES } from './languages';
import { OtherSingle } from './likes';

export { CONSENT_MESSAGES } from './consent-messages';

/** How long her link lives: a week, once; unanswered, the like expires (decision 084). */
export const CONSENT_LINK_DAYS = 7;

/** Her page: the token rides in the fragment, never in a logged address (as /confirm-profile). */
export const CONSENT_PATH = '/consent';
export function consentLink(appUrl: string, token: string): string {
  return `${appUrl}${CONSENT_PATH}#token=${encodeURIComponent(token)}`;
}

/** `POST /consent/view {token}` and `PUT /consent {token, agree}`. */
export const ConsentViewBody = ConfirmTokenBody;
export const ConsentBody = ConfirmTokenBody.extend({ agree: z.boolean() });
export type ConsentBody = z.infer<typeof ConsentBody>;

/**
 * What her page reads: the man's public profile exactly as her family reads it on a like
 * (`OtherSingle`: no name, no contact), and the language her link was written in.
 */
export const ConsentView = z.object({ language: z.enum(LANGUAGES), profile: OtherSingle });
export type ConsentView = z.infer<typeof ConsentView>;
export const ConsentViewResponse = envelope(ConsentView);
export const ConsentAnswer = z.object({ state: z.enum(['matched', 'declined']) });
export const ConsentAnswerResponse = envelope(ConsentAnswer);
