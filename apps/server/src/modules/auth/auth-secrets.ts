import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@preparena/shared';

/** A random numeric verification code of the spec's length. */
export function generateVerificationCode(): string {
  return String(randomInt(0, 10 ** LIMITS.verificationCodeDigits)).padStart(
    LIMITS.verificationCodeDigits,
    '0',
  );
}

/** A random URL-safe token for password reset links. */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** HMAC-SHA256 keyed with the server secret: codes and tokens are stored only this way. */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${value}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const VERIFICATION_CODE_MINUTES = 15;
export const VERIFICATION_MAX_FAILURES = 5;
export const RESET_TOKEN_MINUTES = 60;
export const SESSION_SECONDS = { remember: 30 * 24 * 3600, session: 24 * 3600 } as const;
