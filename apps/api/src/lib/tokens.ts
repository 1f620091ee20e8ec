import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock';

export type TokenClaims = { userId: string; sessionId: string; expiresAt: Date };

/** HS256 bearer tokens: `sub` = account id, `jti` = session row id (spec §4, issue 3). */
export function createTokenService(secret: string, ttlSeconds: number, clock: Clock) {
  const key = new TextEncoder().encode(secret);
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
    /** The claims of a valid token, or null for anything else (expired, forged, alg none…). */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
          requiredClaims: ['sub', 'jti', 'exp'],
        });
        if (!payload.sub || !payload.jti || typeof payload.exp !== 'number') return null;
        return {
          userId: payload.sub,
          sessionId: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
