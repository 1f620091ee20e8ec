import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, type Db, openDatabase } from '../../src/db/client';
import { children } from '../../src/db/schema';
import { childBody } from '../../src/test/children-fixtures';
import { createGuardian } from '../../src/test/factories';
import { type FaultProxy, startFaultProxy } from '../../src/test/fault-proxy';

export type ScenarioRequest = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  token?: string;
  /** JSON, or a string sent as an empty HTML form post. */
  body?: unknown;
};
/** `status` 0: no answer (the client's own time limit, or the connection failed). */
export type ScenarioResponse = {
  status: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
};
/** How the scenario reaches the app: app.inject() in tests, HTTP against a running server. */
export type ScenarioClient = (request: ScenarioRequest) => Promise<ScenarioResponse>;

const headersFor = ({ token, body }: ScenarioRequest): Record<string, string> => ({
  ...(token ? { authorization: `Bearer ${token}` } : {}),
  ...(typeof body === 'string'
    ? { 'content-type': 'application/x-www-form-urlencoded' }
    : body === undefined
      ? {}
      : { 'content-type': 'application/json' }),
});
const payloadOf = (body: unknown) =>
  body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);

export function injectClient(app: FastifyInstance): ScenarioClient {
  return async (request) => {
    const payload = payloadOf(request.body);
    const res = await app.inject({
      method: request.method,
      url: request.url,
      headers: headersFor(request),
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.body, headers: res.headers };
  };
}

/**
 * Over HTTP, with a time limit per request so a hung server shows as status 0, not a hang.
 * @public The scenario's way to run against a real server (outage-scenario.ts's usage note),
 * though the suite and the bench both inject today.
 */
export function httpClient(baseUrl: string, timeoutMs = 30_000): ScenarioClient {
  return async (request) => {
    try {
      const payload = payloadOf(request.body);
      const res = await fetch(new URL(request.url, baseUrl), {
        method: request.method,
        headers: headersFor(request),
        ...(payload === undefined ? {} : { body: payload }),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      return {
        status: res.status,
        body: await res.text(),
        headers: Object.fromEntries(res.headers.entries()),
      };
    } catch (error) {
      return { status: 0, body: String(error), headers: {} };
    }
  };
}

/** An account with one single, logged in through the API. */
export type OutageFamily = { email: string; token: string; singleId: string; displayId: string };
/** One liker (with a plan) per loop, each with singles of its own to like, so rows never mix. */
export type OutageWorld = { loops: { liker: OutageFamily; liked: OutageFamily[] }[] };

let sequence = 0;
/** Letters only: single names go through the terms check. */
function uniqueLetters(prefix: string): string {
  sequence += 1;
  let n = sequence * 7919 + Math.floor(Math.random() * 1_000_000);
  let out = '';
  while (n > 0) {
    out += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  }
  return `${prefix}${out}`;
}

async function expectJson(
  client: ScenarioClient,
  request: ScenarioRequest,
  status: number,
): Promise<ScenarioResponse> {
  const res = await client(request);
  if (res.status !== status) {
    throw new Error(`${request.method} ${request.url}: ${res.status} ${res.body.slice(0, 300)}`);
  }
  return res;
}

async function family(
  client: ScenarioClient,
  db: Db,
  gender: 'MALE' | 'FEMALE',
): Promise<OutageFamily> {
  const guardian = await createGuardian(db);
  const login = await expectJson(
    client,
    {
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: guardian.email, password: guardian.password },
    },
    200,
  );
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
  const created = await expectJson(
    client,
    {
      method: 'POST',
      url: '/api/v1/parent/child',
      token,
      body: childBody({
        gender,
        firstName: uniqueLetters(gender === 'MALE' ? 'Yusuf' : 'Maryam'),
        lastName: uniqueLetters('Out'),
      }),
    },
    201,
  );
  const singleId = (JSON.parse(created.body) as { data: string }).data;
  const [row] = await db
    .select({ displayId: children.displayId })
    .from(children)
    .where(eq(children.id, singleId));
  if (!row) throw new Error('the single just created is missing');
  return { email: guardian.email, token, singleId, displayId: row.displayId };
}

/** Buys the NGN plan through the built-in sandbox checkout (no provider keys configured). */
async function grantPlan(client: ScenarioClient, token: string): Promise<void> {
  const plans = await expectJson(client, { method: 'GET', url: '/api/v1/plans/' }, 200);
  const ngn = (JSON.parse(plans.body) as { data: { _id: string; currency: string }[] }).data.find(
    (p) => p.currency === 'NGN',
  );
  if (!ngn) throw new Error('no NGN plan on sale');
  const started = await expectJson(
    client,
    { method: 'POST', url: `/api/v1/payment/make-payment/${ngn._id}`, token },
    200,
  );
  const url = (JSON.parse(started.body) as { data: { data: { authorization_url: string } } }).data
    .data.authorization_url;
  await expectJson(
    client,
    { method: 'POST', url: `${new URL(url).pathname}/complete`, body: '' },
    303,
  );
}

/** Families set up through the API (accounts inserted in `db`, which must bypass any proxy). */
export async function createOutageWorld(
  client: ScenarioClient,
  db: Db,
  options: { loops: number; likedPerLoop: number },
): Promise<OutageWorld> {
  const loops: OutageWorld['loops'] = [];
  for (let i = 0; i < options.loops; i += 1) {
    const liker = await family(client, db, 'MALE');
    await grantPlan(client, liker.token);
    const liked: OutageFamily[] = [];
    for (let j = 0; j < options.likedPerLoop; j += 1)
      liked.push(await family(client, db, 'FEMALE'));
    loops.push({ liker, liked });
  }
  return { loops };
}

/**
 * The same PostgreSQL database as `direct`, reached through a new fault proxy: the app runs on
 * `database`, while `direct` (which bypasses the proxy) sets up fixtures and checks rows.
 */
export async function openBehindProxy(
  direct: Database,
  options: { maxConnections?: number; connectTimeoutMs?: number; queryTimeoutMs?: number } = {},
): Promise<{ proxy: FaultProxy; database: Database }> {
  if (direct.driver.kind !== 'postgres') throw new Error('a fault proxy needs PostgreSQL');
  const url = direct.driver.pool.options.connectionString;
  if (!url) throw new Error('the database has no connection string');
  const target = new URL(url);
  const proxy = await startFaultProxy({
    host: target.hostname,
    port: Number(target.port || 5432),
  });
  const database = await openDatabase({ kind: 'postgres', url: proxy.urlFor(url), ...options });
  return { proxy, database };
}
