import { z } from 'zod';

/** Names of first-party analytics events (spec section 7 plus page views). */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'sign_up',
  'login',
  'question_attempt',
  'course_completed',
  'contest_participation',
] as const;

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  path: z.string().min(1).max(2048).startsWith('/', 'Path must start with /'),
  label: z.string().max(500).optional(),
  properties: z
    .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean()]))
    .optional()
    .refine((p) => !p || Object.keys(p).length <= 20, 'At most 20 properties'),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
