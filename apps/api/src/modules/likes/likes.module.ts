/** The likes module's wiring: likes and matches, and the reminder and expiry poller. */
import type { FastifyInstance } from 'fastify';
import { createPoller, type Poller } from '../../lib/poller';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { consentRoutes } from './consent.routes';
import { createHerConsent } from './likes.consent';
import { runDueLikes } from './likes.jobs';
import { likesRoutes } from './likes.routes';
import { createLikesService } from './likes.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reminds and expires pending likes; main.ts starts it, tests call runOnce(). */
    likesWorker: Poller<{ expired: number; reminded: number }>;
  }
}

export async function registerLikes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { config, db, clock, links, log, mailQueued, metrics, settings, authenticate } = deps;
  // Any number of instances may run it: likes are claimed exclusively.
  const likesWorker = createPoller({
    name: 'likes reminder and expiry',
    run: () =>
      runDueLikes({ db, clock, settings: settings.likes, appUrl: links.appUrl, mailQueued }),
    logger: log,
    pollMs: config.likesPollMs,
    onRun: (outcome) => metrics.jobRun('likes', outcome),
  });
  app.decorate('likesWorker', likesWorker);

  const likesDeps = { db, clock, appUrl: links.appUrl, mailQueued };
  const consent = createHerConsent({
    ...likesDeps,
    secret: config.JWT_SECRET,
    limiter: deps.limiter,
    perIp: settings.auth.limits.resetPerIp,
    sms: deps.sms,
  });
  await app.register(likesRoutes, {
    prefix: API_PREFIX,
    likes: createLikesService(likesDeps, consent),
    authenticate,
  });
  // Her page (decision 084): public, its token the proof.
  await app.register(consentRoutes, { prefix: API_PREFIX, consent });
}
