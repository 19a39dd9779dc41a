import { z } from 'zod';

/** The four numbers on the home page, counted in the database. */
export const siteStatsSchema = z.object({
  questions: z.number().int().nonnegative(),
  topics: z.number().int().nonnegative(),
  courses: z.number().int().nonnegative(),
  learners: z.number().int().nonnegative(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;
