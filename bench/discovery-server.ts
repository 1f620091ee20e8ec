/**
 * The servers of the discovery benchmark, in their own process (discovery-api.ts forks it and
 * drives the load from its own): the real app (buildApp) against the bench PostgreSQL with
 * logging off and production settings — the production auth rate limits, the default pool of
 * 10 connections — and, on another port, a bare Fastify hello-world: the ceiling of this
 * machine for the same process. Answers the parent `{ api, hello }` ports once listening.
 */
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { migrate } from '../apps/api/src/db/migrate';
import { benchDatabaseUrl } from './discovery-common';

const database = await openDatabase({ kind: 'postgres', url: benchDatabaseUrl() });
await migrate(database);
const app = await buildApp({
  config: {
    APP_URL: 'http://127.0.0.1',
    TRUST_PROXY: false,
    LOG_LEVEL: 'warn',
    isProduction: true,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    SUPPORT_EMAIL: 'support@waliyy.test',
    MAIL_FROM: 'Waliyy <no-reply@waliyy.test>',
  },
  database,
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });

const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { address(): unknown }) => (server.address() as AddressInfo).port;
process.send?.({ api: port(app.server), hello: port(hello.server) });

// The server's own worst event-loop delay since the last ask ('lag'): tells a stall in this
// process from one in the load generator or the machine.
const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();

process.on('message', async (message) => {
  if (message === 'lag') {
    process.send?.({ maxLagMs: Math.round(lag.max / 1e5) / 10 });
    lag.reset();
  }
  if (message === 'close') {
    await Promise.all([app.close(), hello.close()]);
    process.exit(0);
  }
});
