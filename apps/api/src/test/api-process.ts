import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { API_ROOT } from './api-root';
import { TEST_NODE_FLAGS } from './node-flags';
import { scriptArgs } from './script-bundles';

/** The server, by its path under apps/api (its bundle, script-bundles.ts). */
const MAIN = 'src/main.ts';

/** A port free right now on 127.0.0.1 (the caller retries if another process takes it first). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type ApiProcess = {
  name: string;
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** The last lines the process printed (for failure messages). */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * One API instance as a real OS process: src/main.ts from its bundle (script-bundles.ts, made
 * from the source at the start of the test run, so no `npm run build` is needed) on 127.0.0.1
 * and a free port, with only the environment given (plus what node needs to run), answering once
 * GET /api/v1/health is 200.
 */
export async function startApiProcess(options: {
  name: string;
  env: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<ApiProcess> {
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [...TEST_NODE_FLAGS, ...scriptArgs(MAIN)], {
      cwd: API_ROOT,
      env: {
        ...pick(process.env, ['PATH', 'HOME', 'TMPDIR', 'TZ']),
        NODE_ENV: 'test',
        ...options.env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Never leave an instance behind, even if the test process dies without its afterAll.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    let log = '';
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const gone = exited(child);

    const instance: ApiProcess = {
      name: options.name,
      url,
      pid: child.pid ?? -1,
      output: () => log,
      async stop(graceMs = 10_000) {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          await gone;
          clearTimeout(timer);
        }
        process.removeListener('exit', killOnExit);
      },
    };

    const outcome = await waitUntilHealthy(url, gone, readyTimeoutMs);
    if (outcome === 'healthy') return instance;
    await instance.stop(2_000);
    if (outcome === 'exited' && /EADDRINUSE/.test(log) && attempt < 3) continue;
    throw new Error(
      `API instance ${options.name} ${outcome === 'exited' ? 'exited' : 'did not become healthy'} (pid ${instance.pid}):\n${log}`,
    );
  }
}

async function waitUntilHealthy(
  url: string,
  gone: Promise<void>,
  timeoutMs: number,
): Promise<'healthy' | 'exited' | 'timeout'> {
  let hasExited = false;
  void gone.then(() => {
    hasExited = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited) return 'exited';
    try {
      const res = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return 'healthy';
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return hasExited ? 'exited' : 'timeout';
}

function pick(env: NodeJS.ProcessEnv, keys: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = env[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}
