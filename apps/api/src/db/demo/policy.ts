import type { Config } from '../../config';
import type { Database } from '../client';

/**
 * Whether the demo families are loaded at start (and then only into a database with no
 * accounts): `on` always; `auto` on the embedded database only, and never in production —
 * 30 fake families and a published password must not reach a live database by default
 * (decision 065); `off` never. main.ts warns when `on` loads them in production.
 */
export function shouldLoadDemoData(
  config: Pick<Config, 'DEMO_DATA' | 'isProduction'>,
  databaseKind: Database['kind'],
): boolean {
  if (config.DEMO_DATA === 'on') return true;
  return config.DEMO_DATA === 'auto' && databaseKind === 'pglite' && !config.isProduction;
}
