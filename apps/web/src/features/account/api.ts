import type { ChangePasswordBody, EmailBody } from '@waliyy/contract/auth';
import type { PhoneCodeBody, PhoneCodeSent } from '@waliyy/contract/phone-verification';
import { apiRequest } from '../../lib/api-client';

// The account calls of product.md §7 (all with the bearer token, except the e-mailed link's).

export function changePassword(body: ChangePasswordBody) {
  return apiRequest('PUT', '/account/change-password', { body, auth: true });
}

export function addAlternateEmail(body: EmailBody) {
  return apiRequest('POST', '/account/alternate-email', { body, auth: true });
}

/** From the e-mailed link: the link's own single-use token proves it (decision 031). */
export function confirmAlternateEmail(token: string) {
  return apiRequest('PUT', '/account/alternate-email/confirm', { body: { token } });
}

/** product.md §7: an empty body. */
export function deleteAccount() {
  return apiRequest('PUT', '/account/delete', { auth: true });
}

/** Decision 083: texts a 6-digit code to the account's phone. */
export function sendPhoneCode() {
  return apiRequest<PhoneCodeSent>('POST', '/account/phone/verification', { auth: true });
}

/** Decision 083: confirms the account's phone with the texted code. */
export function confirmPhoneCode(body: PhoneCodeBody) {
  return apiRequest('PUT', '/account/phone/verification', { body, auth: true });
}
