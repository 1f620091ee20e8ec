import type { z } from 'zod';
import { ReasonBody } from './admin';

/** Staff accounts (decision 026): revoking the admin role. */
export const STAFF_MESSAGES = {
  adminRevoked: 'The account is no longer staff: it is a guardian account again.',
  /** 409: the account is not an admin. */
  notAdmin: 'This account is not staff.',
  /** 409: revoking would leave no staff account that can sign in. */
  lastAdmin:
    'This is the last staff account that can sign in. Make another account staff first (admin:grant), then revoke this one.',
  /** 409: suspending or deleting this admin would leave no staff account that can sign in. */
  lastAdminKept:
    'This is the last staff account that can sign in, so it stays. Make another account staff first (admin:grant).',
  /** 409 on DELETE /account: the last admin that can sign in deleting their own account. */
  lastAdminSelfDelete:
    'You are the last staff account that can sign in. Make someone else staff first (admin:grant), then delete your account.',
  /** 403: the staff account was revoked or suspended while the action was on its way. */
  noLongerStaff: 'Your account is no longer staff, so this was not done.',
} as const;

/** `POST /admin/accounts/:id/revoke-admin`: why (the audit log records it). */
export const RevokeAdminBody = ReasonBody;
export type RevokeAdminBody = z.infer<typeof RevokeAdminBody>;
