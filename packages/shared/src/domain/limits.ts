/** Business constants of the product spec (section 9), defined once for client, server and database. */
export const LIMITS = {
  userCacheMs: 30 * 60 * 1000,
  maxToasts: 20,
  bannersShown: 3,
  mobileBannerChars: 50,
  notificationPromptDelayMs: 2000,
  notificationRepromptMs: 7 * 24 * 60 * 60 * 1000,
  notificationCloseDelayMs: 2000,
  backOnlineMs: 3000,
  mobileBreakpointPx: 768,
  defaultImageQuality: 80,
  avatarPx: 80,
  usernameMin: 6,
  passwordMin: 8,
  verificationCodeDigits: 6,
  resendCooldownSeconds: 60,
  usernameDebounceMs: 500,
  passwordDebounceMs: 300,
  resetRedirectMs: 2000,
  skeletonRows: 10,
  skeletonCourseCardsWide: 10,
  skeletonCourseCardsMobile: 4,
} as const;

/** Languages the product is written in; every localised text is keyed by these codes. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
