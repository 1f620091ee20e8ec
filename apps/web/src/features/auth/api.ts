import type {
  EmailBody,
  LoginBody,
  LoginData,
  ResetCheckBody,
  ResetPasswordBody,
  SignUpBody,
  VerifyEmailBody,
} from '@waliyy/contract/auth';
import { apiRequest } from '../../lib/api-client';

// The auth calls of product.md §7. None carries a token except logout (decision 031).

export function signUp(body: SignUpBody) {
  return apiRequest('POST', '/auth/signup', { body });
}

export function verifyEmail(body: VerifyEmailBody) {
  return apiRequest('PUT', '/auth/verify-email', { body });
}

export function resendVerification(body: EmailBody) {
  return apiRequest('POST', '/auth/resend-verification', { body });
}

export function login(body: LoginBody) {
  return apiRequest<LoginData>('POST', '/auth/login', { body });
}

/** Its failure is handled by the caller (error toast, session cleared anyway, product.md §4). */
export function logout() {
  return apiRequest('DELETE', '/auth/logout', { auth: true, handleUnauthorized: false });
}

export function forgotPassword(body: EmailBody) {
  return apiRequest('PUT', '/auth/forgot-password', { body });
}

/** Step 1 of the reset (decision 022): is the code good? Spends nothing. */
export function checkResetCode(body: ResetCheckBody) {
  return apiRequest('POST', '/auth/reset-password/check', { body });
}

export function resetPassword(body: ResetPasswordBody) {
  return apiRequest('PUT', '/auth/reset-password', { body });
}
