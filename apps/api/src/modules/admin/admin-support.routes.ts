import {
  AccountBillingResponse,
  ADMIN_MESSAGES,
  AuditQuery,
  AuditResponse,
  BILLING_LIST_LIMIT,
  SUPPORT_MESSAGES,
} from '@waliyy/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '../../lib/ids';
import { staffSchema } from './admin-schema';
import type { AdminSupportService } from './support.service';

/**
 * What support reads (decision 024): an account's billing and the audit log. Registered inside
 * adminRoutes, whose hooks (authenticate, then requireAdmin) run first on every one of them.
 */
export const adminSupportRoutes: FastifyPluginAsync<{ support: AdminSupportService }> = async (
  app,
  { support },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/accounts/:id/billing',
    {
      schema: staffSchema({
        summary: `An account's orders with their payments, and its paid and granted years (the newest ${BILLING_LIST_LIMIT} of each)`,
        params: IdParams,
        response: { 200: AccountBillingResponse },
      }),
    },
    async (request) => ({
      message: SUPPORT_MESSAGES.billing,
      data: await support.billing(request.params.id),
    }),
  );

  api.get(
    '/audit',
    {
      schema: staffSchema({
        summary:
          'Every staff action, newest first; filters: actor (id or e-mail), action, target (id), from and to (UTC days, both included)',
        querystring: AuditQuery,
        response: { 200: AuditResponse },
      }),
    },
    async (request) => ({
      message: ADMIN_MESSAGES.audit,
      data: await support.audit(request.query),
    }),
  );
};
