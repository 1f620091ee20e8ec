import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, inject } from 'vitest';
import { API_ROOT } from './api-root';
import { TEST_NODE_FLAGS } from './node-flags';
import { scriptArgs } from './script-bundles';

export type ScriptProcess = {
  child: ChildProcess;
  pid: number;
  exited: Promise<number | null>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once its output contains `text`; rejects if it exits first. */
  said(text: string | RegExp): Promise<string>;
};

const started: ChildProcess[] = [];

/**
 * Runs one of apps/api's TypeScript files as a real process — from its bundle when the run made
 * one (script-bundles.ts: the server and the scripts), else through tsx — collecting its output;
 * every process a test file starts is killed after each test. `env` is the whole environment
 * (PATH and HOME are added), so a developer's own variables never leak into a test.
 */
export function spawnScript(
  script: string,
  options: { args?: string[]; env?: Record<string, string>; stdin?: boolean } = {},
): ScriptProcess {
  const child = spawn(
    process.execPath,
    [...TEST_NODE_FLAGS, ...scriptArgs(script), ...(options.args ?? [])],
    {
      cwd: API_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
      stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    },
  );
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const said = (text: string | RegExp) =>
    new Promise<string>((resolve, reject) => {
      // A pattern's first group when it has one (the address in LISTENING), else the match.
      const find = () => {
        if (typeof text === 'string') return output.includes(text) ? text : null;
        const match = output.match(text);
        return match ? (match[1] ?? match[0]) : null;
      };
      const timer = setInterval(() => {
        const found = find();
        if (found !== null) {
          clearInterval(timer);
          resolve(found);
        }
      }, 20);
      void exited.then(() => {
        clearInterval(timer);
        const found = find();
        if (found !== null) resolve(found);
        else reject(new Error(`${script} exited before saying ${text}:\n${output}`));
      });
    });
  return { child, pid: child.pid ?? -1, exited, output: () => output, said };
}

/** The address a started server prints once it listens on 127.0.0.1. */
export const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

const roots: string[] = [];
afterAll(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A DATA_DIR that does not exist yet, in a temporary folder removed after the test file. */
export function newDataDir(prefix = 'waliyy-test-'): string {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  roots.push(root);
  return path.join(root, 'data');
}

/** A new DATA_DIR holding a copy of `template` (a migrated database made once per test file). */
export function copyOfDataDir(template: string): string {
  const dataDir = newDataDir();
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * A new DATA_DIR holding a migrated, empty embedded database (a copy of the one the suite's
 * global setup keeps): for a test about something else than a first start's migration.
 */
export const migratedDataDir = (): string => copyOfDataDir(inject('embeddedDataDir'));

/**
 * One of the app's commands (src/main.ts, src/scripts/…) on the embedded database in `dataDir`,
 * as a real process: port 0, no demo data, `jwtSecret` for the server.
 */
export function runOnDataDir(
  script: string,
  dataDir: string,
  { args = [], jwtSecret }: { args?: string[]; jwtSecret: string },
): ScriptProcess {
  return spawnScript(script, {
    args,
    env: {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_DATA: 'off',
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'info',
    },
  });
}
