import {
  ADMIN_MESSAGES,
  AdminPlanResponse,
  AdminPlansResponse,
  AdminReportResponse,
  MessageResponse,
  NonRespondersResponse,
  opaqueText,
  PageQuery,
  PlanCreateBody,
  PlanUpdateBody,
  ReasonBody,
  ReportActionBody,
  ReportsQuery,
  ReportsResponse,
} from '@waliyy/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/ids';
import type { AdminServices } from './admin.routes';
import { actingAdmin, done, staffSchema } from './admin-schema';

const AccountParams = z.object({ accountId: opaqueText().max(64) });
const staffOnly =
  'Staff only (see the accounts routes). Recorded in the audit log with the reason.';

/**
 * The reports queue, non-responders and plans (the audit log: admin-support.routes.ts). Registered inside adminRoutes,
 * whose hooks (authenticate, then requireAdmin) run first on every one of them.
 */
export const adminModerationRoutes: FastifyPluginAsync<
  Pick<AdminServices, 'reports' | 'nonResponders' | 'plans' | 'db'>
> = async (app, { reports, nonResponders, plans }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // ---- Reports ----
  api.get(
    '/reports',
    {
      schema: staffSchema({
        summary:
          'Reports by status, one row per reported profile (open: oldest first) or per handling (newest first)',
        querystring: ReportsQuery,
        response: { 200: ReportsResponse },
      }),
    },
    async (request) => ({
      message: ADMIN_MESSAGES.reports,
      data: await reports.list(request.query),
    }),
  );

  api.get(
    '/reports/:id',
    {
      schema: staffSchema({
        summary:
          'A report with every report of its group, the profile (also as families see it), the text edited out of it and the history',
        params: IdParams,
        response: { 200: AdminReportResponse },
      }),
    },
    async (request) => ({
      message: ADMIN_MESSAGES.report,
      data: await reports.get(request.params.id),
    }),
  );

  api.put(
    '/reports/:id',
    {
      schema: staffSchema({
        summary:
          'Handles every open report on the profile: dismiss, suspend the account, edit out text, or warn the family',
        description: `${staffOnly} Each reporter is e-mailed once (a safety-scan report has none); edited-out text is kept for staff and e-mailed to the family with the reason, as is a warning. 409 when already handled.`,
        params: IdParams,
        body: ReportActionBody,
        response: { 200: MessageResponse },
      }),
    },
    async (request) =>
      done(await reports.act(actingAdmin(request), request.params.id, request.body)),
  );

  // ---- Non-responders ----
  api.get(
    '/non-responders',
    {
      schema: staffSchema({
        summary: 'Accounts with likes that expired unanswered, most first',
        querystring: PageQuery,
        response: { 200: NonRespondersResponse },
      }),
    },
    async (request) => ({
      message: ADMIN_MESSAGES.nonResponders,
      data: await nonResponders.list(request.query.page, request.query.limit),
    }),
  );

  api.post(
    '/non-responders/:accountId/warn',
    {
      schema: staffSchema({
        description: staffOnly,
        params: AccountParams,
        body: ReasonBody,
        response: { 200: MessageResponse },
      }),
    },
    async (request) => {
      await nonResponders.warn(actingAdmin(request), request.params.accountId, request.body.reason);
      return done(ADMIN_MESSAGES.warned);
    },
  );

  // ---- Plans ----
  api.get(
    '/plans',
    { schema: staffSchema({ response: { 200: AdminPlansResponse } }) },
    async () => ({ message: ADMIN_MESSAGES.plans, data: await plans.list() }),
  );

  api.post(
    '/plans',
    {
      schema: staffSchema({
        description: staffOnly,
        body: PlanCreateBody,
        response: { 201: AdminPlanResponse },
      }),
    },
    async (request, reply) =>
      reply.status(201).send({
        message: ADMIN_MESSAGES.planCreated,
        data: await plans.create(actingAdmin(request), request.body),
      }),
  );

  api.put(
    '/plans/:id',
    {
      schema: staffSchema({
        description: `${staffOnly} A retired plan is changed too and stays retired.`,
        params: IdParams,
        body: PlanUpdateBody,
        response: { 200: AdminPlanResponse },
      }),
    },
    async (request) => {
      const plan = await plans.update(actingAdmin(request), request.params.id, request.body);
      return {
        message: plan.isActive ? ADMIN_MESSAGES.planUpdated : ADMIN_MESSAGES.planUpdatedRetired,
        data: plan,
      };
    },
  );

  api.put(
    '/plans/:id/retire',
    {
      schema: staffSchema({
        description: staffOnly,
        params: IdParams,
        body: ReasonBody,
        response: { 200: AdminPlanResponse },
      }),
    },
    async (request) => ({
      message: ADMIN_MESSAGES.planRetired,
      data: await plans.retire(actingAdmin(request), request.params.id, request.body.reason),
    }),
  );

  api.post(
    '/plans/:id/restore',
    {
      schema: staffSchema({
        summary: 'Brings a retired plan back on sale, at its price as it stands',
        description: `${staffOnly} 409 when the plan is on sale.`,
        params: IdParams,
        body: ReasonBody,
        response: { 200: AdminPlanResponse },
      }),
    },
    async (request) => ({
      message: ADMIN_MESSAGES.planRestored,
      data: await plans.restore(actingAdmin(request), request.params.id, request.body.reason),
    }),
  );
};
