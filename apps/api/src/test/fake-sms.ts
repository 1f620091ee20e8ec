// A real HTTP server on 127.0.0.1 speaking the parts of Termii's and Twilio's APIs the SMS
// adapter uses (decision 083), with their request and answer shapes, a record of every text,
// and a control to fail the next calls (a provider down), as fake-payments.ts does for payments.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TERMII_KEY = 'TLfakeTermiiApiKey0123456789';
export const FAKE_TWILIO_SID = 'AC0123456789abcdef0123456789abcdef';
export const FAKE_TWILIO_TOKEN = 'fake-twilio-auth-token-0123';

export type FakeText = { provider: 'termii' | 'twilio'; to: string; from: string; text: string };

export async function startFakeSms() {
  const texts: FakeText[] = [];
  let failures = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (failures > 0) {
        failures -= 1;
        return send(503, { message: 'Service temporarily unavailable' });
      }
      const path = (req.url ?? '/').split('?')[0];
      if (req.method === 'POST' && path === '/api/sms/send') {
        const body = JSON.parse(raw || '{}') as Record<string, unknown>;
        if (body.api_key !== FAKE_TERMII_KEY) return send(401, { message: 'Invalid API key' });
        if (
          body.type !== 'plain' ||
          body.channel !== 'generic' ||
          !/^\d{10,15}$/.test(String(body.to))
        ) {
          return send(400, { message: 'Invalid request' });
        }
        texts.push({
          provider: 'termii',
          to: String(body.to),
          from: String(body.from),
          text: String(body.sms),
        });
        return send(200, {
          code: 'ok',
          message_id: randomBytes(8).toString('hex'),
          message: 'Successfully Sent',
          balance: 9,
          user: 'Waliyy',
        });
      }
      if (
        req.method === 'POST' &&
        path === `/2010-04-01/Accounts/${FAKE_TWILIO_SID}/Messages.json`
      ) {
        const expected = `Basic ${Buffer.from(`${FAKE_TWILIO_SID}:${FAKE_TWILIO_TOKEN}`).toString('base64')}`;
        if (req.headers.authorization !== expected) {
          return send(401, { code: 20003, message: 'Authenticate', status: 401 });
        }
        if (!(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
          return send(400, { code: 21601, message: 'Bad content type', status: 400 });
        }
        const form = new URLSearchParams(raw);
        const to = form.get('To') ?? '';
        if (!/^\+\d{8,15}$/.test(to) || !form.get('Body')) {
          return send(400, { code: 21211, message: 'Invalid To number', status: 400 });
        }
        texts.push({
          provider: 'twilio',
          to,
          from: form.get('From') ?? '',
          text: form.get('Body') ?? '',
        });
        return send(201, { sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued', to });
      }
      return send(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    texts,
    /** The next `n` calls answer 503. */
    failNext(n: number) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeSms = Awaited<ReturnType<typeof startFakeSms>>;
