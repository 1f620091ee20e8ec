import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Clock } from './clock';

export type TokenClaims = { userId: string; sessionId: string; expiresAt: Date };

/** HS256 bearer tokens: `sub` = account id, `jti` = session row id (product.md §4, decision 005). */
export function createTokenService(secret: string, ttlSeconds: number, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  /**
   * Tokens whose signature and claims were found good, by their exact text: the same text
   * always verifies the same way under this key, so a token seen again skips the HMAC and the
   * two JSON decodes (~2.5 % of a discovery request's CPU, decision 086). Its expiry is still
   * checked on every use, and the session row is still read on every request (revocation,
   * suspension: decision 034). Emptied when full.
   */
  const verified = new Map<string, TokenClaims>();
  return {
    ttlSeconds,
    async sign(userId: string, sessionId: string): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const exp = issuedAt + ttlSeconds;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(sessionId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    /**
     * The claims of a valid token, or null for anything else (expired, forged, alg none…).
     * Checked here with node:crypto, synchronously: it runs on every protected request, and
     * jose's WebCrypto verify (a key import and a thread-pool hop each time) cost more than the
     * rest of the authentication together (bench: docs/decisions/013).
     */
    async verify(token: string): Promise<TokenClaims | null> {
      const now = clock.now();
      const known = verified.get(token);
      // verifyHs256's own expiry rule: exp (whole seconds) after now.
      if (known) return known.expiresAt.getTime() > now.getTime() ? known : null;
      const claims = verifyHs256(token, key, now);
      if (claims) {
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
        verified.set(token, claims);
      }
      return claims;
    },
    /**
     * The claims of a token we signed, expired or not (forged, malformed, alg none…: null).
     * Only for logout, which ends a session and grants nothing (decision 020).
     */
    async verifyIgnoringExpiry(token: string): Promise<TokenClaims | null> {
      return verifyHs256(token, key, clock.now(), { ignoreExpiry: true });
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;

/** At most this many verified tokens kept (a few MB); every signed-in browser is one. */
const VERIFIED_TOKENS_KEPT = 10_000;

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function decodeJson(part: string): Record<string, unknown> | null {
  if (!BASE64URL.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * RFC 7519 / 7515 compact HS256, the only form we issue: the header must say `alg: HS256`
 * (never `none` or another algorithm) and carry no `crit`; the signature is compared in constant
 * time before the payload is trusted; `exp` must be in the future (and `nbf`, when present, not
 * ahead); `sub` and `jti` must be non-empty strings.
 */
export function verifyHs256(
  token: string,
  key: Uint8Array,
  now: Date,
  options: { ignoreExpiry?: boolean } = {},
): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  if (header?.alg !== 'HS256' || 'crit' in header) return null;
  if (!BASE64URL.test(signaturePart)) return null;
  const signature = Buffer.from(signaturePart, 'base64url');
  const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const payload = decodeJson(payloadPart);
  if (!payload) return null;
  const { sub, jti, exp, nbf } = payload;
  const seconds = now.getTime() / 1000;
  if (typeof sub !== 'string' || sub === '' || typeof jti !== 'string' || jti === '') return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  if (exp <= seconds && !options.ignoreExpiry) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > seconds)) return null;
  return { userId: sub, sessionId: jti, expiresAt: new Date(exp * 1000) };
}
