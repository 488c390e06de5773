// Session state (part 1 §4 'Session'): tokens in localStorage, the profile from GET /user/loggedIn.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { hasRole, homeForRoles, isAdmin } from '../../../common/roles';
import type { Role } from '../../../common/constants';
import type { TokenPair, User } from '../../../common/schemas/accounts';
import { api, apiFetch } from './api-client';
import { tokens } from './tokens';
import { firstHydration, HydratingPart, serverRender, useHydrated } from './use-hydrated';

export type { User };

export const currentUserQuery = queryOptions({
  queryKey: ['user', 'me'] as const,
  queryFn: () => api.get<User>('/user/loggedIn'),
  staleTime: 5 * 60_000,
  retry: false,
});

/** The role kept in localStorage as `userRole`: the highest one the user has. */
export function primaryRole(roles: readonly string[] | undefined): Role {
  if (hasRole(roles, 'SuperAdmin')) return 'SuperAdmin';
  if (hasRole(roles, 'admin')) return 'admin';
  return 'user';
}

export interface AuthValue {
  user: User | null;
  roles: readonly string[];
  /** True while a stored token's profile is being fetched. */
  isLoading: boolean;
  /**
   * False while the server renders and while the browser hydrates (both see no tokens), and while a stored
   * token's profile loads: parts that depend on the user stay invisible (not absent, so nothing moves) until
   * the real state is known, so a signed-in user never sees 'Log in' flash.
   */
  isSettled: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  login(email: string, password: string): Promise<User>;
  /** Stores a token pair obtained elsewhere (email verification) and loads the profile. */
  startSession(access: string, refresh: string): Promise<User>;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

/** The language saved on the profile of the member who has just signed in (app/layouts/member-locale.tsx). */
export const signedIn: { locale?: User['locale'] } = {};

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const accessToken = useSyncExternalStore(tokens.subscribe, tokens.access, () => null);
  const me = useQuery({ ...currentUserQuery, enabled: !!accessToken });
  const hydrated = useHydrated();

  // The server rendered the first page for a visitor: a signed-in user's own parts (isLiked, membership,
  // their pending articles) come from asking again once, in the background, with the data kept on screen.
  useEffect(() => {
    if (hydrated && me.data && serverRender.hydratedData) {
      serverRender.hydratedData = false;
      // After the parts of the page hydrated later: they hydrate from the data the server rendered.
      void firstHydration.complete.then(() =>
        queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== currentUserQuery.queryKey[0] }),
      );
    }
  }, [hydrated, me.data, queryClient]);

  // A stored token whose profile cannot be fetched is dropped.
  useEffect(() => {
    if (me.isError && tokens.access()) tokens.clear();
  }, [me.isError]);

  useEffect(() => {
    if (me.data) tokens.setRole(primaryRole(me.data.roles));
  }, [me.data]);

  const startSession = useCallback(
    async (access: string, refresh: string) => {
      tokens.set(access, refresh);
      try {
        const user = await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
        tokens.setRole(primaryRole(user.roles));
        signedIn.locale = user.locale;
        return user;
      } catch (err) {
        tokens.clear();
        throw err;
      }
    },
    [queryClient],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      try {
        const pair = await api.post<TokenPair>('/auth', { email, password });
        return await startSession(pair.token, pair.refreshToken);
      } catch (err) {
        tokens.clear();
        throw err;
      }
    },
    [startSession],
  );

  const logout = useCallback(async () => {
    const refresh = tokens.refresh();
    if (tokens.access()) {
      try {
        await apiFetch('/auth/logout', { headers: refresh ? { 'X-Refresh-Token': refresh } : {} });
      } catch {
        // Signing out locally must work even when the server cannot be reached.
      }
    }
    tokens.clear();
    queryClient.clear();
  }, [queryClient]);

  const value = useMemo<AuthValue>(() => {
    const user = accessToken ? (me.data ?? null) : null;
    const roles = user?.roles ?? [];
    return {
      user,
      roles,
      // Until hydrated nobody is known to be signed in or out: guards and sign-in redirects wait.
      isLoading: !hydrated || (!!accessToken && me.isPending),
      isSettled: hydrated && !(!!accessToken && me.isPending),
      isAuthenticated: !!user,
      isAdmin: isAdmin(roles),
      login,
      startSession,
      logout,
    };
  }, [accessToken, me.data, me.isPending, hydrated, login, startSession, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const ctx = useContext(AuthContext);
  const hydratingPart = useContext(HydratingPart);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  // A part of the first page hydrated later sees what the server saw until it has hydrated (lib/use-hydrated.ts).
  return hydratingPart ? { ...ctx, ...SERVER_VIEW } : ctx;
}

/** What the server renders: nobody is known yet. */
const SERVER_VIEW = {
  user: null,
  roles: [],
  isLoading: true,
  isSettled: false,
  isAuthenticated: false,
  isAdmin: false,
} satisfies Partial<AuthValue>;

export { hasRole, homeForRoles, isAdmin };
