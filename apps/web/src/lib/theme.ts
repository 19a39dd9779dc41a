import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, storage } from './storage';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

function readTheme(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** The theme (light by default), stored under `theme` and applied to <html data-theme>. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    readTheme,
    () => 'light' as Theme,
  );
  const toggle = useCallback(() => {
    const next: Theme = readTheme() === 'dark' ? 'light' : 'dark';
    document.documentElement.setAttribute('data-theme', next);
    storage.set(STORAGE_KEYS.theme, next);
    for (const l of listeners) l();
  }, []);
  return { theme, toggle };
}
