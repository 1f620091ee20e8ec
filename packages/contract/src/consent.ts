// Her consent before her contact (decision 084): a confirmed woman's single who asked to be asked
// answers, on her own page, whether the match her family's (or the man's family's) acceptance
// would make is made. The names of the routes and bodies are fixed like /confirm-profile's.
import { z } from 'zod';
import { ConfirmTokenBody } from './auth';
import { envelope } from './envelope';
import { LANGUAGES } from './languages';
import { OtherSingle } from './likes';

/** How long her link lives: a week, once; unanswered, the like expires (decision 084). */
export const CONSENT_LINK_DAYS = 7;

/** Her page: the token rides in the fragment, never in a logged address (as /confirm-profile). */
export const CONSENT_PATH = '/consent';
export function consentLink(appUrl: string, token: string): string {
  return `${appUrl}${CONSENT_PATH}#token=${encodeURIComponent(token)}`;
}

/** The answers' and refusals' English (decision 068); their ids are `server.consent…`. */
export const CONSENT_MESSAGES = {
  /** 200 on an acceptance that waits for her (the like stays `pending`, `awaitingHer`). */
  sentToHer: 'Sent to her for her answer. The match is made only if she says yes, within 7 days.',
  /** 409: answering again a like that waits for her. */
  awaitingHer: 'This like is waiting for her answer. It cannot be answered again.',
  /** 400: her link, unknown, spent, voided or past its week. */
  linkInvalid: 'This link has been used or has expired.',
  view: 'The profile your family accepted.',
  agreed: 'Thank you. The match is made, and both families have been told.',
  declined: 'Your answer is recorded. No match is made.',
  /** 409: her yes after either single matched with someone else. */
  matchedElsewhere: 'A match cannot be made now: one of the two is already matched.',
  /** 503: her confirmation went to her phone, and no text can go from this server now. */
  smsUnavailable: 'Her answer cannot be asked by text from this server now. Try again later.',
  /** 409: her yes after the like was withdrawn or ended. */
  closed: 'This like is no longer open, so no match is made.',
} as const;

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
