/**
 * Texts (decision 083): queued in the same outbox as e-mail, in the caller's transaction, and
 * delivered by the same poller with the same retries. A real provider when one is configured,
 * chosen by the number's country; in development without one, the text stays readable at
 * /dev/sms; in production without one, nothing can be texted (the phone check says so).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import { createTermiiProvider, createTwilioProvider, type SmsProvider } from './providers';

/** One text: an E.164 number and its words. */
export type SmsMessage = { to: string; text: string };

/**
 * What delivers the outbox's texts: the providers, or (development without any) the dev
 * outbox, which only logs that a text waits at /dev/sms.
 */
export type SmsSender = {
  kind: 'provider' | 'dev';
  send(message: SmsMessage): Promise<void>;
};

/** Nigerian numbers (+234) go to the Nigerian provider when there is one. */
export const isNigerian = (phone: string) => phone.startsWith('+234');

/** The provider for a number: by its country, or the only one configured. */
export function providerFor(
  providers: { termii?: SmsProvider; twilio?: SmsProvider },
  to: string,
): SmsProvider | undefined {
  const { termii, twilio } = providers;
  return isNigerian(to) ? (termii ?? twilio) : (twilio ?? termii);
}

export type SmsConfig = Pick<
  AppConfig,
  | 'isProduction'
  | 'TERMII_BASE_URL'
  | 'TERMII_API_KEY'
  | 'TERMII_SENDER_ID'
  | 'TWILIO_BASE_URL'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'SMS_TIMEOUT_MS'
>;

/** The configured providers (none, one or both). */
export function providersOf(config: SmsConfig) {
  const timeoutMs = config.SMS_TIMEOUT_MS;
  return {
    termii: config.TERMII_API_KEY
      ? createTermiiProvider({
          baseUrl: config.TERMII_BASE_URL,
          apiKey: config.TERMII_API_KEY,
          senderId: config.TERMII_SENDER_ID,
          timeoutMs,
        })
      : undefined,
    twilio:
      config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM
        ? createTwilioProvider({
            baseUrl: config.TWILIO_BASE_URL,
            accountSid: config.TWILIO_ACCOUNT_SID,
            authToken: config.TWILIO_AUTH_TOKEN,
            from: config.TWILIO_FROM,
            timeoutMs,
          })
        : undefined,
  };
}

/**
 * The app's sender: the providers when any is configured; else, outside production, the dev
 * outbox; else none (production without a provider: nothing may be texted).
 */
export function createSmsSender(config: SmsConfig, logger: FastifyBaseLogger): SmsSender | null {
  const providers = providersOf(config);
  if (providers.termii || providers.twilio) {
    return {
      kind: 'provider',
      async send(message) {
        const provider = providerFor(providers, message.to);
        if (!provider) throw new Error('no SMS provider for this number');
        await provider.send(message);
      },
    };
  }
  if (config.isProduction) return null;
  return {
    kind: 'dev',
    async send() {
      // Neither the number nor the words: the text (with its code) is read at /dev/sms.
      logger.info('text not sent (no SMS provider configured); read it at /dev/sms');
    },
  };
}
