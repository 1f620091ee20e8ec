import { createConnection } from 'node:net';

/** The Redis the suites use when one answers (CI's PostgreSQL pass sets TEST_REDIS_URL). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

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
