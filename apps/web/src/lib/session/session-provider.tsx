import type { PublicUser } from '@preparena/shared';
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '@/config/paths';
import { ApiError, setUnauthorizedListener } from '@/lib/api-client';
import { currentPath, loginPathFor } from '@/lib/return-path';
import { getProfile } from './get-profile';
import { clearSession, readCachedUser, storedToken, writeSession } from './session-store';

export interface Session {
  user: PublicUser | null;
  loading: boolean;
  /** Stores a new session (after login, verification or Google sign-in). */
  signIn(token: string, user: PublicUser | null): void;
  /** Clears user, token and cache, then goes to /login. */
  logout(): void;
  /** Clears user, token and cache where the user is (the server said the session has ended). */
  expire(): void;
  /** Keeps the user the server answered after a change (profile settings) in state and cache. */
  updateUser(user: PublicUser): void;
}

export const SessionContext = createContext<Session | null>(null);

/** Session rules of spec section 4: token → cached user (< 30 min) or the profile call. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [user, setUser] = useState<PublicUser | null>(() => (storedToken() ? readCachedUser() : null));
  const [loading, setLoading] = useState(() => !!storedToken() && !readCachedUser());

  const logout = useCallback(() => {
    clearSession();
    setUser(null);
    navigate(ROUTES.login);
  }, [navigate]);

  useEffect(() => {
    setUnauthorizedListener(() => {
      clearSession();
      setUser(null);
      navigate(loginPathFor(currentPath(window.location)));
    });
  }, [navigate]);

  useEffect(() => {
    const token = storedToken();
    if (!token) {
      clearSession();
      setUser(null);
      setLoading(false);
      return;
    }
    if (readCachedUser()) return;
    const controller = new AbortController();
    getProfile(controller.signal)
      .then((profile) => {
        writeSession(null, profile);
        setUser(profile);
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          clearSession();
          setUser(null);
        }
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  // The head script marks a device with a stored sign-in, hiding a served page's sign-up prompts
  // (index.css); once the session is known, the mark follows it.
  useEffect(() => {
    if (!loading) document.documentElement.toggleAttribute('data-signed-in', user !== null);
  }, [user, loading]);

  const signIn = useCallback((token: string, profile: PublicUser | null) => {
    writeSession(token, profile);
    setUser(profile);
  }, []);

  const expire = useCallback(() => {
    clearSession();
    setUser(null);
  }, []);

  const updateUser = useCallback((profile: PublicUser) => {
    writeSession(null, profile);
    setUser(profile);
  }, []);

  const value = useMemo<Session>(
    () => ({ user, loading, signIn, logout, expire, updateUser }),
    [user, loading, signIn, logout, expire, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
