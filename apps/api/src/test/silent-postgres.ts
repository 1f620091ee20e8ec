import { type AddressInfo, createServer, type Socket } from 'node:net';

export type SilentPostgres = {
  /** A URL node-postgres can connect to (any user and database are let in). */
  url: string;
  /** Connections accepted so far, and how many are still open. */
  connections(): { accepted: number; open: number };
  /** The start-up parameters of each connection, in order (user, database, statement_timeout…). */
  startups: Record<string, string>[];
  close(): Promise<void>;
};

const message = (type: string, body: Buffer) => {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
};
const AUTHENTICATION_OK = message('R', Buffer.from([0, 0, 0, 0]));
const READY_IDLE = message('Z', Buffer.from('I'));
const READY_IN_TRANSACTION = message('Z', Buffer.from('T'));

/**
 * A server that speaks just enough of the PostgreSQL protocol to let a client in (trust auth,
 * ready for query), answers the first `answers` simple queries of each connection with an empty
 * result (enough for a BEGIN), and then never answers anything: a database gone silent behind a
 * live TCP connection, without a PostgreSQL server to stop. Runs on both test passes.
 */
export async function startSilentPostgres(
  options: { answers?: number } = {},
): Promise<SilentPostgres> {
  const sockets = new Set<Socket>();
  const startups: Record<string, string>[] = [];
  let accepted = 0;

  const server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
    let buffered = Buffer.alloc(0);
    let isIn = false;
    let answersLeft = options.answers ?? 0;
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (!isIn) {
        if (buffered.length < 4 || buffered.length < buffered.readInt32BE(0)) return;
        // StartupMessage: length, protocol version, then name\0value\0 pairs and a final \0.
        const length = buffered.readInt32BE(0);
        const fields = buffered
          .subarray(8, length - 1)
          .toString('utf8')
          .split('\0');
        const params: Record<string, string> = {};
        for (let i = 0; i + 1 < fields.length; i += 2)
          params[fields[i] ?? ''] = fields[i + 1] ?? '';
        startups.push(params);
        buffered = buffered.subarray(length);
        isIn = true;
        socket.write(Buffer.concat([AUTHENTICATION_OK, READY_IDLE]));
      }
      // Simple queries ('Q', length, text): answered while answers are left, then read and dropped.
      while (buffered.length >= 5 && buffered.length >= 1 + buffered.readInt32BE(1)) {
        const length = 1 + buffered.readInt32BE(1);
        const isQuery = buffered.toString('latin1', 0, 1) === 'Q';
        buffered = buffered.subarray(length);
        if (!isQuery || answersLeft <= 0) continue;
        answersLeft -= 1;
        socket.write(
          Buffer.concat([message('C', Buffer.from('SELECT 0\0')), READY_IN_TRANSACTION]),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `postgres://silent@127.0.0.1:${port}/silent`,
    connections: () => ({ accepted, open: sockets.size }),
    startups,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
