import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import { APP_CONFIG_DEFAULTS } from '../config';
import type { Database } from '../db/client';
import type { PasswordSettings } from '../lib/passwords';
import { createTestDatabase } from './database';

export type TestContext = { app: FastifyInstance; database: Database };

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_APP_URL = 'http://localhost:3000';

/** Cheap argon2 so tests do not wait on hashing; production uses the real cost. */
export const FAST_PASSWORDS: PasswordSettings = {
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
  maxConcurrent: 4,
  maxQueue: 1000,
  // Every test request comes from one address; the fairness suite sets its own.
  maxPerClient: 1000,
  maxPerGroup: 1000,
};

/** The entries of an object whose value is set (so a default is not replaced by undefined). */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The real app on a fresh database, with logging off; close it in afterAll. */
export async function createTestApp(
  options: {
    webDist?: string;
    database?: Database;
    overrides?: AppDeps['overrides'];
    config?: Partial<AppDeps['config']>;
    /** Logger settings (e.g. a stream that collects the lines); default: off. */
    logger?: AppDeps['logger'];
  } = {},
): Promise<TestContext> {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    config: {
      ...APP_CONFIG_DEFAULTS,
      APP_URL: TEST_APP_URL,
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      SUPPORT_EMAIL: 'support@waliyy.test',
      MAIL_FROM: 'Waliyy <no-reply@waliyy.test>',
      WEB_DIST: options.webDist,
      ...definedOnly(options.config ?? {}),
    },
    database,
    logger: options.logger ?? (process.env.TEST_LOG ? { level: 'error' } : false),
    overrides: { passwordSettings: FAST_PASSWORDS, ...options.overrides },
  });
  await app.ready();
  return { app, database };
}
