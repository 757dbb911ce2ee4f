import { TEXTS, type User } from '@island/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { errorCodeOf, httpStatusOf, messageOf } from '../errors.ts';
import { trpc } from '../trpc.ts';
import { toast } from '../ui/toast.ts';
import { clearToken, readToken, storeToken, TOKEN_STORAGE_KEY } from '../tokenStorage.ts';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

/** `needsCode`: the password was right and the account signs in in two steps: ask for the code. */
export type LoginResult = { ok: true; user: User } | { ok: false; message: string; needsCode?: boolean };

/** The second step of a two-step sign-in: the authenticator's current code or a recovery code. */
export type SecondStep = { totp: string } | { recoveryCode: string };

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  /**
   * True when the visitor signed out on purpose, so guards do not offer to return them to
   * the page they were on (the next person to sign in may not be allowed there).
   */
  signedOutByUser: boolean;
  login(email: string, password: string, secondStep?: SecondStep): Promise<LoginResult>;
  logout(): void;
}

type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null; byUser: boolean }
  | { status: 'signed-in'; user: User };

const AuthContext = createContext<AuthContextValue | null>(null);

function initialState(): AuthState {
  return readToken() ? { status: 'loading', user: null } : { status: 'signed-out', user: null, byUser: false };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialState);
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const loginMutation = trpc.auth.login.useMutation();

  // A stored token is only a claim until the server confirms it with the profile.
  useEffect(() => {
    if (!readToken()) return;
    let cancelled = false;
    utils.client.auth.profile
      .query()
      .then((user) => {
        if (!cancelled) setState({ status: 'signed-in', user });
      })
      .catch(() => {
        if (cancelled) return;
        clearToken();
        setState({ status: 'signed-out', user: null, byUser: false });
      });
    return () => {
      cancelled = true;
    };
  }, [utils]);

  // The server ends the session (its token stops working everywhere); this tab forgets the token
  // at once, so a sign-in right after never races the sign-out. keepalive: the request still
  // goes out when the page is left.
  const logout = useCallback(() => {
    const token = readToken();
    if (token) {
      void fetch('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(() => {});
    }
    clearToken();
    queryClient.clear();
    setState({ status: 'signed-out', user: null, byUser: true });
  }, [queryClient]);

  // Signing out in another tab signs this one out too.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      if (!readToken()) {
        queryClient.clear();
        setState((current) => (current.status === 'signed-in' ? { status: 'signed-out', user: null, byUser: true } : current));
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  // A token that expires or an account deactivated mid-session: any 401 ends the session here,
  // and the route guard then sends the user to /login with the page they were on.
  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    const onError = (error: unknown) => {
      if (httpStatusOf(error) !== 401) return;
      clearToken();
      queryClient.clear();
      setState({ status: 'signed-out', user: null, byUser: false });
      toast.error(TEXTS.sessionEnded);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [signedIn, queryClient]);

  const { mutateAsync } = loginMutation;
  const login = useCallback(
    async (email: string, password: string, secondStep?: SecondStep): Promise<LoginResult> => {
      try {
        const answer = await mutateAsync({ email, password, ...secondStep });
        storeToken(answer.token);
        // Data cached for the previous visitor must not leak into this session.
        queryClient.clear();
        setState({ status: 'signed-in', user: answer.user });
        return { ok: true, user: answer.user };
      } catch (error) {
        const status = httpStatusOf(error);
        const rejected = status !== null && status < 500;
        if (errorCodeOf(error) === 'TOTP_REQUIRED') return { ok: false, needsCode: true, message: messageOf(error, TEXTS.totpRequired) };
        return { ok: false, message: rejected ? messageOf(error, TEXTS.loginRejected) : TEXTS.loginException };
      }
    },
    [mutateAsync, queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      user: state.user,
      signedOutByUser: state.status === 'signed-out' && state.byUser,
      login,
      logout,
    }),
    [state, login, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
