import { type AddressInfo, createConnection, createServer, type Socket } from 'node:net';

/**
 * How the database looks while the proxy is stopped:
 * - `refuse`: the server is down — open connections are reset and new ones are reset as soon
 *   as they are accepted, so clients fail at once (ECONNRESET / "Connection terminated").
 * - `blackhole`: the host has gone silent — open connections are reset, new ones are accepted
 *   and never answered, so only the client's own connect timeout ends them.
 */
export type FaultMode = 'refuse' | 'blackhole';

export type FaultProxy = {
  host: string;
  port: number;
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  /** Cuts every open connection and turns new ones away until start(). */
  stop(mode?: FaultMode): void;
  /** Lets traffic through again, on the same port. */
  start(): void;
  readonly isStopped: boolean;
  /** Connections forwarded, and turned away while stopped. */
  stats(): { forwarded: number; turnedAway: number; open: number };
  close(): Promise<void>;
};

/**
 * A TCP proxy on 127.0.0.1 (ephemeral port) in front of a real server, for fault tests that
 * must never stop the machine's shared PostgreSQL (DECISIONS 29). The listener stays open while
 * stopped so the port cannot be taken by anything else and start() needs no new bind.
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<{ client: Socket; server: Socket }>();
  const held = new Set<Socket>();
  let mode: FaultMode | undefined;
  let forwarded = 0;
  let turnedAway = 0;

  const listener = createServer((client) => {
    client.setNoDelay(true);
    if (mode === 'refuse') {
      turnedAway += 1;
      client.resetAndDestroy();
      return;
    }
    if (mode === 'blackhole') {
      turnedAway += 1;
      held.add(client);
      client.on('error', () => {});
      client.on('close', () => held.delete(client));
      // Read and drop what the client sends, so it sees a connection that never answers.
      client.resume();
      return;
    }
    forwarded += 1;
    const server = createConnection({ host: target.host, port: target.port });
    server.setNoDelay(true);
    const pair = { client, server };
    pairs.add(pair);
    const cut = () => {
      pairs.delete(pair);
      if (!client.destroyed) client.destroy();
      if (!server.destroyed) server.destroy();
    };
    client.on('error', cut);
    server.on('error', cut);
    client.on('close', cut);
    server.on('close', cut);
    client.pipe(server);
    server.pipe(client);
  });

  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = listener.address() as AddressInfo;

  /** Both sides see a reset, as when the server process dies or the network drops. */
  function cutAll() {
    for (const { client, server } of pairs) {
      if (!server.destroyed) server.resetAndDestroy();
      if (!client.destroyed) client.resetAndDestroy();
    }
    pairs.clear();
  }

  return {
    host: '127.0.0.1',
    port,
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    stop(nextMode = 'refuse') {
      mode = nextMode;
      cutAll();
    },
    start() {
      mode = undefined;
      for (const socket of held) socket.destroy();
      held.clear();
    },
    get isStopped() {
      return mode !== undefined;
    },
    stats: () => ({ forwarded, turnedAway, open: pairs.size }),
    close() {
      cutAll();
      for (const socket of held) socket.destroy();
      held.clear();
      return new Promise<void>((resolve) => listener.close(() => resolve()));
    },
  };
}
