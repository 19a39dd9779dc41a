import { z } from 'zod';
import { localisedTextSchema } from './catalogue.js';

/** A count of questions, attempts or days. */
const countSchema = z.number().int().nonnegative();

/** A signed-in learner's side summary of /practice: counts, rating, a year's calendar, streaks. */
export const practiceUserSummarySchema = z.object({
  solved: countSchema,
  attempted: countSchema,
  /**
   * Accuracy, one definition everywhere: questions whose first attempt was right over questions
   * attempted (a retry after a wrong answer does not count).
   */
  firstAttempts: countSchema,
  correctFirstAttempts: countSchema,
  byDifficulty: z.object({ easy: countSchema, medium: countSchema, hard: countSchema }),
  /** Solved questions per course (the course of each question's topic); courses with none are left out. */
  byCourse: z.array(z.object({ course: z.string(), title: localisedTextSchema, solved: countSchema })),
  /** The Practice rating, rounded. */
  rating: z.number().int(),
  /** The name of the rating's title (see RATING_TITLES). */
  title: z.string(),
  provisional: z.boolean(),
  /** Days (India time) of the last year with at least one attempt. */
  calendar: z.array(z.object({ day: z.iso.date(), solved: countSchema, attempted: countSchema })),
  /** Today in India time (the calendar ends today). */
  today: z.iso.date(),
  /** Consecutive days with a solve: the current run (today may still be open) and the longest. */
  streak: z.object({ current: countSchema, longest: countSchema }),
});

/** `GET /api/practice/summary`: the bank's totals, and the learner's summary (null for visitors). */
export const practiceSummarySchema = z.object({
  questions: countSchema,
  topics: countSchema,
  user: practiceUserSummarySchema.nullable(),
});

export type PracticeUserSummary = z.infer<typeof practiceUserSummarySchema>;
export type PracticeSummary = z.infer<typeof practiceSummarySchema>;
