import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the contract's zod schemas (every route declares them), served as
 * JSON at /api/docs/json and as Swagger UI at /api/docs. Must be registered before the routes.
 */
export async function registerDocs(app: FastifyInstance, appUrl: string): Promise<void> {
  const isHttps = appUrl.startsWith('https:');
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Waliyy API',
        description:
          'The REST API of Waliyy. Every answer is `{ message, data }`; every error is `{ message, code, errors?, contact? }` (`contact`: for each field refused for contact details, the kind and the span found).',
        version: '1.0.0',
      },
      servers: [{ url: appUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // On plain http (a local run) the upgrade directive would break the page's own requests.
    transformStaticCSP: (header) =>
      isHttps ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { deepLinking: false },
  });
}
