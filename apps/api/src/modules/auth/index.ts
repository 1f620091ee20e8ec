/**
 * What other modules may use of this one; everything else in the folder is its own.
 * (scripts/check-shape.mjs: a module imports another only through its index.ts.)
 */

export {
  accountDeletedByStaffEmail,
  accountDeletedEmail,
  alternateEmailConfirmEmail,
  passwordChangedEmail,
} from './auth.emails';
export {
  deleteUser,
  findUserById,
  lastChildAmong,
  setLanguage,
  setLastChild,
  setPasswordHash,
  toAccountUser,
} from './auth.repository';
export type { AuthDeps } from './auth.service';
export { type AuthSettings, DEFAULT_AUTH_SETTINGS } from './auth.settings';
export { consumeCode, findLiveCodesByHash, replaceCode } from './auth-codes.repository';
export { createAuthenticate } from './authenticate';
export {
  type CodeHasher,
  createCodeHasher,
  generateLinkToken,
  generateOtp,
  isDisposableEmail,
  NO_ATTEMPT_LIMIT,
} from './codes';
export { voidResetCodes } from './reset-requests';
export { voidResetRequests } from './reset-requests.repository';
export { revokeAllSessions, SESSION_STANDING } from './sessions.repository';
