import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakePayPal } from './fake-paypal';

export { FAKE_PAYPAL_CLIENT_ID, FAKE_PAYPAL_CLIENT_SECRET } from './fake-paypal';

export const FAKE_PAYSTACK_SECRET = 'sk_test_fake_paystack_secret_key';

export type RecordedCall = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
};

type PaystackTx = {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  status: 'abandoned' | 'success' | 'failed' | 'reversed';
  paidAt: string | null;
};

/**
 * A real HTTP server on 127.0.0.1 that speaks the parts of the Paystack and PayPal APIs the
 * app uses, with the real request and response shapes, plus controls for tests: pay or fail a
 * transaction, change what verify/capture report (amount, currency), delay or hold answers (to
 * time the client out), and a record of every call (to check headers such as PayPal-Request-Id).
 */
export async function startFakePayments() {
  const calls: RecordedCall[] = [];
  const paystackTxs = new Map<string, PaystackTx>();
  const paypal = createFakePayPal(() => base);
  let delayMs = 0;
  let delayMatch: RegExp | undefined;
  /** While set, answers to matching paths are held until release() (a provider that hangs). */
  let holdMatch: RegExp | undefined;
  const held: (() => void)[] = [];
  let txSequence = 1000;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      if ((req.headers['content-type'] ?? '').includes('json') && raw) {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
        }
      }
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      calls.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const wait = delayMs > 0 && (!delayMatch || delayMatch.test(path)) ? delayMs : 0;
      // A slow provider still does the work: only the answer is late (the client may be gone).
      const answer = () => {
        try {
          route(req.method ?? 'GET', path, req, body, res);
        } catch (error) {
          send(res, 500, { message: String(error) });
        }
      };
      if (holdMatch?.test(path)) held.push(answer);
      else setTimeout(answer, wait);
    });
  });

  function send(res: ServerResponse, status: number, body: unknown) {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  function route(
    method: string,
    path: string,
    req: IncomingMessage,
    body: unknown,
    res: ServerResponse,
  ) {
    // ---- Paystack ----
    if (path.startsWith('/transaction/')) {
      if (req.headers.authorization !== `Bearer ${FAKE_PAYSTACK_SECRET}`) {
        return send(res, 401, { status: false, message: 'Invalid key' });
      }
      if (method === 'POST' && path === '/transaction/initialize') {
        const b = body as Record<string, unknown>;
        const amount = Number(b.amount);
        if (!Number.isInteger(amount) || amount <= 0 || typeof b.reference !== 'string') {
          return send(res, 400, { status: false, message: 'Invalid amount or reference' });
        }
        if (paystackTxs.has(b.reference)) {
          return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
        }
        const accessCode = randomBytes(8).toString('hex');
        paystackTxs.set(b.reference, {
          id: ++txSequence,
          reference: b.reference,
          amount,
          currency: String(b.currency ?? 'NGN'),
          email: String(b.email),
          callbackUrl: String(b.callback_url),
          status: 'abandoned',
          paidAt: null,
        });
        return send(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `${base}/checkout/${accessCode}`,
            access_code: accessCode,
            reference: b.reference,
          },
        });
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(path);
      if (method === 'GET' && verify?.[1]) {
        const tx = paystackTxs.get(decodeURIComponent(verify[1]));
        if (!tx)
          return send(res, 400, { status: false, message: 'Transaction reference not found' });
        return send(res, 200, {
          status: true,
          message: 'Verification successful',
          data: paystackData(tx),
        });
      }
    }

    // ---- PayPal ----
    if (paypal.route(method, path, req, body, (status, reply) => send(res, status, reply))) return;
    send(res, 404, { message: `fake payments: no route for ${method} ${path}` });
  }

  function paystackData(tx: PaystackTx) {
    return {
      id: tx.id,
      domain: 'test',
      status: tx.status,
      reference: tx.reference,
      amount: tx.amount,
      gateway_response:
        tx.status === 'success' ? 'Successful' : 'The transaction was not completed',
      paid_at: tx.paidAt,
      channel: 'card',
      currency: tx.currency,
      customer: { email: tx.email },
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    calls,
    /** Every later answer (to paths matching `match`, if given) waits this long. */
    delay(ms: number, match?: RegExp) {
      delayMs = ms;
      delayMatch = match;
    },
    /**
     * The provider hangs: requests to paths matching `match` (default: all) get no answer until
     * release(). The work is done then, as a provider that was only slow would do it.
     */
    hold(match: RegExp = /./) {
      holdMatch = match;
    },
    /** Stops holding and answers the held requests now (their clients have usually given up). */
    release() {
      holdMatch = undefined;
      for (const answer of held.splice(0)) answer();
    },
    /** How many requests are waiting for an answer. */
    heldCount: () => held.length,
    paystack: {
      transaction: (reference: string) => paystackTxs.get(reference),
      /** The customer pays: verify now says success (with the amount/currency given, if any). */
      pay(reference: string, report: { amount?: number; currency?: string } = {}) {
        const tx = paystackTxs.get(reference);
        if (!tx) throw new Error(`no paystack transaction ${reference}`);
        tx.status = 'success';
        tx.paidAt = new Date().toISOString();
        if (report.amount !== undefined) tx.amount = report.amount;
        if (report.currency !== undefined) tx.currency = report.currency;
      },
      fail(reference: string) {
        const tx = paystackTxs.get(reference);
        if (!tx) throw new Error(`no paystack transaction ${reference}`);
        tx.status = 'failed';
      },
      /** The raw body of the charge.success event Paystack would post for this transaction. */
      eventBody(reference: string): string {
        const tx = paystackTxs.get(reference);
        if (!tx) throw new Error(`no paystack transaction ${reference}`);
        return JSON.stringify({ event: 'charge.success', data: paystackData(tx) });
      },
      sign: (rawBody: string, secret = FAKE_PAYSTACK_SECRET) =>
        createHmac('sha512', secret).update(rawBody).digest('hex'),
    },
    paypal: paypal.controls,
    close: () =>
      new Promise<void>((resolve) => {
        held.length = 0;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakePayments = Awaited<ReturnType<typeof startFakePayments>>;
