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

/** localStorage that never throws (private mode, full quota): failures are logged and ignored. */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      console.warn(`Could not read ${key} from storage`, error);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      console.warn(`Could not write ${key} to storage`, error);
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch (error) {
      console.warn(`Could not remove ${key} from storage`, error);
    }
  },
};
