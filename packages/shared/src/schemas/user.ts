import { z } from 'zod';

/** The user object the API returns (spec section 3 and issue 3): never a hash, code or token. */
export const publicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  profilePicture: z.string().nullable(),
  isAdmin: z.boolean(),
  isQuestionManager: z.boolean(),
  isContentManager: z.boolean(),
  isContestController: z.boolean(),
  practiceRating: z.number(),
  /** True until PRACTICE_PROVISIONAL_SOLVED questions are solved. */
  practiceRatingProvisional: z.boolean(),
  contestRating: z.number(),
  /** True until CONTEST_PROVISIONAL_CONTESTS rated contests. */
  contestRatingProvisional: z.boolean(),
  contestsRated: z.number().int(),
  primaryRating: z.enum(['practice', 'contest']),
  /** E-mail 30 minutes before a registered contest starts (on unless the user opted out). */
  contestReminders: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A user row in the admin Users screen. */
export const adminUserSchema = publicUserSchema.extend({ emailVerified: z.boolean() });
export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const adminUserQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export const updateRolesSchema = z
  .object({
    isAdmin: z.boolean().optional(),
    isContentManager: z.boolean().optional(),
    isQuestionManager: z.boolean().optional(),
    isContestController: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Choose at least one role to change');
export const outboxMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});
export const outboxListSchema = z.object({
  items: z.array(outboxMailSchema),
  mode: z.enum(['smtp', 'outbox']),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminUserList = z.infer<typeof adminUserListSchema>;
export type OutboxMail = z.infer<typeof outboxMailSchema>;
