/** The page a guard sent the user away from, carried to /login in the location state. */
export type Origin = { pathname: string; search?: string; hash?: string };

/** The address to return to after login, or null. Only our own paths (no `//host`). */
export function originPath(state: unknown): string | null {
  const from = (state as { from?: Partial<Origin> } | null)?.from;
  const pathname = from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return null;
  }
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/** An e-mail address carried between the sign-up, verification and login pages. */
export function carriedEmail(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.includes('@') ? email : null;
}
