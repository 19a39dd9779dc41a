import { z } from 'zod';
import { LANGUAGES, LIMITS } from '../domain/limits.js';
import { firstFailingPasswordRule, usernameProblem } from '../domain/password-rules.js';
import { publicUserSchema } from './user.js';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .email('Please enter a valid email address')
  .max(254);

export const passwordSchema = z
  .string()
  .max(200, 'Password must be at most 200 characters')
  .superRefine((value, ctx) => {
    const failing = firstFailingPasswordRule(value);
    if (failing) ctx.addIssue({ code: 'custom', message: failing.hint });
  });

export const usernameSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = usernameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const signupSchema = z.object({
  username: usernameSchema,
  email,
  password: passwordSchema,
  language: z.enum(LANGUAGES).optional(),
});

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(200),
  rememberMe: z.boolean().default(true),
});

export const verifyEmailSchema = z.object({
  email,
  otp: z
    .string()
    .trim()
    .regex(
      new RegExp(`^\\d{${LIMITS.verificationCodeDigits}}$`),
      `Enter the ${LIMITS.verificationCodeDigits}-digit code`,
    ),
});

export const emailOnlySchema = z.object({ email });
export const resetPasswordSchema = z.object({ password: passwordSchema });

export const checkUsernameResponseSchema = z.object({ available: z.boolean(), message: z.string() });
export const messageResponseSchema = z.object({ message: z.string() });
export const sessionResponseSchema = publicUserSchema.extend({ token: z.string() });
export const authProvidersSchema = z.object({ google: z.boolean() });

export const EXAMS = ['CAT', 'SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET', 'GMAT', 'GRE', 'Placements'] as const;

export const updateProfileSchema = z
  .object({
    username: usernameSchema.optional(),
    profilePicture: z
      .string()
      .trim()
      .max(500)
      .refine(
        (v) => v === '' || /^https:\/\//.test(v) || /^\/[A-Za-z0-9/_.-]+$/.test(v),
        'Picture must be an https URL',
      )
      .optional(),
    bio: z.string().trim().max(500, 'Bio must be at most 500 characters').optional(),
    targetExam: z.enum(EXAMS).nullable().optional(),
    primaryRating: z.enum(['practice', 'contest']).optional(),
    language: z.enum(LANGUAGES).optional(),
    /** E-mail 30 minutes before a registered contest starts. */
    contestReminders: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');

export type SignupInput = z.input<typeof signupSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type CheckUsernameResponse = z.infer<typeof checkUsernameResponseSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export type AuthProviders = z.infer<typeof authProvidersSchema>;
