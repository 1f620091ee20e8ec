import { fileURLToPath } from 'node:url';

/** apps/api: where the scripts the tests start and build live (src/main.ts, build.mjs, …). */
export const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
