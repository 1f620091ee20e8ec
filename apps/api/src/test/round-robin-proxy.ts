import { Agent, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Upstream = { name: string; url: string };
export type ProxiedRequest = { upstream: string; method: string; path: string; status: number };

/**
 * The simplest load balancer: an HTTP proxy on 127.0.0.1 (ephemeral port) that sends each
 * request — not each connection, so a keep-alive client still alternates — to the next upstream
 * in turn, appends the client's address to X-Forwarded-For as a real balancer does, and records
 * which upstream served what (the instances need not say who they are).
 */
export async function startRoundRobinProxy(upstreams: Upstream[]) {
  if (upstreams.length === 0) throw new Error('no upstreams');
  const served: ProxiedRequest[] = [];
  const agent = new Agent({ keepAlive: true });
  let next = 0;

  const server = createServer((req, res) => {
    const upstream = upstreams[next % upstreams.length]!;
    next += 1;
    const target = new URL(req.url ?? '/', upstream.url);
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const record: ProxiedRequest = {
      upstream: upstream.name,
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      status: 0,
    };
    served.push(record);
    const outgoing = httpRequest(
      target,
      {
        method: req.method,
        agent,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwardedFor },
      },
      (answer) => {
        record.status = answer.statusCode ?? 502;
        res.writeHead(record.status, answer.headers);
        answer.pipe(res);
      },
    );
    outgoing.on('error', () => {
      record.status = 502;
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(outgoing);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every proxied request, in the order received (status 0 until answered). */
    served,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type RoundRobinProxy = Awaited<ReturnType<typeof startRoundRobinProxy>>;
