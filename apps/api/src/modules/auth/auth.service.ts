import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PasswordHasher } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limit';
import type { TokenService } from '../../lib/tokens';
import type { AuthSettings } from './auth.settings';
import type { CodeHasher } from './codes';
import { createLoginService } from './login.service';
import { createPasswordResetService } from './password-reset.service';
import { createSignUpService } from './sign-up.service';
import { createVerificationCodes } from './verification-codes';

export { suspendedError } from './login.service';

export type AuthDeps = {
  db: Db;
  hasher: PasswordHasher;
  tokens: TokenService;
  limiter: RateLimiter;
  settings: AuthSettings;
  clock: Clock;
  hashCode: CodeHasher;
  links: { appUrl: string; supportEmail: string };
  /** Tells the mail worker that something was queued. */
  mailQueued: () => void;
  /** For work done after the answer (the sign-in code, login.service.ts), whose errors no one awaits. */
  log: Pick<FastifyBaseLogger, 'error'>;
};

/**
 * Every auth route's service: sign-up and verification, login and logout, password reset. Each
 * part lives in its own file; they share the verification codes (login re-sends one).
 */
export function createAuthService(deps: AuthDeps) {
  const verification = createVerificationCodes(deps);
  return {
    ...createSignUpService(deps, verification),
    ...createLoginService(deps, verification),
    ...createPasswordResetService(deps),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
