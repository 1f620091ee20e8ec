/**
 * What other modules may use of this one; everything else in the folder is its own.
 * (scripts/check-shape.mjs: a module imports another only through its index.ts.)
 */
export { actorOf, recordAudit, type StaffLog, withAudit } from './audit';
export { grantAdmin, revokeAdminByEmail } from './grant-admin';
export { refuseLastAdmin } from './last-admin';
export { requireAdmin } from './require-admin';
