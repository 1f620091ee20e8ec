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
  /**
   * The database goes silent without a word: every connection stays open (new ones are
   * accepted and connected through) but no byte moves either way until resume(), when what
   * was held is delivered, as TCP does once a stalled network path comes back.
   */
  pause(): void;
  resume(): void;
  readonly isStopped: boolean;
  readonly isPaused: boolean;
  /** Connections forwarded, and turned away while stopped. */
  stats(): { forwarded: number; turnedAway: number; open: number };
  close(): Promise<void>;
};

/**
 * A TCP proxy on 127.0.0.1 (ephemeral port) in front of a real server, for fault tests that
 * must never stop the machine's shared PostgreSQL (decision 055). The listener stays open while
 * stopped so the port cannot be taken by anything else and start() needs no new bind.
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const pairs = new Set<{ client: Socket; server: Socket }>();
  const held = new Set<Socket>();
  let mode: FaultMode | undefined;
  let isPaused = false;
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
    if (!isPaused) flow(pair);
  });

  /** Bytes move both ways (pipe() also resumes reading). */
  function flow({ client, server }: { client: Socket; server: Socket }) {
    client.pipe(server);
    server.pipe(client);
  }
  /** Nothing is read from either side, so nothing is forwarded and the kernel holds the rest. */
  function hold({ client, server }: { client: Socket; server: Socket }) {
    client.unpipe(server);
    server.unpipe(client);
    client.pause();
    server.pause();
  }

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
    pause() {
      if (isPaused) return;
      isPaused = true;
      for (const pair of pairs) hold(pair);
    },
    resume() {
      // Only after pause(): piping a flowing pair again would send its bytes twice.
      if (!isPaused) return;
      isPaused = false;
      for (const pair of pairs) flow(pair);
    },
    get isStopped() {
      return mode !== undefined;
    },
    get isPaused() {
      return isPaused;
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
