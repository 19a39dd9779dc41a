import { LIMITS, type PublicUser } from '@preparena/shared';
import { STORAGE_KEYS, storage } from '@/lib/storage';

interface CachedUser {
  user: PublicUser;
  timestamp: number;
}

/** The cached user if it is younger than the cache lifetime (30 minutes). */
export function readCachedUser(now = Date.now()): PublicUser | null {
  const raw = storage.get(STORAGE_KEYS.userCache);
  if (!raw) return null;
  try {
    const cached = JSON.parse(raw) as CachedUser;
    return now - cached.timestamp < LIMITS.userCacheMs ? cached.user : null;
  } catch {
    return null;
  }
}

export function writeSession(token: string | null, user: PublicUser | null): void {
  if (token) storage.set(STORAGE_KEYS.authToken, token);
  if (user)
    storage.set(STORAGE_KEYS.userCache, JSON.stringify({ user, timestamp: Date.now() } satisfies CachedUser));
}

export function clearSession(): void {
  storage.remove(STORAGE_KEYS.authToken);
  storage.remove(STORAGE_KEYS.userCache);
}

export function storedToken(): string | null {
  return storage.get(STORAGE_KEYS.authToken);
}
