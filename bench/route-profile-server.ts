// The app alone (as discovery-server.ts builds it) on PORT, with the CPU profiler and the
// process's CPU time on the parent's asking: 'start' begins both, 'stop' answers { cpuUs, profile }.
import { Session } from 'node:inspector/promises';
import { buildApp } from '../apps/api/src/app';
import { openDatabase } from '../apps/api/src/db/client';
import { BENCH_APP_CONFIG, BENCH_MAIL_TRANSPORT, benchDatabaseUrl } from './discovery-common';

const database = await openDatabase({ kind: 'postgres', url: benchDatabaseUrl() });
const app = await buildApp({
  config: BENCH_APP_CONFIG,
  database,
  logger: false,
  overrides: { mailTransport: BENCH_MAIL_TRANSPORT },
});
await app.listen({ port: Number(process.env.PORT ?? 3600), host: '127.0.0.1' });
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
let cpuAtStart = process.cpuUsage();
process.send?.({ ready: true });
process.on('message', async (message) => {
  if (message === 'start') {
    await session.post('Profiler.start');
    cpuAtStart = process.cpuUsage();
    process.send?.({ started: true });
  }
  if (message === 'stop') {
    const cpu = process.cpuUsage(cpuAtStart);
    const { profile } = await session.post('Profiler.stop');
    process.send?.({ cpuUs: cpu.user + cpu.system, profile });
  }
  if (message === 'close') {
    await app.close();
    process.exit(0);
  }
});
