// The alternative address's e-mailed link (decision 062): it goes to the API, which confirms and
// then sends the browser to a page every client has, with a flag our web reads. No zod here: the
// web's guards read it before any form's checks load.

/** The link's route, as the API registers it under its base path (`/api/v1`, module-deps.ts). */
export const ALTERNATE_EMAIL_LINK_PATH = '/account/alternate-email/confirm';

/** The e-mailed link: that route on `appUrl` (APP_URL), with the single-use token. */
export function alternateEmailLink(appUrl: string, token: string): string {
  return `${appUrl}/api/v1${ALTERNATE_EMAIL_LINK_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Where the link lands: the login page, which every client has (the original client's too) and
 * which sends a signed-in family on to its dashboard.
 */
export const ALTERNATE_EMAIL_LANDING_PATH = '/login';

/** The query flag on the landing page, and what it says. */
export const ALTERNATE_EMAIL_FLAG = 'alternateEmail';
export const ALTERNATE_EMAIL_RESULTS = ['confirmed', 'invalid'] as const;
export type AlternateEmailResult = (typeof ALTERNATE_EMAIL_RESULTS)[number];

/** The landing address on `appUrl` (APP_URL: never a request's Host or Origin, decision 065). */
export function alternateEmailLanding(appUrl: string, result: AlternateEmailResult): string {
  return `${appUrl}${ALTERNATE_EMAIL_LANDING_PATH}?${ALTERNATE_EMAIL_FLAG}=${result}`;
}
