/** The web app's files, the history fallback, and the not-found answer of the whole server. */
import { type ErrorBody, GENERIC_MESSAGES } from '@waliyy/contract';
import type { FastifyInstance } from 'fastify';
import { withMessageIds } from '../../lib/error-handler';
import type { ModuleDeps } from '../../module-deps';
import { createSpaIndex, type SpaPage } from './spa-index';
import { sendSpaPage, wantsSpa, webRoutes } from './web.routes';

/** Registered last: its not-found handler answers whatever no module took. */
export async function registerWeb(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  // One index.html per page for `/` and the history fallback, made on the first page asked for.
  const webDist = deps.config.WEB_DIST;
  let spaIndex: ((url: string) => SpaPage) | undefined;
  const spaPage = (url: string) => {
    // hreflang links want absolute addresses: the app's public one (APP_URL).
    spaIndex ??= createSpaIndex(webDist as string, { appUrl: deps.links.appUrl });
    return spaIndex(url);
  };
  if (webDist) await webRoutes(app, { root: webDist, spaIndex: spaPage });

  app.setNotFoundHandler({}, (request, reply) => {
    if (
      webDist &&
      wantsSpa(request.method, request.url, request.headers.accept) &&
      app.hasReplyDecorator('sendFile')
    ) {
      // History fallback: any app path (e.g. /dashboard) loads the SPA, which routes it.
      return sendSpaPage(request, reply, spaPage);
    }
    const body: ErrorBody = { message: GENERIC_MESSAGES.NOT_FOUND, code: 'NOT_FOUND' };
    return reply.status(404).send(withMessageIds(body));
  });
}
