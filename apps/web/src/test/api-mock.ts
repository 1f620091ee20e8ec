import { vi } from 'vitest';
import { contractProblem } from './api-contract';
import { reportMockProblem } from './mock-problems';

/** A JSON answer as the API sends it. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Answers a test sends on purpose though the API never would (a garbled body, say). */
const offContractAnswers = new WeakSet<Response>();
export function offContract(response: Response): Response {
  offContractAnswers.add(response);
  return response;
}

/**
 * Every answer a handler gives is checked against the contract (test/api-contract.ts); a
 * drifted one fails the test it ran in, after it (test/setup.ts), with what drifted — the page
 * under test may well have coped with it, which is why the check cannot wait for an assertion.
 */
async function checkAnswer(request: string, response: Response) {
  if (offContractAnswers.has(response)) return;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    reportMockProblem(`${request} answered a body that is not JSON`);
    return;
  }
  const problem = contractProblem(request, response.status, body);
  if (problem) reportMockProblem(problem);
}

export type MockRequest = { body: unknown; headers: Headers; url: string };
type Handler = (request: MockRequest) => Response | Promise<Response>;

/** Answers every signed-in page asks for, unless a test says otherwise: the free plan. */
const DEFAULTS: Record<string, Handler> = {
  'GET /subscriptions/active': () => json(200, { message: 'You have no active plan.', data: null }),
  // Choosing a single tells the server (decision 022); tests that care mock it themselves.
  'PUT /account/active-single': () => json(200, { message: 'Saved.', data: null }),
};

/** As DEFAULTS, for routes with an id: the Settings page asks for the single's genotype check. */
const DEFAULT_PATTERNS: ReadonlyArray<readonly [RegExp, Handler]> = [
  [
    /^GET \/parent\/child\/[^/]+\/genotype-evidence$/,
    () =>
      json(200, {
        message: 'Genotype check.',
        data: {
          state: 'none',
          genotype: null,
          fileType: null,
          size: null,
          uploadedAt: null,
          decidedAt: null,
          reason: null,
        },
      }),
  ],
];

/**
 * Stubs fetch with handlers keyed 'METHOD /path' (below /api/v1, without the query). The plan check answers
 * 'free plan' unless a handler says otherwise; anything else answers 404 NOT_FOUND. Every answer must be one
 * the API could give (its status and the contract's body; `offContract` for a deliberate exception).
 * Returns the mock to inspect the calls.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.replace(/^\/api\/v1/, '').split('?')[0];
    const request = `${init.method ?? 'GET'} ${path}`;
    const handler =
      handlers[request] ??
      DEFAULTS[request] ??
      DEFAULT_PATTERNS.find(([pattern]) => pattern.test(request))?.[1];
    if (!handler) return json(404, { message: 'Not found.', code: 'NOT_FOUND' });
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const response = await handler({ body, headers: new Headers(init.headers), url });
    await checkAnswer(request, response);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON bodies sent to 'METHOD /path'. */
export function sentBodies(fetchMock: ReturnType<typeof mockApi>, key: string): unknown[] {
  const [method, path] = key.split(' ');
  return fetchMock.mock.calls
    .filter(
      ([input, init]) => (init?.method ?? 'GET') === method && String(input) === `/api/v1${path}`,
    )
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/** A promise the test settles itself, to look at a page while its request runs. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
