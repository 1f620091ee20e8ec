import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createTestDatabase } from './database';

export type TestContext = { app: FastifyInstance; database: Database };

/** The real app on a fresh database, with logging off; close it in afterAll. */
export async function createTestApp(
  options: { webDist?: string; database?: Database } = {},
): Promise<TestContext> {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config: {
      APP_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
      LOG_LEVEL: 'silent',
      isProduction: false,
      WEB_DIST: options.webDist,
    },
    database,
    logger: false,
  });
  await app.ready();
  return { app, database };
}
