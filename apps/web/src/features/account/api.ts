import type { ChangePasswordBody, EmailBody } from '@waliyy/contract/auth';
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
