import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type SocketAnswer = { status: number; body: string; ms: number };

/** Starts the app on a loopback port; answers its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * One request over its own TCP connection from `from` (any 127.0.0.x is loopback on Linux), so
 * the server sees that address on the socket itself, as it would a real client's: no forwarded
 * header is involved (the app does not trust one unless TRUST_PROXY says so).
 */
export function fromAddress(
  base: string,
  from: string,
  options: { method: string; path: string; body?: unknown; headers?: Record<string, string> },
): Promise<SocketAnswer> {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${options.path}`,
      {
        method: options.method,
        localAddress: from,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** How many answers had each status. */
export const statuses = (answers: SocketAnswer[]) =>
  answers.reduce<Record<number, number>>((n, a) => {
    n[a.status] = (n[a.status] ?? 0) + 1;
    return n;
  }, {});
