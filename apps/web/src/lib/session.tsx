import { useQueryClient } from '@tanstack/react-query';
import type { AccountData, AccountUser, ChildSummary, LoginData } from '@waliyy/contract/auth';
import type { Language } from '@waliyy/contract/languages';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { activateLanguage, activeLanguage } from '../i18n/i18n';
import { localizedPath, rememberLanguage } from '../i18n/language-choice';
import { ACCOUNT_QUERY_KEY } from './account';
import { type ApiError, apiRequest, setUnauthorizedHandler } from './api-client';
import {
  clearSession,
  readChildId,
  readToken,
  readUser,
  removeChildId,
  writeChildId,
  writeToken,
  writeUser,
} from './storage';
import { isSessionLive, isTokenExpired } from './token';

/** Where the guards send the user once the session changes (one navigation, then dropped). */
export type SessionRedirect = { to: string; state?: unknown };

type SessionState = {
  token: string | null;
  user: AccountUser | null;
  childId: string | null;
  redirect: SessionRedirect | null;
};

export type Session = SessionState & {
  /** True while the token exists and its expiry has not passed (checked when rendered). */
  isLoggedIn: boolean;
  /** Stores the auth data (product.md §4) and asks the guards to go to `redirect`. */
  login: (data: LoginData, redirect?: SessionRedirect) => void;
  /** Clears the cookie and all storage; the guards go to `redirect`, else /login with origin. */
  logout: (redirect?: SessionRedirect) => void;
  /**
   * Makes a single the active one (product.md §3 childId), chosen by the family: the server keeps it
   * as the last used, for the next login (decision 022).
   */
  selectChild: (childId: string) => void;
  /**
   * With the account's singles known: when no single is active (or the active one is gone),
   * puts one back by the spec's rule (activeSingleFor). Nothing is sent to the server.
   */
  restoreChild: (singles: readonly ChildSummary[], lastChildId?: string | null) => void;
  /** No single is active any more (the active one was deleted). */
  clearChild: () => void;
  /**
   * The account's language (decision 070): shown at once, kept in this browser, and saved on the
   * account for its e-mails and its next sign-in. Rejects when the server refused it (the page
   * keeps showing it; the next sign-in brings the saved one back).
   */
  setLanguage: (language: Language) => Promise<void>;
};

/**
 * The active single by the spec's rule (product.md §2 /login-successful; decision 022): the current one
 * while it is still the account's; else the only single; else, of several, the last used (kept
 * on the server, as logout clears storage); else none, and the family chooses.
 */
export function activeSingleFor(
  singles: readonly ChildSummary[],
  lastChildId: string | null | undefined,
  current: string | null,
): string | null {
  const isOwn = (id: string | null | undefined): id is string =>
    Boolean(id) && singles.some((single) => single.id === id);
  if (isOwn(current)) return current;
  if (singles.length === 1) return singles[0]?.id ?? null;
  return isOwn(lastChildId) ? lastChildId : null;
}

/** Tells the server which single the family chose; a failure only costs the next login's guess. */
/** The saves of the active single, one after another: the family's last choice lands last. */
let savingActiveSingle: Promise<unknown> = Promise.resolve();
function rememberActiveSingle(childId: string): Promise<unknown> {
  savingActiveSingle = savingActiveSingle.then(() =>
    apiRequest('PUT', '/account/active-single', { auth: true, body: { childId } }).catch(
      (error: unknown) => console.warn('Could not remember the active single', error),
    ),
  );
  return savingActiveSingle;
}

const LOGGED_OUT: SessionState = { token: null, user: null, childId: null, redirect: null };

/** product.md §4: on load, a token cookie restores the user from storage; an expired one logs out. */
export function restoreSession(): SessionState {
  const token = readToken();
  if (!token) return LOGGED_OUT;
  if (isTokenExpired(token)) {
    clearSession();
    return LOGGED_OUT;
  }
  return { token, user: readUser(), childId: readChildId(), redirect: null };
}

const SessionContext = createContext<Session | null>(null);

type SessionProviderProps = { children: ReactNode; onSessionRefused?: (error: ApiError) => void };

/**
 * The signed-in state of the app. Navigation on a change is left to the route guards (they
 * read `redirect`), so that a page never races a guard to a different address.
 */
export function SessionProvider({ children, onSessionRefused }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(restoreSession);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  const login = useCallback(
    (data: LoginData, redirect?: SessionRedirect) => {
      writeToken(data.token);
      writeUser(data.user);
      queryClient.clear();
      // Whatever page the login returns to, an active single is put back (decision 022).
      const childId = activeSingleFor(data.children, data.lastChildId, readChildId());
      if (childId) writeChildId(childId);
      else removeChildId();
      setState({ token: data.token, user: data.user, childId, redirect: redirect ?? null });
    },
    [queryClient],
  );

  const logout = useCallback(
    (redirect?: SessionRedirect) => {
      clearSession();
      queryClient.clear();
      // Home in the language the family was reading (`/ha`), which the visitor keeps.
      const to = redirect?.to === '/' ? localizedPath(activeLanguage(), '/') : redirect?.to;
      setState({ ...LOGGED_OUT, redirect: redirect && to ? { ...redirect, to } : null });
    },
    [queryClient],
  );

  const selectChild = useCallback(
    (childId: string) => {
      writeChildId(childId);
      setState((current) => ({ ...current, childId }));
      queryClient.setQueryData<AccountData>(ACCOUNT_QUERY_KEY, (account) =>
        account ? { ...account, lastChildId: childId } : account,
      );
      void rememberActiveSingle(childId);
    },
    [queryClient],
  );

  const restoreChild = useCallback(
    (singles: readonly ChildSummary[], lastChildId?: string | null) => {
      // Worked out from what is stored (the state's own childId is written with it), so the
      // storage is written here, not inside a state updater.
      const current = readChildId();
      const childId = activeSingleFor(singles, lastChildId, current);
      if (childId === current) return;
      if (childId) writeChildId(childId);
      else removeChildId();
      setState((state) => ({ ...state, childId }));
    },
    [],
  );

  const setLanguage = useCallback(async (language: Language) => {
    rememberLanguage(language);
    await activateLanguage(language);
    const stored = readUser();
    if (stored) writeUser({ ...stored, language });
    setState((current) =>
      current.user ? { ...current, user: { ...current.user, language } } : current,
    );
    await apiRequest('PUT', '/account/language', { auth: true, body: { language } });
  }, []);

  // Signed in, the account's language is the page's (a sign-in on a browser set to another).
  const accountLanguage = state.user?.language;
  useEffect(() => {
    if (!accountLanguage || accountLanguage === activeLanguage()) return;
    rememberLanguage(accountLanguage);
    void activateLanguage(accountLanguage);
  }, [accountLanguage]);

  const clearChild = useCallback(() => {
    removeChildId();
    setState((current) => ({ ...current, childId: null }));
  }, []);

  // A 401 (or a suspension) on an authenticated call: the api client has cleared the storage;
  // the guards then send the user to /login with the page they were on.
  useEffect(() => {
    setUnauthorizedHandler((error) => {
      queryClient.clear();
      setState(LOGGED_OUT);
      onSessionRefused?.(error);
    });
    return () => setUnauthorizedHandler(null);
  }, [queryClient, onSessionRefused]);

  // A redirect is for one navigation: drop it once the address has changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pathname` is the trigger.
  useEffect(() => {
    setState((current) => (current.redirect ? { ...current, redirect: null } : current));
  }, [pathname]);

  const value = useMemo<Session>(
    () => ({
      ...state,
      isLoggedIn: isSessionLive(state.token),
      login,
      logout,
      selectChild,
      restoreChild,
      clearChild,
      setLanguage,
    }),
    [state, login, logout, selectChild, restoreChild, clearChild, setLanguage],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
