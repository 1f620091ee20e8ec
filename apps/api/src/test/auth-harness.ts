import type { LightMyRequestResponse } from 'fastify';
import type { AppDeps } from '../app';
import type { Database } from '../db/client';
import { fixedClock } from '../lib/clock';
import { createSmtpTransport } from '../lib/mail/worker';
import { createMemoryRateLimiter } from '../lib/rate-limit';
import { type AuthSettings, DEFAULT_AUTH_SETTINGS } from '../modules/auth/auth.settings';
import { createTestApp, type TestContext } from './app';
import { otpFrom, startSmtpServer, type TestSmtpServer } from './smtp';

export type AuthHarness = TestContext & {
  smtp: TestSmtpServer;
  clock: ReturnType<typeof fixedClock>;
  /** Sends what the outbox holds to the test SMTP server. */
  flushMail(): Promise<void>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options?: { body?: unknown; token?: string; ip?: string },
  ): Promise<LightMyRequestResponse>;
  /** Every response body the harness has seen (to prove a secret never left the server). */
  bodies: string[];
  signUp(overrides?: Partial<SignUpInput>): Promise<SignUpInput>;
  /** Signs up, verifies from the e-mailed code and logs in: answers the token. */
  register(overrides?: Partial<SignUpInput>): Promise<{ input: SignUpInput; token: string }>;
  /** Logs in again (after the fixed clock has moved past the token's life): answers the token. */
  login(input: Pick<SignUpInput, 'email' | 'password'>): Promise<string>;
  close(): Promise<void>;
};

type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** The account holder's own, optional (decision 020): sent only when given. */
  gender?: unknown;
  /** The account's language (decision 070), optional: sent only when given. */
  language?: unknown;
  password: string;
  confirmPassword: string;
};

let sequence = 0;

/** Limits loose enough that only tests about limits meet them. */
export const LOOSE_LIMITS: AuthSettings['limits'] = Object.fromEntries(
  Object.entries(DEFAULT_AUTH_SETTINGS.limits).map(([k, rule]) => [
    k,
    { ...rule, max: k === 'resendPerEmail' ? rule.max : 10_000 },
  ]),
) as AuthSettings['limits'];

/** A valid sign-up body at a fresh address; `overrides` change any field. */
export function signUpInput(overrides: Partial<SignUpInput> = {}): SignUpInput {
  sequence += 1;
  return {
    firstName: 'Aminu',
    lastName: 'Sule',
    email: `aminu.${sequence}.${Date.now()}@example.com`,
    phoneNumber: '+2348031234567',
    password: 'Bismillah-123',
    confirmPassword: 'Bismillah-123',
    ...overrides,
  };
}

export async function createAuthHarness(
  options: {
    limits?: Partial<AuthSettings['limits']>;
    /** More app configuration (payment providers, prices…). */
    config?: Partial<AppDeps['config']>;
    overrides?: AppDeps['overrides'];
    /** Where the fixed clock starts (default: the real now). */
    start?: Date;
    /** A database to run on (default: a fresh one); the app closes it with itself. */
    database?: Database;
    /** Logger settings (a stream that collects the lines); default: off. */
    logger?: AppDeps['logger'];
  } = {},
): Promise<AuthHarness> {
  const smtp = await startSmtpServer();
  const clock = fixedClock(options.start ?? new Date());
  const ctx = await createTestApp({
    ...(options.database ? { database: options.database } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    overrides: {
      clock,
      rateLimiter: createMemoryRateLimiter(clock),
      mailTransport: createSmtpTransport(smtp.url, 'Waliyy <no-reply@waliyy.test>'),
      authSettings: {
        ...DEFAULT_AUTH_SETTINGS,
        limits: { ...LOOSE_LIMITS, ...options.limits },
      },
      ...options.overrides,
    },
    config: { SMTP_URL: smtp.url, ...options.config },
  });

  const bodies: string[] = [];
  const call: AuthHarness['call'] = async (method, url, { body, token, ip } = {}) => {
    const res = await ctx.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(ip ? { remoteAddress: ip } : {}),
    });
    bodies.push(res.body);
    return res;
  };

  const harness: AuthHarness = {
    ...ctx,
    smtp,
    clock,
    call,
    bodies,
    flushMail: async () => {
      await ctx.app.mailWorker.runOnce();
    },
    async signUp(overrides = {}) {
      const input = signUpInput(overrides);
      const res = await call('POST', '/api/v1/auth/signup', { body: input });
      if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
      await harness.flushMail();
      return input;
    },
    async register(overrides = {}) {
      const input = await harness.signUp(overrides);
      const otp = otpFrom(smtp.latestTo(input.email));
      const verified = await call('PUT', '/api/v1/auth/verify-email', {
        body: { otp, email: input.email },
      });
      if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
      return { input, token: await harness.login(input) };
    },
    async login(input) {
      const login = await call('POST', '/api/v1/auth/login', {
        body: { email: input.email, password: input.password },
      });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
      return login.json().data.token as string;
    },
    async close() {
      await ctx.app.close();
      await smtp.close();
    },
  };
  return harness;
}
