/**
 * What other modules may use of this one; everything else in the folder is its own.
 * (scripts/check-shape.mjs: a module imports another only through its index.ts.)
 */

export * as authEmails from './auth.emails';
export * as authRepository from './auth.repository';
export type { AuthDeps } from './auth.service';
export { generateLinkToken, isDisposableEmail, NO_ATTEMPT_LIMIT } from './codes';
export { voidResetCodes, voidResetRequests } from './reset-requests';
