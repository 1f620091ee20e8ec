import {
  ADMIN_MESSAGES,
  AdminPlanResponse,
  AdminPlansResponse,
  AdminReportResponse,
  AuditQuery,
  AuditResponse,
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
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/authenticate';
import type { AdminServices } from './admin.routes';
import { auditEntryFromRow, auditPage, countAudit } from './audit';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const IdParams = z.object({ id: opaqueText().max(64) });
const AccountParams = z.object({ accountId: opaqueText().max(64) });
const ok = (message: string) => ({ message, data: null });
const staffOnly =
  'Staff only (see the accounts routes). Recorded in the audit log with the reason.';

/**
 * The reports queue, non-responders, plans and the audit log. Registered inside adminRoutes,
 * whose hooks (authenticate, then requireAdmin) run first on every one of them.
 */
export const adminModerationRoutes: FastifyPluginAsync<
  Pick<AdminServices, 'reports' | 'nonResponders' | 'plans' | 'db'>
> = async (app, { reports, nonResponders, plans, db }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: FastifyRequest) => authOf(request).userId;

  // ---- Reports ----
  api.get(
    '/reports',
    {
      schema: {
        tags,
        security,
        summary: 'Reports by status (open: oldest first; handled: newest first)',
        querystring: ReportsQuery,
        response: { 200: ReportsResponse },
      },
    },
    async (request) => ({
      message: ADMIN_MESSAGES.reports,
      data: await reports.list(request.query),
    }),
  );

  api.get(
    '/reports/:id',
    { schema: { tags, security, params: IdParams, response: { 200: AdminReportResponse } } },
    async (request) => ({
      message: ADMIN_MESSAGES.report,
      data: await reports.get(request.params.id),
    }),
  );

  api.put(
    '/reports/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Dismisses a report or acts on it (suspend the account, or edit out text)',
        description: `${staffOnly} The reporter, if any, is e-mailed (a safety-scan report has none). 409 when already handled.`,
        params: IdParams,
        body: ReportActionBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const { isReporterTold } = await reports.act(admin(request), request.params.id, request.body);
      return ok(
        isReporterTold ? ADMIN_MESSAGES.reportHandled : ADMIN_MESSAGES.reportHandledNoReporter,
      );
    },
  );

  // ---- Non-responders ----
  api.get(
    '/non-responders',
    {
      schema: {
        tags,
        security,
        summary: 'Accounts with likes that expired unanswered, most first',
        querystring: PageQuery,
        response: { 200: NonRespondersResponse },
      },
    },
    async (request) => ({
      message: ADMIN_MESSAGES.nonResponders,
      data: await nonResponders.list(request.query.page, request.query.limit),
    }),
  );

  api.post(
    '/non-responders/:accountId/warn',
    {
      schema: {
        tags,
        security,
        description: staffOnly,
        params: AccountParams,
        body: ReasonBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await nonResponders.warn(admin(request), request.params.accountId, request.body.reason);
      return ok(ADMIN_MESSAGES.warned);
    },
  );

  // ---- Plans ----
  api.get(
    '/plans',
    { schema: { tags, security, response: { 200: AdminPlansResponse } } },
    async () => ({ message: ADMIN_MESSAGES.plans, data: await plans.list() }),
  );

  api.post(
    '/plans',
    {
      schema: {
        tags,
        security,
        description: staffOnly,
        body: PlanCreateBody,
        response: { 201: AdminPlanResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: ADMIN_MESSAGES.planCreated,
        data: await plans.create(admin(request), request.body),
      }),
  );

  api.put(
    '/plans/:id',
    {
      schema: {
        tags,
        security,
        description: `${staffOnly} A retired plan is changed too and stays retired.`,
        params: IdParams,
        body: PlanUpdateBody,
        response: { 200: AdminPlanResponse },
      },
    },
    async (request) => {
      const plan = await plans.update(admin(request), request.params.id, request.body);
      return {
        message: plan.isActive ? ADMIN_MESSAGES.planUpdated : ADMIN_MESSAGES.planUpdatedRetired,
        data: plan,
      };
    },
  );

  api.put(
    '/plans/:id/retire',
    {
      schema: {
        tags,
        security,
        description: staffOnly,
        params: IdParams,
        body: ReasonBody,
        response: { 200: AdminPlanResponse },
      },
    },
    async (request) => ({
      message: ADMIN_MESSAGES.planRetired,
      data: await plans.retire(admin(request), request.params.id, request.body.reason),
    }),
  );

  api.post(
    '/plans/:id/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Brings a retired plan back on sale, at its price as it stands',
        description: `${staffOnly} 409 when the plan is on sale.`,
        params: IdParams,
        body: ReasonBody,
        response: { 200: AdminPlanResponse },
      },
    },
    async (request) => ({
      message: ADMIN_MESSAGES.planRestored,
      data: await plans.restore(admin(request), request.params.id, request.body.reason),
    }),
  );

  // ---- Audit log ----
  api.get(
    '/audit',
    {
      schema: {
        tags,
        security,
        summary: 'Every staff action, newest first',
        querystring: AuditQuery,
        response: { 200: AuditResponse },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const rows = await auditPage(db, limit, (page - 1) * limit);
      const totalCount = rows[0]?.total ?? (page > 1 ? await countAudit(db) : 0);
      return {
        message: ADMIN_MESSAGES.audit,
        data: { entries: rows.map((r) => auditEntryFromRow(r.entry)), totalCount },
      };
    },
  );
};
