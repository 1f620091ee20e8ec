/** The preferences module's wiring: a single's match preferences. */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, type ModuleDeps } from '../../module-deps';
import { preferencesRoutes } from './preferences.routes';
import { createPreferencesService, type PreferencesUses } from './preferences.service';

/** `uses`: discovery's dropList, for a saved preference (decision 077). */
export async function registerPreferences(
  app: FastifyInstance,
  deps: ModuleDeps,
  uses: PreferencesUses,
): Promise<void> {
  const { db, clock, authenticate } = deps;
  await app.register(preferencesRoutes, {
    prefix: API_PREFIX,
    preferences: createPreferencesService({ db, clock, ...uses }),
    authenticate,
  });
}
