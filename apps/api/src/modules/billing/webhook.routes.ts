import { MessageResponse } from '@waliyy/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/app-error';
import type { PaystackGateway } from '../../lib/payments/paystack';
import type { BillingService } from './billing.service';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * POST /payment/webhook/paystack: no bearer token, the signature is the proof (decision 031).
 * The HMAC covers the exact bytes Paystack sent, so this plugin keeps the raw body (its own
 * content-type parser, scoped to this plugin) and parses JSON only after the check. A bad
 * signature is 401 with nothing written; a good one is answered 200 at once and the order is
 * verified with Paystack afterwards (idempotent: a settled order is left alone).
 */
export const webhookRoutes: FastifyPluginAsync<{
  billing: BillingService;
  paystack: PaystackGateway | undefined;
}> = async (app, { billing, paystack }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/payment/webhook/paystack',
    {
      schema: {
        tags: ['payments'],
        summary: 'Paystack events (signed with x-paystack-signature)',
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      if (!paystack) throw notFound();
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-paystack-signature'];
      if (!paystack.isSignatureValid(raw, typeof signature === 'string' ? signature : undefined)) {
        throw new AppError('UNAUTHENTICATED', 'Invalid signature.');
      }
      let event: unknown;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('VALIDATION', 'The event is not valid JSON.');
      }
      billing.acceptPaystackEvent(event);
      return { message: 'Received.', data: null };
    },
  );
};
