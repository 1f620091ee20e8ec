import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One route as Fastify registered it: `key` is "METHOD /url" (the table's key). */
export type CollectedRoute = {
  key: string;
  method: string;
  url: string;
  schema: FastifySchema | undefined;
};

/**
 * Routes we do not judge here, each with the reason. Matched on the URL's start.
 * HEAD duplicates of every GET are dropped separately (Fastify adds them itself).
 */
export const EXCLUDED_PREFIXES: { prefix: string; reason: string }[] = [
  { prefix: '/api/docs', reason: 'Swagger UI and the OpenAPI JSON: public by decision 031' },
  { prefix: '/dev/', reason: 'development mailbox: never with SMTP_URL or in production' },
];

const isExcluded = (url: string) => EXCLUDED_PREFIXES.some((e) => url.startsWith(e.prefix));

/**
 * Builds an app while listening on Fastify's `fastify.initialization` diagnostics channel, so
 * an `onRoute` hook is on the root instance before any route is registered: every route the
 * app registers, in any plugin, passes through it with its schemas.
 */
export async function collectRoutes<T extends { app: FastifyInstance }>(
  build: () => Promise<T>,
): Promise<{ built: T; routes: CollectedRoute[] }> {
  const routes: CollectedRoute[] = [];
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options: RouteOptions) => {
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        if (isExcluded(options.url)) continue;
        // ignoreTrailingSlash: '/plans' and '/plans/' are one route.
        const url = options.url.length > 1 ? options.url.replace(/\/$/, '') : options.url;
        routes.push({ key: `${method} ${url}`, method, url, schema: options.schema });
      }
    });
  };
  subscribe('fastify.initialization', onInit);
  try {
    const built = await build();
    const unique = new Map(routes.map((r) => [r.key, r]));
    return { built, routes: [...unique.values()].sort((a, b) => a.key.localeCompare(b.key)) };
  } finally {
    unsubscribe('fastify.initialization', onInit);
  }
}

/** A URL pattern with its `:params` filled in (values are URL-encoded). */
export function fillUrl(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });
}

/** The names of a URL pattern's `:params`. */
export const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
