/**
 * The open-loop generator's HTTP/1.1 client (decision 086, "The last tenth of the mixed
 * journey"): keep-alive sockets, one request at a time on each (no pipelining), a new socket
 * when none is free — what Node's `http.Agent` with keepAlive did — but each request written as
 * one string and each answer read from its bytes (status line, Content-Length or chunked body),
 * without a ClientRequest, an IncomingMessage and their streams and events per request: Node's
 * client cost the generator about as much CPU per request as a profile's own SQL on the server.
 * It speaks only what the bench needs: GET/POST/PUT to one origin, answers with a length or
 * chunked, `Connection: close` honoured.
 */
import net from 'node:net';

export type LiteAnswer = { status: number; body: Buffer };
type Pending = { resolve(answer: LiteAnswer): void; reject(error: Error): void; wantBody: boolean };

const CRLF2 = Buffer.from('\r\n\r\n');

/** The byte length of a chunked body's end in `buf` from `from`, or -1 while incomplete. */
function chunkedEnd(buf: Buffer, from: number, chunks: Buffer[] | null): number {
  let at = from;
  for (;;) {
    const eol = buf.indexOf('\r\n', at);
    if (eol < 0) return -1;
    const size = Number.parseInt(buf.toString('latin1', at, eol), 16);
    if (Number.isNaN(size)) throw new Error('bad chunk size');
    if (size === 0) {
      // No trailers are sent by the API: the last chunk is followed by an empty line.
      return buf.length >= eol + 4 ? eol + 4 : -1;
    }
    if (buf.length < eol + 2 + size + 2) return -1;
    chunks?.push(buf.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/** One keep-alive connection: a request written, its answer parsed, then the next. */
class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private pending: Pending | null = null;
  closed = false;
  constructor(
    readonly socket: net.Socket,
    private readonly release: (connection: Connection) => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (data: Buffer) => this.onData(data));
    const fail = (error: Error) => {
      this.closed = true;
      const pending = this.pending;
      this.pending = null;
      pending?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('socket closed')));
  }

  send(head: string, body: string | undefined, pending: Pending) {
    this.pending = pending;
    this.socket.write(body === undefined ? head : head + body);
  }

  private onData(data: Buffer) {
    this.buffer = this.buffer.length === 0 ? data : Buffer.concat([this.buffer, data]);
    const buf = this.buffer;
    const headEnd = buf.indexOf(CRLF2);
    if (headEnd < 0 || !this.pending) return;
    const head = buf.toString('latin1', 0, headEnd).toLowerCase();
    const status = Number(head.slice(9, 12));
    const lengthAt = head.indexOf('\r\ncontent-length:');
    const wantBody = this.pending.wantBody || status !== 200;
    let end: number;
    let body: Buffer;
    if (lengthAt >= 0) {
      const lineEnd = head.indexOf('\r\n', lengthAt + 2);
      const length = Number(head.slice(lengthAt + 17, lineEnd < 0 ? undefined : lineEnd).trim());
      end = headEnd + 4 + length;
      if (buf.length < end) return;
      body = wantBody ? buf.subarray(headEnd + 4, end) : Buffer.alloc(0);
    } else if (head.includes('\r\ntransfer-encoding: chunked')) {
      const chunks: Buffer[] | null = wantBody ? [] : null;
      end = chunkedEnd(buf, headEnd + 4, chunks);
      if (end < 0) return;
      body = chunks ? Buffer.concat(chunks) : Buffer.alloc(0);
    } else {
      end = headEnd + 4; // no body (204, 304)
      body = Buffer.alloc(0);
    }
    // A copy: the rest of this buffer is reused for the next answer.
    if (wantBody) body = Buffer.from(body);
    this.buffer = buf.length > end ? buf.subarray(end) : Buffer.alloc(0);
    const pending = this.pending;
    this.pending = null;
    if (head.includes('\r\nconnection: close')) {
      this.closed = true;
      this.socket.end();
    } else this.release(this);
    pending.resolve({ status, body });
  }
}

/** Keep-alive connections to one origin, at most `maxSockets` at once (then queued). */
export function createLiteClient(origin: string, maxSockets = 256) {
  const url = new URL(origin);
  const port = Number(url.port || 80);
  const host = url.host;
  const idle: Connection[] = [];
  const queue: (() => void)[] = [];
  const all = new Set<Connection>();
  const release = (connection: Connection) => {
    const waiting = queue.shift();
    if (waiting) {
      idle.push(connection);
      waiting();
    } else idle.push(connection);
  };
  const connect = () => {
    const connection = new Connection(net.connect(port, url.hostname), release);
    all.add(connection);
    connection.socket.on('close', () => all.delete(connection));
    return connection;
  };
  const take = (): Connection | null => {
    let connection = idle.pop();
    while (connection?.closed) connection = idle.pop();
    if (connection) return connection;
    return all.size < maxSockets ? connect() : null;
  };

  return {
    request(options: {
      method: string;
      path: string;
      headers: Record<string, string>;
      body?: string;
      wantBody: boolean;
    }): Promise<LiteAnswer> {
      const { method, path, headers, body, wantBody } = options;
      let head = `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n`;
      for (const name in headers) head += `${name}: ${headers[name]}\r\n`;
      if (body !== undefined) head += `Content-Length: ${Buffer.byteLength(body)}\r\n`;
      head += '\r\n';
      return new Promise<LiteAnswer>((resolve, reject) => {
        const go = () => {
          const connection = take();
          if (!connection) queue.push(go);
          else connection.send(head, body, { resolve, reject, wantBody });
        };
        go();
      });
    },
    close() {
      for (const connection of all) connection.socket.destroy();
    },
  };
}
