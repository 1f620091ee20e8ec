import type { RateRule } from '../../lib/rate-limit';

/** Lifetimes and limits of the auth rules; tests pass their own (DECISIONS 27, 28). */
export type AuthSettings = {
  tokenTtlSeconds: number;
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  resetTtlSeconds: number;
  linkTtlSeconds: number;
  limits: {
    loginPerIp: RateRule;
    loginPerEmail: RateRule;
    signupPerIp: RateRule;
    signupPerEmail: RateRule;
    otpPerIp: RateRule;
    otpPerEmail: RateRule;
    /** Code-only verification (no e-mail sent with it), across every client. */
    otpCodeOnlyOverall: RateRule;
    resendPerEmail: RateRule;
    forgotPerIp: RateRule;
    forgotPerEmail: RateRule;
    resetPerIp: RateRule;
    resetOverall: RateRule;
    accountPerUser: RateRule;
  };
};

const minutes = (n: number) => n * 60;

// Per-IP limits are generous: Nigerian mobile carriers put many people behind one address.
export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  tokenTtlSeconds: 86_400,
  otpTtlSeconds: minutes(10),
  otpMaxAttempts: 5,
  resetTtlSeconds: minutes(30),
  linkTtlSeconds: 86_400,
  limits: {
    loginPerIp: { max: 100, windowSeconds: minutes(15) },
    loginPerEmail: { max: 10, windowSeconds: minutes(15) },
    signupPerIp: { max: 30, windowSeconds: minutes(60) },
    signupPerEmail: { max: 5, windowSeconds: minutes(60) },
    otpPerIp: { max: 30, windowSeconds: minutes(10) },
    otpPerEmail: { max: 10, windowSeconds: minutes(10) },
    otpCodeOnlyOverall: { max: 60, windowSeconds: minutes(10) },
    resendPerEmail: { max: 1, windowSeconds: 60 },
    forgotPerIp: { max: 30, windowSeconds: minutes(60) },
    forgotPerEmail: { max: 5, windowSeconds: minutes(60) },
    resetPerIp: { max: 30, windowSeconds: minutes(15) },
    resetOverall: { max: 1_000, windowSeconds: minutes(15) },
    accountPerUser: { max: 10, windowSeconds: minutes(15) },
  },
};
