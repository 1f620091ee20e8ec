import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { AppError } from './app-error';

export type PasswordSettings = {
  /** KiB; OWASP's argon2id floor is 19 MiB with t=2, p=1. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
  /** Hashes running at once; the rest wait, so a flood of logins cannot starve other work. */
  maxConcurrent: number;
  /** Waiting hashes beyond this are refused with 503 at once rather than queued for ever. */
  maxQueue: number;
};

export const DEFAULT_PASSWORD_SETTINGS: PasswordSettings = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  maxConcurrent: 2,
  maxQueue: 64,
};

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real check, for unknown e-mails (no account enumeration). */
  verifyDummy(password: string): Promise<void>;
};

/** A counting semaphore with a bounded queue. */
function createGate(maxConcurrent: number, maxQueue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= maxConcurrent) {
      if (waiting.length >= maxQueue) {
        throw new AppError(
          'UNAVAILABLE',
          'We are handling a lot of sign-ins right now. Please try again in a moment.',
          undefined,
          5,
        );
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export function createPasswordHasher(settings: PasswordSettings): PasswordHasher {
  const options = {
    // Algorithm.Argon2id: a const enum, which isolated modules cannot read.
    algorithm: 2 as Algorithm,
    memoryCost: settings.memoryCost,
    timeCost: settings.timeCost,
    parallelism: settings.parallelism,
  };
  const gate = createGate(settings.maxConcurrent, settings.maxQueue);
  let dummyHash: Promise<string> | undefined;

  const hasher: PasswordHasher = {
    hash: (password) => gate(() => hash(password, options)),
    verify: (passwordHash, password) =>
      gate(() => verify(passwordHash, password).catch(() => false)),
    async verifyDummy(password) {
      dummyHash ??= hasher.hash(randomBytes(16).toString('hex'));
      await hasher.verify(await dummyHash, password);
    },
  };
  return hasher;
}
