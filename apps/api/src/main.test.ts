import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTENING, spawnScript } from './test/script-process';

/** Starts src/main.ts as a real process (its bundle, test/script-bundles.ts) on a free port. */
function start(env: Record<string, string>) {
  const server = spawnScript('src/main.ts', { env: { PORT: '0', HOST: '127.0.0.1', ...env } });
  const listening = server.said(LISTENING);
  // A start that is expected to fail never listens; that is not an unhandled rejection.
  listening.catch(() => {});
  return { ...server, listening };
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
