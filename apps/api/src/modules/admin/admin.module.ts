/** The admin module's wiring: the staff console's API under /api/v1/admin. */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import type { AccountDeletion } from './account-deletion';
import { createAdminAccountsService } from './accounts.service';
import { adminRoutes } from './admin.routes';
import { createNonRespondersService } from './non-responders';
import { createOverviewService } from './overview.service';
import { createAdminPlansService } from './plans.service';
import { createAdminReportsService } from './reports.service';
import { createStaffService } from './staff.service';
import { createAdminSupportService } from './support.service';

/** `account`: staff delete accounts the way their owners do. */
export async function registerAdmin(
  app: FastifyInstance,
  deps: ModuleDeps,
  uses: { account: AccountDeletion },
): Promise<void> {
  const { db, clock, links, mailQueued, log, authenticate } = deps;
  // Staff actions go to the log as well as to the audit log (decision 026).
  const adminDeps = { db, clock, links, mailQueued, log };
  await app.register(adminRoutes, {
    prefix: `${API_PREFIX}/admin`,
    accounts: createAdminAccountsService(adminDeps, uses.account),
    reports: createAdminReportsService(adminDeps),
    nonResponders: createNonRespondersService(adminDeps),
    overview: createOverviewService({ db, clock }),
    plans: createAdminPlansService({ db, clock, log }),
    staff: createStaffService({ db, clock, log }),
    support: createAdminSupportService({ db }),
    db,
    authenticate,
  });
}
