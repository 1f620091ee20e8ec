import { createConnection } from 'node:net';

/** The Redis the suites use when one answers (CI's PostgreSQL pass sets TEST_REDIS_URL). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Set by `.ci/run` for its PostgreSQL pass: a suite that needs PostgreSQL or Redis fails instead
 * of skipping when the service does not answer, so a green CI cannot hide scenarios left unrun.
 */
export const areServicesRequired = process.env.TEST_REQUIRE_SERVICES === '1';

/** Throws (failing the test file) when a required service is missing; else logs the skip. */
export function reportMissingService(suite: string, reason: string | undefined): void {
  if (!reason) return;
  if (areServicesRequired) {
    throw new Error(`${suite}: ${reason}, and TEST_REQUIRE_SERVICES=1 forbids skipping it`);
  }
  console.warn(`${suite}: skipped, ${reason}`);
}

/** True when something accepts a connection at TEST_REDIS_URL within half a second. */
export function redisAnswers(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(TEST_REDIS_URL);
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
