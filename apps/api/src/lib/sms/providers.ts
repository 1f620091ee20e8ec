/**
 * The SMS providers (decision 083), over their real HTTP APIs: Termii for Nigerian numbers,
 * Twilio for the others. Each throws on anything but an accepted message, so the outbox retries.
 * Keys go in headers or bodies only, never in a URL, an error or the log.
 */
import { callProvider, ProviderError } from '../payments/http';
import type { SmsMessage } from './sms';

export type SmsProvider = { name: 'termii' | 'twilio'; send(message: SmsMessage): Promise<void> };

export type TermiiOptions = {
  baseUrl: string;
  apiKey: string;
  senderId: string;
  timeoutMs: number;
};

/** A provider's refusal, its own words cut short (they may quote the number: dropped). */
const reason = (body: unknown): string => {
  const record = (body ?? {}) as Record<string, unknown>;
  const said = record.message ?? record.code ?? 'no message';
  return String(said)
    .replace(/\+?\d{7,}/g, '[number]')
    .slice(0, 200);
};

/** Termii's Messaging API: https://developers.termii.com/messaging-api (JSON, the key in the body). */
export function createTermiiProvider(options: TermiiOptions): SmsProvider {
  const url = `${options.baseUrl.replace(/\/$/, '')}/api/sms/send`;
  return {
    name: 'termii',
    async send(message) {
      const res = await callProvider(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            // International format without the '+' (2348031234567).
            to: message.to.replace(/^\+/, ''),
            from: options.senderId,
            sms: message.text,
            type: 'plain',
            channel: 'generic',
            api_key: options.apiKey,
          }),
        },
        options.timeoutMs,
      );
      const body = res.body as { message_id?: unknown; code?: unknown } | null;
      if (res.status < 200 || res.status >= 300 || !body?.message_id) {
        throw new ProviderError(
          'http',
          `termii answered ${res.status}: ${reason(body)}`,
          res.status,
        );
      }
    },
  };
}

export type TwilioOptions = {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs: number;
};

/** Twilio's Messages resource: form-encoded To, From and Body, HTTP basic auth. */
export function createTwilioProvider(options: TwilioOptions): SmsProvider {
  const url = `${options.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(message) {
      const res = await callProvider(
        url,
        {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            To: message.to,
            From: options.from,
            Body: message.text,
          }).toString(),
        },
        options.timeoutMs,
      );
      const body = res.body as { sid?: unknown; status?: unknown } | null;
      if (res.status < 200 || res.status >= 300 || !body?.sid || body.status === 'failed') {
        throw new ProviderError(
          'http',
          `twilio answered ${res.status}: ${reason(body)}`,
          res.status,
        );
      }
    },
  };
}
