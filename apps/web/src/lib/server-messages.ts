import type { TFunction } from 'i18next';

/**
 * Known English messages of the server and shared rules, with their i18n keys: the interface shows
 * them in the user's language; any other server message is shown as the server wrote it.
 */
const KNOWN: Record<string, string> = {
  'Username is available': 'messages.usernameAvailable',
  'Username is already taken': 'messages.usernameTaken',
  'Username must be at least 6 characters': 'messages.usernameMin',
  'Username must be at most 30 characters': 'messages.usernameMax',
  'Username may contain only letters, numbers, dots, hyphens and underscores': 'messages.usernameChars',
  'Must be at least 8 characters long': 'messages.passwordLength',
  'Must include at least one uppercase letter': 'messages.passwordUpper',
  'Must include at least one lowercase letter': 'messages.passwordLower',
  'Must include at least one number': 'messages.passwordNumber',
  'Strong password. All criteria fulfilled': 'messages.passwordStrong',
  'Email is already registered': 'messages.emailTaken',
  'Invalid email or password': 'messages.invalidLogin',
  'Please verify your email before logging in. We have sent a verification code to your inbox.':
    'messages.notVerified',
  'Invalid verification code': 'messages.invalidCode',
  'Verification code has expired. Please request a new one.': 'messages.codeExpired',
  'Too many wrong attempts. Please request a new code.': 'messages.codeLocked',
  'This email is already verified. Please log in.': 'messages.alreadyVerified',
  'Verification code sent successfully': 'messages.codeSent',
  'If an account exists for this email, a password reset link has been sent to it.': 'messages.resetSent',
  'Your password has been reset. You can now log in with the new password.': 'messages.resetDone',
  'This reset link is invalid or has expired. Please request a new one.': 'messages.resetInvalid',
  'Passwords do not match': 'messages.passwordsMismatch',
};

/** The rate limit's message carries the seconds to wait (apps/server auth-rate-limits.ts). */
const TOO_MANY = /^Too many requests\. Please try again in (\d+) seconds\.$/;

/** The message in the interface language when it is a known one. */
export function translateMessage(t: TFunction, message: string): string {
  const key = KNOWN[message];
  if (key) return t(key);
  const wait = TOO_MANY.exec(message);
  return wait ? t('messages.tooManyRequests', { seconds: Number(wait[1]) }) : message;
}
