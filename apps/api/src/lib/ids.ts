import { opaqueText } from '@waliyy/contract';
import { z } from 'zod';

/** Ids are UUIDs; anything else names nothing (and answers 404, never 400). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A route's `:id`: any short text, so that an id which is not the caller's (or not a UUID at
 * all) is looked up and answers 404 rather than a 400 that would tell ids apart.
 */
export const IdParams = z.object({ id: opaqueText().max(64) });
