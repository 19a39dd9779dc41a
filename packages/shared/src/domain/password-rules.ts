import { LIMITS } from './limits.js';

/** One password rule with the hint the signup form shows while it fails (spec section 5, in order). */
export interface PasswordRule {
  key: 'length' | 'uppercase' | 'lowercase' | 'number';
  hint: string;
  test(password: string): boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    key: 'length',
    hint: `Must be at least ${LIMITS.passwordMin} characters long`,
    test: (p) => p.length >= LIMITS.passwordMin,
  },
  { key: 'uppercase', hint: 'Must include at least one uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { key: 'lowercase', hint: 'Must include at least one lowercase letter', test: (p) => /[a-z]/.test(p) },
  { key: 'number', hint: 'Must include at least one number', test: (p) => /[0-9]/.test(p) },
];

export const STRONG_PASSWORD_MESSAGE = 'Strong password. All criteria fulfilled';

/** The first failing rule, or undefined when the password meets all of them. */
export function firstFailingPasswordRule(password: string): PasswordRule | undefined {
  return PASSWORD_RULES.find((rule) => !rule.test(password));
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const USERNAME_MAX = 30;

/** Why a username cannot be used (format only; availability is the server's question), or undefined. */
export function usernameProblem(username: string): string | undefined {
  if (username.length < LIMITS.usernameMin)
    return `Username must be at least ${LIMITS.usernameMin} characters`;
  if (username.length > USERNAME_MAX) return `Username must be at most ${USERNAME_MAX} characters`;
  if (!USERNAME_PATTERN.test(username))
    return 'Username may contain only letters, numbers, dots, hyphens and underscores';
  return undefined;
}
