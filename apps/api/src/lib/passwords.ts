import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { AppError } from './app-error';
import { clientGroup } from './client-address';
import { createFairGate } from './fair-gate';

export type PasswordSettings = {
  /** KiB; OWASP's argon2id floor is 19 MiB with t=2, p=1. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
  /** Hashes running at once; the rest wait, so a flood of logins cannot starve other work. */
  maxConcurrent: number;
  /** Waiting hashes beyond this are refused with 503 at once rather than queued for ever. */
  maxQueue: number;
  /**
   * Hashes one client (a request's address) may have running or waiting; beyond it that client
   * is refused with 429 at once, so one address can never fill the queue others wait in.
   */
  maxPerClient: number;
  /** Hashes one IPv6 /48 may hold together, however many /64s it sends from (decision 50). */
  maxPerGroup: number;
};

export const DEFAULT_PASSWORD_SETTINGS: PasswordSettings = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  maxConcurrent: 2,
  maxQueue: 64,
  // A person signs in with one hash; even a busy shared address (a mobile carrier's) rarely has
  // more than a few at the same instant. Eight clients at their share fill the 64; past that a
  // newcomer displaces the biggest holder's newest waiting hash (lib/fair-gate, decision 50).
  maxPerClient: 8,
  // A /48 is one site (an office, a campus): a couple of busy addresses' worth, not the queue.
  maxPerGroup: 16,
};

/**
 * Every call names its `client`: the request's address (lib/client-address), or the account for
 * a signed-in request; the gate keeps its fairness by it.
 */
export type PasswordHasher = {
  hash(password: string, client: string): Promise<string>;
  verify(passwordHash: string, password: string, client: string): Promise<boolean>;
  /** Spends the same time as a real check, for unknown e-mails (no account enumeration). */
  verifyDummy(password: string, client: string): Promise<void>;
};

export function createPasswordHasher(settings: PasswordSettings): PasswordHasher {
  const options = {
    // Algorithm.Argon2id: a const enum, which isolated modules cannot read.
    algorithm: 2 as Algorithm,
    memoryCost: settings.memoryCost,
    timeCost: settings.timeCost,
    parallelism: settings.parallelism,
  };
  const gate = createFairGate(
    settings,
    {
      clientFull: () =>
        new AppError(
          'RATE_LIMITED',
          'Too many sign-ins at once from your network. Please wait a moment and try again.',
          undefined,
          1,
        ),
      queueFull: () =>
        new AppError(
          'UNAVAILABLE',
          'We are handling a lot of sign-ins right now. Please try again in a moment.',
          undefined,
          5,
        ),
    },
    clientGroup,
  );
  // Made once, outside the gate: a refused first caller must not leave a failed promise here.
  let dummyHash: Promise<string> | undefined;

  const hasher: PasswordHasher = {
    hash: (password, client) => gate(client, () => hash(password, options)),
    verify: (passwordHash, password, client) =>
      gate(client, () => verify(passwordHash, password).catch(() => false)),
    async verifyDummy(password, client) {
      dummyHash ??= hash(randomBytes(16).toString('hex'), options);
      await hasher.verify(await dummyHash, password, client);
    },
  };
  return hasher;
}
