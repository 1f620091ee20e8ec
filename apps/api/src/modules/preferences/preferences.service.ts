import { PREFERENCE_RESULT_MESSAGES, type Preference, type PreferenceBody } from '@waliyy/contract';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { requireOwnChild } from '../children';
import { preferenceFromRow, valuesFromBody } from './preferences.mapper';
import * as repo from './preferences.repository';

export type PreferencesDeps = { db: Db; clock: Clock } & PreferencesUses;

/**
 * Given by app.ts (discovery's dropList), so preferences does not import the module that reads
 * it (decision 077): the stored recommendations ranked by the old preference are dropped.
 */
export type PreferencesUses = { dropList: (tx: Tx, childId: string) => Promise<void> };

/** A single's matching preferences: one per single (product.md §3 Preference, decisions 044, 045). */
export function createPreferencesService({ db, clock, dropList }: PreferencesDeps) {
  return {
    /** null when none is saved (decision 036). */
    async get(userId: string, childId: string): Promise<Preference | null> {
      await requireOwnChild(db, userId, childId);
      const row = await repo.findPreference(db, childId);
      return row ? preferenceFromRow(row) : null;
    },

    /**
     * Saves the single's preference: a new one, or — when it has one already, as after a double
     * submit — replaces it as PUT does (decision 062). `created` says which.
     */
    async save(
      userId: string,
      childId: string,
      body: PreferenceBody,
    ): Promise<{ created: boolean; preference: Preference }> {
      await requireOwnChild(db, userId, childId);
      return db.transaction(async (tx) => {
        // The unique child_id settles two saves at once: the second finds the row and replaces it.
        const values = valuesFromBody(body);
        const inserted = await repo.insertPreference(tx, childId, values);
        const row =
          inserted ??
          (await repo.updatePreference(tx, childId, { ...values, updatedAt: clock.now() }));
        if (!row) throw new AppError('NOT_FOUND', PREFERENCE_RESULT_MESSAGES.notFound);
        // The stored recommendations ranked without it; the next read ranks with it.
        await dropList(tx, childId);
        return { created: inserted !== undefined, preference: preferenceFromRow(row) };
      });
    },

    /** Replaces the whole preference; what is left out returns to its default. */
    async update(userId: string, childId: string, body: PreferenceBody): Promise<Preference> {
      await requireOwnChild(db, userId, childId);
      return db.transaction(async (tx) => {
        const row = await repo.updatePreference(tx, childId, {
          ...valuesFromBody(body),
          updatedAt: clock.now(),
        });
        if (!row) throw new AppError('NOT_FOUND', PREFERENCE_RESULT_MESSAGES.notFound);
        await dropList(tx, childId);
        return preferenceFromRow(row);
      });
    },
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
