import { DEFAULT_LANGUAGE } from '@waliyy/contract/languages';
import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { useAlternateEmailResult } from '../features/account/alternate-email-result';
import { activateLanguage } from '../i18n/i18n';
import { languageOfPath } from '../i18n/language-choice';
import { useLanguage } from '../i18n/translate';
import { useSession } from '../lib/session';
import { isSessionLive } from '../lib/token';

// The only places that navigate when the session changes. Pages change the session (login,
// logout) and name where to go in `redirect`; the guard on the wrong side makes the move. Two
// navigations can then never race (a page's own navigate waiting for a lazy chunk while a
// guard sends the user elsewhere).

/**
 * /sign-up, /login, /forgot-password, /reset-password, /verify-email, /verify-otp (product.md §2),
 * and each under a language (`/ha/login`, decision 070), shown in that language: main.tsx
 * switched to it before the first page; after a link or Back from another language, switch here.
 * An English address (`/login`) keeps the visitor's language, as before.
 */
export function GuestOnly() {
  const { token, redirect } = useSession();
  const pathLanguage = languageOfPath(useLocation().pathname);
  const language = useLanguage();
  const isSignedIn = isSessionLive(token);
  // The alternative e-mail link lands on /login (decision 062), signed in or not.
  useAlternateEmailResult(isSignedIn);
  useEffect(() => {
    // Signed in, the account's language stays: the page is about to move to the dashboard.
    if (isSignedIn) return;
    if (pathLanguage !== DEFAULT_LANGUAGE && pathLanguage !== language) {
      // A catalog that fails to download leaves the page in the language it was in.
      activateLanguage(pathLanguage).catch(() => undefined);
    }
  }, [isSignedIn, pathLanguage, language]);
  if (isSignedIn) {
    return <Redirect to={redirect?.to ?? '/dashboard'} state={redirect?.state} />;
  }
  return <Outlet />;
}

/**
 * Every signed-in page. Logged out → /login carrying the page (path and query) so that login
 * returns there. The expiry is checked on every render, so on load and on each navigation
 * (product.md §4): an expired token is a silent logout.
 */
export function RequireAuth() {
  const { token, redirect, logout } = useSession();
  const { pathname, search, hash } = useLocation();
  // Stable, so <Redirect> does not navigate again on an unrelated render.
  const loginState = useMemo(
    () => ({ from: { pathname, search, hash } }),
    [pathname, search, hash],
  );

  if (isSessionLive(token)) return <Outlet />;
  if (token) return <SilentLogout logout={logout} />;
  if (redirect) return <Redirect to={redirect.to} state={redirect.state} />;
  // A guest asking for the plans sees them where guests do: the home page's (decision 075).
  if (pathname === '/pricing') return <Redirect to="/#pricing" />;
  return <Redirect to="/login" state={loginState} />;
}

/** Clears the expired session; the guard then renders again, logged out, and redirects. */
function SilentLogout({ logout }: { logout: () => void }) {
  useEffect(() => logout(), [logout]);
  return <FullScreenSpinner />;
}

/**
 * Replaces the current entry with `to`. Our own, rather than React Router's <Navigate>, which
 * is not otherwise used and would add its code to the `/` bundle. `state` must be stable.
 */
function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return null;
}
