import type { RateRule } from '../../lib/rate-limit';

/** Lifetimes and limits of the auth rules; tests pass their own (decisions 053, 054). */
export type AuthSettings = {
  tokenTtlSeconds: number;
  otpTtlSeconds: number;
  otpMaxAttempts: number;
  resetTtlSeconds: number;
  linkTtlSeconds: number;
  /** The SMS code confirming the account's phone (decision 083): its life; wrong tries as otpMaxAttempts. */
  phoneCodeTtlSeconds: number;
  /** How long after one SMS code the account must wait before asking for another. */
  phoneResendSeconds: number;
  limits: {
    loginPerIp: RateRule;
    /** One account from one address: what stops one client guessing a password. */
    loginPerEmailAndIp: RateRule;
    /**
     * One account from every address, slower and higher: guesses spread over many addresses.
     * Past it a known browser with the right password still signs in and the owner is e-mailed.
     */
    loginPerAccount: RateRule;
    /**
     * Sign-in codes one account may be e-mailed while its login limit pauses new browsers
     * (decision 072): like verifyCodesPerAccount, a cap on the guesses at them.
     */
    loginCodesPerAccount: RateRule;
    signupPerIp: RateRule;
    signupPerEmail: RateRule;
    /** Verification codes per address; per account, 5 wrong tries burn the code (otpMaxAttempts). */
    otpPerIp: RateRule;
    /**
     * Wrong codes sent without their e-mail address, across every client: counted only once the
     * sender's own per-address limit has let them through, and only when wrong, so it takes many
     * addresses to reach; reaching it closes only the code-only path (a code with its e-mail
     * address still verifies).
     */
    otpCodeOnlyMisses: RateRule;
    /**
     * Verification codes one account may be issued, counted in auth_codes (exact, and it
     * survives restarts). Each code burns after otpMaxAttempts wrong tries, so this caps the
     * guesses at one account's code a day: someone who registered another person's address
     * (knowing the password they chose) cannot mint fresh codes by re-sending, logging in or
     * signing up again. Past it no code is made; re-send and sign-up answer as ever (decision 029), a login with the right password is told why no code comes.
     */
    verifyCodesPerAccount: RateRule;
    /** E-mails to one address; past it the answer is the usual one and nothing is sent. */
    resendPerEmail: RateRule;
    forgotPerIp: RateRule;
    /** Like resendPerEmail: past it the usual answer, nothing queued. */
    forgotPerEmail: RateRule;
    resetPerIp: RateRule;
    /**
     * Reset codes one account may be issued (like verifyCodesPerAccount): past it a reset e-mail
     * carries only its link, whose token is not guessable. 10 codes × 5 wrong tries a day.
     */
    resetCodesPerAccount: RateRule;
    /**
     * Reset codes sent without their e-mail address (the original client sends none), across
     * every client, right or wrong (like otpCodeOnlyMisses, tighter: a reset code opens an
     * account). Counted before the code is looked up (decision 072), so tries sent at once
     * cannot all slip under it. A code lives 30 minutes, so every code faces at most about
     * twice this many blind guesses in its life (one in ~5,000). Reaching it closes only the
     * code-only path: the e-mailed link, and a code with its address, still reset.
     */
    resetCodeOnlyTries: RateRule;
    /**
     * Code-only tries from one address (decision 072), counted first as well: past it that
     * address alone is refused the code-only path. Past resetCodeOnlyTries (every client) the
     * path stays open only to an address that asked for the code's account's reset e-mail.
     */
    resetCodeOnlyTriesPerIp: RateRule;
    /**
     * While the code-only path is closed, the tries one asking address may make (decision 072):
     * an account's e-mail may be asked from forgotPerEmail addresses an hour, so this caps the
     * guesses at one account's code that way as otpMaxAttempts caps them with its address.
     */
    resetCodeOnlyClosedPerIp: RateRule;
    accountPerUser: RateRule;
    /**
     * SMS codes one account may be texted (decision 083), counted in phone_codes: with
     * otpMaxAttempts, a cap on the guesses at its code, and on what it costs us to text.
     */
    phoneCodesPerAccount: RateRule;
    /**
     * SMS codes one number may be texted, by every account together: nobody can make us text
     * someone else's number more than a few times a day by giving it at sign-up.
     */
    phoneCodesPerNumber: RateRule;
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
  phoneCodeTtlSeconds: minutes(10),
  phoneResendSeconds: 60,
  limits: {
    loginPerIp: { max: 100, windowSeconds: minutes(15) },
    loginPerEmailAndIp: { max: 10, windowSeconds: minutes(15) },
    // Four addresses' worth of guesses an hour: as many a day (960) as the old limit of 10 per
    // 15 minutes per e-mail allowed, without one address being able to spend it.
    loginPerAccount: { max: 40, windowSeconds: minutes(60) },
    loginCodesPerAccount: { max: 10, windowSeconds: minutes(24 * 60) },
    signupPerIp: { max: 30, windowSeconds: minutes(60) },
    signupPerEmail: { max: 5, windowSeconds: minutes(60) },
    otpPerIp: { max: 30, windowSeconds: minutes(10) },
    // Ten addresses spending all their tries on wrong codes (30 each per 10 minutes).
    otpCodeOnlyMisses: { max: 300, windowSeconds: minutes(10) },
    // 10 codes × 5 tries: 50 guesses a day at a 6-digit code, 1 in 20,000. The owner, who has
    // the inbox, needs one or two.
    verifyCodesPerAccount: { max: 10, windowSeconds: minutes(24 * 60) },
    resendPerEmail: { max: 1, windowSeconds: 60 },
    forgotPerIp: { max: 30, windowSeconds: minutes(60) },
    forgotPerEmail: { max: 5, windowSeconds: minutes(60) },
    resetPerIp: { max: 30, windowSeconds: minutes(15) },
    resetCodesPerAccount: { max: 10, windowSeconds: minutes(24 * 60) },
    resetCodeOnlyTries: { max: 100, windowSeconds: minutes(60) },
    // An owner mistypes a few times; a shared carrier address has a few owners at once.
    resetCodeOnlyTriesPerIp: { max: 20, windowSeconds: minutes(60) },
    // The owner checks and resets (two tries) and may mistype; as long as an ask is remembered.
    resetCodeOnlyClosedPerIp: { max: 5, windowSeconds: minutes(60) },
    accountPerUser: { max: 10, windowSeconds: minutes(15) },
    // 5 codes × 5 tries: 25 guesses a day at a 6-digit code. The owner needs one or two.
    phoneCodesPerAccount: { max: 5, windowSeconds: minutes(24 * 60) },
    phoneCodesPerNumber: { max: 5, windowSeconds: minutes(24 * 60) },
  },
};
