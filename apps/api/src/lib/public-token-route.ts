import { ErrorBody } from '@waliyy/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { clientKey } from './client-address';

/** The statuses such a route may answer besides 200 and 400, each with an `ErrorBody`. */
type TokenRouteError = 404 | 409;

type TokenRoute<Body extends z.ZodType<{ token: string }>, Ok extends z.ZodType> = {
  method: 'POST' | 'PUT';
  url: string;
  tags: string[];
  description: string;
  /** The body, with the link's token in it. */
  body: Body;
  /** The 200 answer's schema: the answer goes out through it. */
  response: Ok;
  /** Its error answers besides the 400 every such route has (a body that fails its schema). */
  errors?: readonly TokenRouteError[];
  /** A page's view of what the link shows: the answer is never kept by a cache. */
  noStore?: boolean;
  /** The answer, from the validated body and the client's key (its limits' key, decision 018). */
  handle: (body: z.output<Body>, client: string) => Promise<z.input<Ok>>;
};

/**
 * A public route whose proof is a link's own token (her pages: decisions 083 and 084): no bearer
 * token, the link's token in the body (decision 031), never in a URL a server logs (the page
 * reads it from the fragment). The handler is given the client's key, so the service counts the
 * link's tries per client; every error answer is an `ErrorBody`, 400 always among them.
 */
export function publicTokenRoute<Body extends z.ZodType<{ token: string }>, Ok extends z.ZodType>(
  app: FastifyInstance,
  route: TokenRoute<Body, Ok>,
): void {
  const errors = Object.fromEntries((route.errors ?? []).map((status) => [status, ErrorBody]));
  app.route({
    method: route.method,
    url: route.url,
    schema: {
      tags: route.tags,
      description: route.description,
      body: route.body,
      response: { 200: route.response, 400: ErrorBody, ...errors },
    },
    handler: async (request, reply) => {
      // The validator has parsed the body with `route.body`; `handle`'s type holds the answer.
      const answer = await route.handle(request.body as z.output<Body>, clientKey(request.ip));
      // Set with the answer only: an error answer goes out as any other error.
      if (route.noStore) reply.header('cache-control', 'no-store');
      return answer;
    },
  });
}
