import { ErrorBody } from '@waliyy/contract';
import type { FastifyPluginAsync } from 'fastify';
import { bearerMatches } from '../../lib/bearer';
import { PROMETHEUS_CONTENT_TYPE } from '../../lib/prometheus';
import type { AppMetrics } from './app-metrics';

/**
 * `GET /metrics` (decision 026): Prometheus text format, only with
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). Registered only when METRICS_TOKEN
 * is set; without it /metrics is a plain 404.
 */
export const prometheusRoutes: FastifyPluginAsync<{ metrics: AppMetrics; token: string }> = async (
  app,
  { metrics, token },
) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics (Bearer METRICS_TOKEN)',
        security: [{ bearerAuth: [] }],
        response: { 401: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        const body: ErrorBody = {
          message: 'The metrics token is missing or wrong.',
          code: 'UNAUTHENTICATED',
        };
        return reply.status(401).header('www-authenticate', 'Bearer').send(body);
      }
      return reply
        .header('cache-control', 'no-store')
        .type(PROMETHEUS_CONTENT_TYPE)
        .send(await metrics.render());
    },
  );
};
