import { ADMIN_MESSAGES } from '@waliyy/contract';
import { STAFF_MESSAGES } from '@waliyy/contract/admin-staff';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { UUID } from '../../lib/ids';
import { accountNotFound } from '../../lib/not-found';

import { actorOf, type StaffLog, withAudit } from './audit';
import { revokeAdmin } from './grant-admin';
import * as staff from './staff.repository';

/** Staff accounts in the console (decision 026): another admin's role taken back. */
export function createStaffService({
  db,
  clock,
  log,
}: {
  db: Db;
  clock: Clock;
  log: StaffLog | undefined;
}) {
  return {
    /**
     * 404 for an unknown account; 409 for one's own account (the command line can do it), for
     * an account that is not staff, and for the last staff account that can sign in; 403 when
     * the acting admin was revoked or suspended meanwhile (read under the admin rows' lock).
     */
    async revokeAdmin(adminId: string, accountId: string, reason: string): Promise<void> {
      if (!UUID.test(accountId)) throw accountNotFound();
      if (accountId === adminId) throw new AppError('CONFLICT', ADMIN_MESSAGES.notYourself);
      const outcome = await withAudit(db, log, async (tx) => {
        const actor = await actorOf(tx, adminId);
        return revokeAdmin(tx, accountId, actor, reason, clock.now());
      });
      if (outcome === 'revoked') return;
      if (outcome === 'actor_not_admin')
        throw new AppError('FORBIDDEN', STAFF_MESSAGES.noLongerStaff);
      if (outcome === 'last_admin') throw new AppError('CONFLICT', STAFF_MESSAGES.lastAdmin);
      // Not staff: an account that exists (409), or none at all (404).
      if (!(await staff.accountExists(db, accountId))) throw accountNotFound();
      throw new AppError('CONFLICT', STAFF_MESSAGES.notAdmin);
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
