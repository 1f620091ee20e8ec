import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts src/main.ts as a real process (through tsx) on a free port. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited before listening:\n${output}`));
    });
  });
  // A start that is expected to fail never listens; that is not an unhandled rejection.
  listening.catch(() => {});
  return { child, exited, listening, output: () => output };
}

const kill = (child: ChildProcess) => child.exitCode === null && child.kill('SIGKILL');

describe('the server process', () => {
  it('refuses to start with bad configuration and lists every problem', async () => {
    const server = start({ PORT: 'eighty', LOG_LEVEL: 'chatty', DATA_DIR: tmpdir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('LOG_LEVEL');
  });

  it('migrates, loads the demo data, serves, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'waliyy-main-')), 'data');
    const server = start({ DATA_DIR: dataDir });
    try {
      const base = await server.listening;
      const res = await fetch(`${base}/api/v1/health`);
      expect(res.status).toBe(200);
      expect(server.output()).toContain('demo data loaded');
      expect(server.output()).toContain('demo.guardian@example.com');

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('shutting down');
    } finally {
      kill(server.child);
    }

    // The embedded database survives the restart: the demo data is not loaded twice.
    const again = start({ DATA_DIR: dataDir });
    try {
      const base = await again.listening;
      const plans = (await fetch(`${base}/api/v1/plans/`).then((r) => r.json())) as {
        data: { planName: string }[];
      };
      expect(plans.data[0]?.planName).toBe('Premium');
      expect(again.output()).not.toContain('demo data loaded');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      kill(again.child);
    }
  }, 60_000);
});
