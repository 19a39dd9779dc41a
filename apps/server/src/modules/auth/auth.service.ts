import { randomBytes } from 'node:crypto';
import type { Language, PublicUser } from '@preparena/shared';
import { LIMITS, ROUTES } from '@preparena/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, conflict, unauthorized } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { newSignInAlertMail, passwordResetMail, verificationMail } from '../mail/index.js';
import {
  findUserByEmail,
  findUserByUsername,
  insertUser,
  toPublicUser,
  type UserRow,
} from '../users/index.js';
import * as repo from './auth.repository.js';
import {
  generateResetToken,
  generateVerificationCode,
  keyedHash,
  RESET_TOKEN_MINUTES,
  SESSION_SECONDS,
  sameHash,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_MAX_FAILURES,
} from './auth-secrets.js';
import { signSessionToken } from './session-tokens.js';

export const MESSAGES = {
  emailTaken: 'Email is already registered',
  usernameTaken: 'Username is already taken',
  usernameAvailable: 'Username is available',
  invalidLogin: 'Invalid email or password',
  notVerified: 'Please verify your email before logging in. We have sent a verification code to your inbox.',
  googleOnly: 'This account uses Google sign-in. Continue with Google, or reset your password to set one.',
  invalidCode: 'Invalid verification code',
  codeExpired: 'Verification code has expired. Please request a new one.',
  codeLocked: 'Too many wrong attempts. Please request a new code.',
  alreadyVerified: 'This email is already verified. Please log in.',
  codeSent: 'Verification code sent successfully',
  resetSent: 'If an account exists for this email, a password reset link has been sent to it.',
  resetDone: 'Your password has been reset. You can now log in with the new password.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
} as const;

const lang = (user: UserRow): Language => (user.language === 'hi' ? 'hi' : 'en');
const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

export class AuthService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  private hash(purpose: string, value: string) {
    return keyedHash(this.app.config.JWT_SECRET, purpose, value);
  }

  async session(user: UserRow, rememberMe: boolean): Promise<PublicUser & { token: string }> {
    const lifetime = rememberMe ? SESSION_SECONDS.remember : SESSION_SECONDS.session;
    const token = await signSessionToken(this.app.config.JWT_SECRET, user, lifetime);
    return { token, ...toPublicUser(user) };
  }

  async checkUsername(username: string): Promise<boolean> {
    return !(await findUserByUsername(this.db, username));
  }

  async signup(input: {
    username: string;
    email: string;
    password: string;
    language?: Language;
  }): Promise<UserRow> {
    if (await findUserByEmail(this.db, input.email)) throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
    if (await findUserByUsername(this.db, input.username))
      throw conflict(MESSAGES.usernameTaken, 'USERNAME_TAKEN');
    let user: UserRow;
    try {
      user = await insertUser(this.db, {
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        language: input.language ?? 'en',
      });
    } catch (error) {
      // Two sign-ups racing for the same name: the unique index decides, the loser gets the same 409.
      const index = uniqueViolation(error);
      if (index?.includes('username')) throw conflict(MESSAGES.usernameTaken, 'USERNAME_TAKEN');
      if (index) throw conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
      throw error;
    }
    await this.sendVerificationCode(user);
    return user;
  }

  /** Creates and mails a new code, replacing any earlier one (its tries start again). */
  private async sendVerificationCode(user: UserRow): Promise<void> {
    const code = generateVerificationCode();
    await repo.saveVerification(
      this.db,
      user.id,
      this.hash('verify', code),
      minutesFromNow(VERIFICATION_CODE_MINUTES),
    );
    const mail = verificationMail(lang(user), user.username, code, VERIFICATION_CODE_MINUTES);
    await this.app.mailer.send({ ...mail, to: user.email, kind: 'verification' });
  }

  /**
   * Sends a new code to an unverified account once the cooldown has passed. Every other case
   * (unknown e-mail, verified account, cooldown running) sends nothing and answers the same, so
   * the call cannot tell whether or how an account exists; the form keeps its own countdown.
   */
  async resendVerification(email: string): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (!user || user.emailVerifiedAt) return;
    const current = await repo.findVerification(this.db, user.id);
    if (current && Date.now() - current.sentAt.getTime() < LIMITS.resendCooldownSeconds * 1000) return;
    await this.sendVerificationCode(user);
  }

  async verifyEmail(email: string, otp: string): Promise<UserRow> {
    const user = await findUserByEmail(this.db, email);
    if (!user) throw badRequest(MESSAGES.invalidCode, 'INVALID_CODE');
    if (user.emailVerifiedAt) throw badRequest(MESSAGES.alreadyVerified, 'ALREADY_VERIFIED');
    const pending = await repo.findVerification(this.db, user.id);
    if (!pending) throw badRequest(MESSAGES.codeExpired, 'CODE_EXPIRED');
    if (pending.failedAttempts >= VERIFICATION_MAX_FAILURES)
      throw new AppError(429, MESSAGES.codeLocked, 'CODE_LOCKED');
    if (pending.expiresAt.getTime() < Date.now()) throw badRequest(MESSAGES.codeExpired, 'CODE_EXPIRED');
    if (!sameHash(pending.codeHash, this.hash('verify', otp))) {
      const failures = await repo.recordFailedVerification(this.db, user.id);
      if (failures >= VERIFICATION_MAX_FAILURES) throw new AppError(429, MESSAGES.codeLocked, 'CODE_LOCKED');
      throw badRequest(MESSAGES.invalidCode, 'INVALID_CODE');
    }
    return repo.completeVerification(this.db, user.id);
  }

  async login(email: string, password: string): Promise<UserRow> {
    const user = await findUserByEmail(this.db, email);
    if (!user) {
      // Spend the same time as a real check so response times do not reveal which e-mails exist.
      await verifyPassword(await DUMMY_HASH(), password);
      throw unauthorized(MESSAGES.invalidLogin, 'INVALID_CREDENTIALS');
    }
    if (!user.passwordHash) throw badRequest(MESSAGES.googleOnly, 'GOOGLE_ACCOUNT');
    if (!(await verifyPassword(user.passwordHash, password)))
      throw unauthorized(MESSAGES.invalidLogin, 'INVALID_CREDENTIALS');
    if (!user.emailVerifiedAt) {
      await this.resendVerification(user.email).catch(() => undefined);
      throw new AppError(403, MESSAGES.notVerified, 'EMAIL_NOT_VERIFIED');
    }
    return user;
  }

  /** Tells the owner that a new address signed in after wrong passwords from elsewhere. */
  async alertNewSignIn(user: UserRow, address: string, failures: number, minutes: number): Promise<void> {
    const mail = newSignInAlertMail(lang(user), user.username, {
      address,
      at: new Date(),
      failures,
      minutes,
      resetLink: `${this.app.config.PUBLIC_URL}${ROUTES.forgotPassword}`,
    });
    await this.app.mailer.send({ ...mail, to: user.email, kind: 'sign_in_alert' });
  }

  async forgotPassword(email: string): Promise<void> {
    const user = await findUserByEmail(this.db, email);
    if (!user) return;
    const token = generateResetToken();
    await repo.insertPasswordReset(
      this.db,
      user.id,
      this.hash('reset', token),
      minutesFromNow(RESET_TOKEN_MINUTES),
    );
    const link = `${this.app.config.PUBLIC_URL}/resetpassword/${token}`;
    const mail = passwordResetMail(lang(user), user.username, link, RESET_TOKEN_MINUTES);
    await this.app.mailer.send({ ...mail, to: user.email, kind: 'password_reset' });
  }

  /** The reset a link stands for, if still usable (not used, not expired); a 400 otherwise. */
  private async usableReset(token: string) {
    const reset = await repo.findUsablePasswordReset(this.db, this.hash('reset', token));
    if (!reset || reset.expiresAt.getTime() < Date.now())
      throw badRequest(MESSAGES.resetInvalid, 'RESET_INVALID');
    return reset;
  }

  /** Whether a reset link can still be used, so the page shows "expired" instead of a form. */
  async checkResetToken(token: string): Promise<void> {
    await this.usableReset(token);
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const reset = await this.usableReset(token);
    const done = await repo.completePasswordReset(
      this.db,
      reset.id,
      reset.userId,
      await hashPassword(password),
    );
    if (!done) throw badRequest(MESSAGES.resetInvalid, 'RESET_INVALID');
  }
}

// A real argon2id hash of a random string nobody knows: checking it evens out login timing for unknown e-mails.
let dummyHash: Promise<string> | undefined;
const DUMMY_HASH = () => {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
};

/** Which unique index a failed insert hit, if it was a unique violation. */
function uniqueViolation(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e.cause ?? e;
  return inner.code === '23505' ? (inner.constraint ?? 'unknown') : undefined;
}
