import {
  AccountsQuery,
  AccountsResponse,
  ADMIN_MESSAGES,
  AdminAccountResponse,
  GrantedSubscriptionResponse,
  GrantSubscriptionBody,
  MessageResponse,
  OverviewQuery,
  OverviewResponse,
  ReasonBody,
  SinglesLimitBody,
} from '@waliyy/contract';
import { RevokeAdminBody, STAFF_MESSAGES } from '@waliyy/contract/admin-staff';
import type { FastifyPluginAsync, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { IdParams } from '../../lib/ids';
import type { AdminAccountsService } from './accounts.service';
import { adminModerationRoutes } from './admin-moderation.routes';
import { actingAdmin, done, staffSchema } from './admin-schema';
import { adminSupportRoutes } from './admin-support.routes';
import type { NonRespondersService } from './non-responders';
import type { OverviewService } from './overview.service';
import type { AdminPlansService } from './plans.service';
import type { AdminReportsService } from './reports.service';
import { requireAdmin } from './require-admin';
import type { StaffService } from './staff.service';
import type { AdminSupportService } from './support.service';

const staffOnly =
  'Staff only: 401 without a token, 403 ACCOUNT_SUSPENDED for a suspended account, 403 FORBIDDEN for a non-admin. Recorded in the audit log with the reason.';

export type AdminServices = {
  accounts: AdminAccountsService;
  reports: AdminReportsService;
  nonResponders: NonRespondersService;
  overview: OverviewService;
  plans: AdminPlansService;
  staff: StaffService;
  support: AdminSupportService;
  db: Db;
};

/** The admin console's API (decision 012), under /api/v1/admin: authenticated, then staff only. */
export const adminRoutes: FastifyPluginAsync<
  AdminServices & { authenticate: onRequestHookHandler }
> = async (
  app,
  { accounts, reports, nonResponders, overview, plans, staff, support, db, authenticate },
) => {
  // onRequest: the token and the role are checked before the body is even read.
  app.addHook('onRequest', authenticate);
  app.addHook('onRequest', requireAdmin);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/overview',
    {
      schema: staffSchema({
        summary:
          'Series per day, week or month over a range of UTC days (at most 366), and the figures as they stand now',
        querystring: OverviewQuery,
        response: { 200: OverviewResponse },
      }),
    },
    async (request) => ({
      message: ADMIN_MESSAGES.overview,
      data: await overview.overview(request.query),
    }),
  );

  // ---- Accounts ----
  api.get(
    '/accounts',
    {
      schema: staffSchema({
        summary:
          "Accounts, newest first; q = a phone number (+234…, 0803…), a single's display id, or a prefix of the e-mail, full name, last name or a single's name",
        querystring: AccountsQuery,
        response: { 200: AccountsResponse },
      }),
    },
    async (request) => ({
      message: ADMIN_MESSAGES.accounts,
      data: await accounts.list(request.query),
    }),
  );

  api.get(
    '/accounts/:id',
    { schema: staffSchema({ params: IdParams, response: { 200: AdminAccountResponse } }) },
    async (request) => ({
      message: ADMIN_MESSAGES.account,
      data: await accounts.get(request.params.id),
    }),
  );

  // Suspend and reinstate: the same shape, a reason in, the service's step and its message out.
  const reasoned = [
    { step: 'suspend', act: accounts.suspend.bind(accounts), message: ADMIN_MESSAGES.suspended },
    {
      step: 'reinstate',
      act: accounts.reinstate.bind(accounts),
      message: ADMIN_MESSAGES.reinstated,
    },
  ] as const;
  for (const { step, act, message } of reasoned) {
    api.put(
      `/accounts/:id/${step}`,
      {
        schema: staffSchema({
          description: staffOnly,
          params: IdParams,
          body: ReasonBody,
          response: { 200: MessageResponse },
        }),
      },
      async (request) => {
        await act(actingAdmin(request), request.params.id, request.body.reason);
        return done(message);
      },
    );
  }

  api.put(
    '/accounts/:id/singles-limit',
    {
      schema: staffSchema({
        description: `${staffOnly} limit null = back to the plan's limit.`,
        params: IdParams,
        body: SinglesLimitBody,
        response: { 200: MessageResponse },
      }),
    },
    async (request) => {
      const { limit, reason } = request.body;
      await accounts.setSinglesLimit(actingAdmin(request), request.params.id, limit, reason);
      return done(ADMIN_MESSAGES.singlesLimitSet);
    },
  );

  api.post(
    '/accounts/:id/subscription',
    {
      schema: staffSchema({
        summary: 'Grants a year of a plan (no money: not counted as revenue)',
        description: staffOnly,
        params: IdParams,
        body: GrantSubscriptionBody,
        response: { 200: GrantedSubscriptionResponse },
      }),
    },
    async (request) => ({
      message: ADMIN_MESSAGES.subscriptionGranted,
      data: await accounts.grantSubscription(
        actingAdmin(request),
        request.params.id,
        request.body.planId,
        request.body.reason,
      ),
    }),
  );

  api.delete(
    '/accounts/:id',
    {
      schema: staffSchema({
        summary: "Deletes the account through the account's own deletion",
        description: staffOnly,
        params: IdParams,
        body: ReasonBody,
        response: { 200: MessageResponse },
      }),
    },
    async (request) => {
      await accounts.remove(actingAdmin(request), request.params.id, request.body.reason);
      return done(ADMIN_MESSAGES.accountDeleted);
    },
  );

  api.post(
    '/accounts/:id/revoke-admin',
    {
      schema: staffSchema({
        summary: 'Takes the admin role back: the account is a guardian again',
        description: `${staffOnly} 409 CONFLICT for one's own account, an account that is not staff, or the last staff account that can sign in.`,
        params: IdParams,
        body: RevokeAdminBody,
        response: { 200: MessageResponse },
      }),
    },
    async (request) => {
      await staff.revokeAdmin(actingAdmin(request), request.params.id, request.body.reason);
      return done(STAFF_MESSAGES.adminRevoked);
    },
  );

  await app.register(adminModerationRoutes, { reports, nonResponders, plans, db });
  await app.register(adminSupportRoutes, { support });
};
