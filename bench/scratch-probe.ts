import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_PASSWORD, benchEmail } from './discovery-common';

const server = fork(path.join(import.meta.dirname, 'discovery-server.ts'), [], {
  execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ') ?? [])],
  stdio: 'inherit',
});
const ports = await new Promise<{ api: number; hello: number }>((r) =>
  server.once('message', (m) => r(m as never)),
);
const api = `http://127.0.0.1:${ports.api}`;
const res = await fetch(`${api}/api/v1/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: benchEmail(1), password: BENCH_PASSWORD }),
});
const token = ((await res.json()) as { data: { token: string } }).data.token;
const kids = (await (
  await fetch(`${api}/api/v1/parent/children`, { headers: { authorization: `Bearer ${token}` } })
).json()) as { data: { id: string }[] };
const kid =
  (kids.data as unknown as { children?: { id: string }[] }).children?.[0]?.id ??
  (kids.data as { id: string }[])[0]?.id;
const paths = (
  process.argv.slice(2).length
    ? process.argv.slice(2)
    : [
        '/api/v1/health',
        '/api/v1/account',
        `/api/v1/parent/child/${kid}/recommendations?page=1&limit=9`,
      ]
).map((p) => p.replace('KID', kid!));
const hello = await autocannon({
  url: `http://127.0.0.1:${ports.hello}/`,
  connections: 50,
  duration: 5,
});
console.log('hello', Math.round(hello.requests.average));
for (const p of paths) {
  const r = await autocannon({
    url: api + p,
    connections: 50,
    duration: 5,
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(
    p.slice(0, 60),
    Math.round(r.requests.average),
    'req/s p50',
    r.latency.p50,
    'p99',
    r.latency.p99,
    'non2xx',
    r.non2xx,
  );
}
server.send('close');
