import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, type ClientRequest, request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiInRepo } from './test/built-api';
import { migratedDataDir } from './test/script-process';

const CONNECTIONS = 40;
const BODY = JSON.stringify({ path: '/dashboard' });

type Answer = { status: number; body: string; connection: string | undefined; port: number };

/**
 * Decision 026: the built server (`node dist/main.js`, as deployed) is sent SIGTERM while
 * 40 keep-alive connections each have a request in flight — sent, its body half uploaded — and
 * every one of them is answered in full, nothing is reset, and the process exits 0 with its last
 * line. The requests are real ones (POST /api/v1/metrics/log-visit): the server waits for
 * their bodies, so no slow route is needed.
 */
describe('draining on SIGTERM (the built server)', () => {
  let build: ReturnType<typeof buildApiInRepo>;
  let server: ChildProcess | undefined;
  beforeAll(() => {
    build = buildApiInRepo();
  }, 60_000);
  afterAll(() => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    build?.remove();
  });

  /**
   * The built server as production starts it, draining for `drainMs`, on a data folder of its
   * own that is already migrated (the first start's migration is main.test.ts's subject).
   */
  function startBuilt(drainMs: number) {
    const dataDir = migratedDataDir();
    const child = spawn(process.execPath, [path.join(build.dir, 'main.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        APP_URL: 'https://waliyy.example',
        SMTP_URL: 'smtp://127.0.0.1:1',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO_DATA: 'off',
        LOG_LEVEL: 'info',
        DRAIN_DELAY_MS: String(drainMs),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    /** Resolves once the server has said `text`; rejects if it exits first. */
    const seen = (text: string) =>
      new Promise<void>((resolve, reject) => {
        const timer = setInterval(() => {
          if (output.includes(text)) {
            clearInterval(timer);
            resolve();
          }
        }, 50);
        void exited.then(() => {
          clearInterval(timer);
          reject(new Error(`the server exited before "${text}":\n${output}`));
        });
      });
    return { child, exited, output: () => output, seen };
  }

  it('answers every request in flight, resets nothing, and exits 0 with a last log line', async () => {
    const { child, exited, output, seen } = startBuilt(300);
    await seen('Waliyy is running');
    const base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1] ?? '';
    const { hostname, port } = new URL(base);
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const errors: string[] = [];

    const send = (
      method: string,
      url: string,
      onRequest?: (req: ClientRequest) => void,
      through: Agent | false = agent,
    ) =>
      new Promise<Answer>((resolve) => {
        const req = request({ host: hostname, port, method, path: url, agent: through }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body,
              connection: res.headers.connection,
              port: req.socket?.localPort ?? 0,
            }),
          );
          res.on('error', (error) => errors.push(`${url} response: ${error.message}`));
        });
        req.on('error', (error) => {
          errors.push(`${url}: ${(error as NodeJS.ErrnoException).code ?? error.message}`);
          resolve({ status: 0, body: '', connection: undefined, port: 0 });
        });
        if (onRequest) onRequest(req);
        else req.end();
      });

    // 40 keep-alive connections, opened by 40 requests at once.
    const warm = await Promise.all(
      Array.from({ length: CONNECTIONS }, () => send('GET', '/api/v1/health/live')),
    );
    expect(warm.every((a) => a.status === 200 && a.connection === 'keep-alive')).toBe(true);
    const ports = new Set(warm.map((a) => a.port));
    expect(ports.size).toBe(CONNECTIONS);

    // On each of them a request in flight: headers and half its body sent, the rest later.
    const finishers: (() => void)[] = [];
    const reused: boolean[] = [];
    const inFlight = Array.from({ length: CONNECTIONS }, () =>
      send('POST', '/api/v1/metrics/log-visit', (req) => {
        req.setHeader('content-type', 'application/json');
        req.setHeader('content-length', String(Buffer.byteLength(BODY)));
        req.on('socket', () => reused.push(req.reusedSocket));
        req.write(BODY.slice(0, 5));
        finishers.push(() => req.end(BODY.slice(5)));
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    child.kill('SIGTERM');
    // A health check 20 ms later, on a new connection: answered (not reset), and not ready.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const ready = await send('GET', '/api/v1/health/ready', undefined, false);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body).data).toMatchObject({ status: 'draining', draining: true });

    for (const finish of finishers) finish();
    const answers = await Promise.all(inFlight);
    expect(errors).toEqual([]);
    expect(reused.filter(Boolean)).toHaveLength(CONNECTIONS);
    expect(new Set(answers.map((a) => a.port))).toEqual(ports);
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 204, connection: 'close' });
    }

    expect(await exited).toBe(0);
    agent.destroy();
    const lines = output().trim().split('\n');
    const last = JSON.parse(lines.at(-1) ?? '{}') as { msg?: string; drained?: number };
    expect(last.msg).toMatch(/^stopped: \d+ requests drained$/);
    // The 40 in flight and the health check, at least.
    expect(last.drained).toBeGreaterThanOrEqual(CONNECTIONS + 1);
    expect(output()).toContain('shutting down: draining');
  }, 90_000);

  it('a second signal during the drain exits 1 at once, with a line saying so', async () => {
    // A drain far longer than the test: only the second signal can end it in time.
    const { child, exited, output, seen } = startBuilt(60_000);
    await seen('Waliyy is running');
    child.kill('SIGTERM');
    await seen('shutting down: draining');
    const started = Date.now();
    child.kill('SIGINT');
    expect(await exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    const last = JSON.parse(output().trim().split('\n').at(-1) ?? '{}') as {
      msg?: string;
      signal?: string;
    };
    expect(last).toMatchObject({
      msg: 'second signal: exiting now, 0 requests drained',
      signal: 'SIGINT',
    });
  }, 60_000);
});
