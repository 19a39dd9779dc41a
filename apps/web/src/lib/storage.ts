/** Every key the app keeps in localStorage (spec section 3), in one place. */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  userCache: 'bb_user_cache',
  theme: 'theme',
  language: 'language',
  bannerDismissals: 'banner_dismissals',
  notificationPromptDismissed: 'notificationPromptDismissed',
  pwaBannerDismissed: 'pwa-banner-dismissed',
  questionLanguage: 'questionLanguage',
} as const;

/** Rendering on the server (entry-server.tsx): there is no device storage, and nothing to warn about. */
const onServer = typeof window === 'undefined';

/** localStorage that never throws (private mode, full quota): failures are logged and ignored. */
export const storage = {
  get(key: string): string | null {
    if (onServer) return null;
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      console.warn(`Could not read ${key} from storage`, error);
      return null;
    }
  },
  set(key: string, value: string): void {
    if (onServer) return;
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      console.warn(`Could not write ${key} to storage`, error);
    }
  },
  remove(key: string): void {
    if (onServer) return;
    try {
      window.localStorage.removeItem(key);
    } catch (error) {
      console.warn(`Could not remove ${key} from storage`, error);
    }
  },
};
