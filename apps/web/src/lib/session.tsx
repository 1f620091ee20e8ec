import { useQueryClient } from '@tanstack/react-query';
import type { AccountUser, LoginData } from '@waliyy/contract/auth';
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
import { type ApiError, setUnauthorizedHandler } from './api-client';
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
  /** Stores the auth data (spec §4) and asks the guards to go to `redirect`. */
  login: (data: LoginData, redirect?: SessionRedirect) => void;
  /** Clears the cookie and all storage; the guards go to `redirect`, else /login with origin. */
  logout: (redirect?: SessionRedirect) => void;
  /** Makes a single the active one (spec §3 childId). */
  selectChild: (childId: string) => void;
  /** No single is active any more (the active one was deleted). */
  clearChild: () => void;
};

const LOGGED_OUT: SessionState = { token: null, user: null, childId: null, redirect: null };

/** Spec §4: on load, a token cookie restores the user from storage; an expired one logs out. */
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
      setState({
        token: data.token,
        user: data.user,
        childId: readChildId(),
        redirect: redirect ?? null,
      });
    },
    [queryClient],
  );

  const logout = useCallback(
    (redirect?: SessionRedirect) => {
      clearSession();
      queryClient.clear();
      setState({ ...LOGGED_OUT, redirect: redirect ?? null });
    },
    [queryClient],
  );

  const selectChild = useCallback((childId: string) => {
    writeChildId(childId);
    setState((current) => ({ ...current, childId }));
  }, []);

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
      clearChild,
    }),
    [state, login, logout, selectChild, clearChild],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
