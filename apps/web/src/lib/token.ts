/** Seconds since the epoch, the unit of a JWT's `exp` (product.md §4, §9). */
export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The `exp` claim of a JWT, read from its payload without checking the signature (that is the
 * server's job). `undefined` when the payload has no `exp`; `null` when it cannot be read.
 */
export function tokenExpiry(token: string): number | null | undefined {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const exp = (claims as { exp?: unknown }).exp;
    if (exp === undefined) return undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/**
 * True once the token's expiry has passed (product.md §4). A token whose payload cannot be read counts
 * as expired; one without `exp` does not (the server still refuses it if it is no good).
 */
export function isTokenExpired(token: string, now: number = nowInSeconds()): boolean {
  const exp = tokenExpiry(token);
  if (exp === null) return true;
  if (exp === undefined) return false;
  return exp <= now;
}

/** A session that may call the API: a token whose expiry has not passed. */
export function isSessionLive(token: string | null): token is string {
  return token !== null && !isTokenExpired(token);
}
