import { randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authCodes, outbox } from '../../db/schema';
import { type AuthHarness, createAuthHarness, signUpInput } from '../../test/auth-harness';
import { createTestDatabase } from '../../test/database';
import { withStatementLog } from '../../test/statement-log';
import { RESET_REQUEST } from './reset-requests';

// The api project's files share one module graph (vitest.config.ts): this file loads its own,
// so that the mock below reaches the app, and leaves a fresh one to the next file.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.doUnmock('@node-rs/argon2');
  vi.resetModules();
});

// The real argon2, counted: each request's hashes and verifications.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

/**
 * Decision 018: a known address and an unknown one must not be told apart by how long the
 * answer takes. Wall-clock times would be flaky on a loaded machine (bench/auth-timing.ts
 * measures them), so this compares the work itself: the statements sent to the database and
 * the argon2 calls, request by request.
 */
describe('known and unknown addresses cost the same work', () => {
  let h: AuthHarness;
  let statements: string[];
  beforeAll(async () => {
    const logged = withStatementLog(await createTestDatabase());
    statements = logged.statements;
    h = await createAuthHarness({ database: logged.database });
  });
  afterAll(() => h.close());

  /** What one request did: its statements and argon2 calls. */
  async function workOf(status: number, send: () => Promise<LightMyRequestResponse>) {
    statements.length = 0;
    vi.mocked(hash).mockClear();
    vi.mocked(verify).mockClear();
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    return {
      statements: [...statements],
      hashes: vi.mocked(hash).mock.calls.length,
      verifies: vi.mocked(verify).mock.calls.length,
    };
  }
  const unknownAddress = () => `nobody.${randomUUID()}@example.com`;

  it('forgot-password: one identical row queued, the e-mail made after the answer', async () => {
    const { input } = await h.register();
    const forgot = (email: string) =>
      workOf(200, () => h.call('PUT', '/api/v1/auth/forgot-password', { body: { email } }));
    const unknown = unknownAddress();
    const knownWork = await forgot(input.email);
    const unknownWork = await forgot(unknown);
    expect(knownWork).toEqual(unknownWork);
    expect(knownWork.statements).toEqual([expect.stringMatching(/^insert into "outbox"/)]);
    expect(knownWork).toMatchObject({ hashes: 0, verifies: 0 });

    // Answered before any token exists or any e-mail is queued …
    const resetCodes = () =>
      h.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(authCodes)
        .where(eq(authCodes.purpose, 'reset_password'))
        .then((rows) => rows[0]?.n);
    expect(await resetCodes()).toBe(0);
    await h.flushMail();
    // … which the worker does for the known address only, forgetting both requests' rows.
    expect(await resetCodes()).toBe(1);
    expect(h.smtp.latestTo(input.email)?.subject).toBe('Reset your Waliyy password');
    expect(h.smtp.latestTo(unknown)).toBeUndefined();
    const requests = await h.database.db
      .select({ status: outbox.status, payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.kind, RESET_REQUEST));
    expect(requests).toEqual([
      { status: 'sent', payload: {} },
      { status: 'sent', payload: {} },
    ]);
  });

  it('login with a wrong password: the same statements and one argon2 verification', async () => {
    const { input } = await h.register();
    const login = (email: string) =>
      workOf(401, () =>
        h.call('POST', '/api/v1/auth/login', {
          body: { email, password: 'Not-the-password-1' },
        }),
      );
    await login(unknownAddress()); // the dummy hash is made once, on first use
    const knownWork = await login(input.email);
    const unknownWork = await login(unknownAddress());
    expect(knownWork).toEqual(unknownWork);
    expect(knownWork).toMatchObject({ hashes: 0, verifies: 1 });
  });

  it('sign-up: the same statements for a new address and a taken one, one argon2 hash each', async () => {
    const signUp = (email: string) =>
      workOf(201, () => h.call('POST', '/api/v1/auth/signup', { body: signUpInput({ email }) }));
    const unverified = await h.signUp();
    const { input: verified } = await h.register();
    const newWork = await signUp(unknownAddress());
    const unverifiedWork = await signUp(unverified.email);
    const verifiedWork = await signUp(verified.email);

    expect(unverifiedWork).toEqual(newWork);
    expect(newWork).toMatchObject({ hashes: 1, verifies: 0 });
    // A verified address gets no code: its one statement fewer is that insert, and no other.
    const codeInsert = newWork.statements.findIndex((s) =>
      s.startsWith('insert into "auth_codes"'),
    );
    expect(codeInsert).toBeGreaterThan(-1);
    expect(verifiedWork).toEqual({
      ...newWork,
      statements: newWork.statements.filter((_, i) => i !== codeInsert),
    });
  });
});
