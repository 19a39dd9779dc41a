import { z } from 'zod';
import { DIFFICULTIES } from '../domain/questions.js';
import { messageResponseSchema } from './auth.js';
import { localisedTextSchema } from './catalogue.js';
import { answerSchema, REACTIONS } from './practice.js';
import { renderedSchema } from './rendered.js';

/** `GET /api/questions/{n}/neighbours`: previous, next and a random question number within the filters. */
export const questionNeighboursSchema = z.object({
  previous: z.number().int().nullable(),
  next: z.number().int().nullable(),
  random: z.number().int().nullable(),
});

/** `POST /api/questions/{n}/reveal`: the answer (null while a question has none yet) and the solution. */
export const revealResultSchema = z.object({
  answer: answerSchema.nullable(),
  solution: localisedTextSchema,
  /** The HTML of the solution, by `richTextKey`. */
  rendered: renderedSchema.optional(),
});

/** `PUT /api/questions/{n}/reaction`: the question's new counts and the learner's reaction. */
export const reactionResultSchema = z.object({
  likes: z.number().int(),
  dislikes: z.number().int(),
  reaction: z.enum(REACTIONS).nullable(),
});

/** One of the learner's answers to a question: the options chosen or the number typed. */
export const submissionSchema = z.object({
  answer: z.union([z.array(z.number().int()), z.number()]),
  correct: z.boolean(),
  /** Time taken, rounded to whole seconds. */
  seconds: z.number().int(),
  /** The rating change it earned, rounded to one decimal (0 for repeats). */
  ratingChange: z.number(),
  createdAt: z.iso.datetime(),
});

/** `GET /api/questions/{n}/submissions`: the learner's last 50 answers, newest first. */
export const questionSubmissionsSchema = z.array(submissionSchema);

/** A question of the same topic, with whether the learner (if any) solved it. */
export const similarQuestionSchema = z.object({
  number: z.number().int(),
  title: localisedTextSchema,
  difficulty: z.enum(DIFFICULTIES),
  solved: z.boolean(),
});

/** `GET /api/questions/{n}/similar`: up to 8 questions nearest in difficulty, unsolved ones first. */
export const similarQuestionsSchema = z.array(similarQuestionSchema);

/** `GET /api/questions/{n}/analytics`: attempts, accuracy, solve times, chosen options, time histogram. */
export const questionAnalyticsSchema = z.object({
  attempts: z.number().int(),
  /** Share of attempts that were right, null before any attempt. */
  accuracy: z.number().nullable(),
  /** Median seconds of the right attempts, null before any. */
  medianSeconds: z.number().int().nullable(),
  /** The learner's seconds on their first right attempt, null if none (or a visitor). */
  yourSeconds: z.number().int().nullable(),
  /**
   * How many attempts chose each option, in option order (empty for numeric questions); null until
   * the learner attempted the question or revealed its solution (always for visitors), as the
   * counts would give the answer away.
   */
  optionCounts: z.array(z.number().int()).nullable(),
  /** Attempts per time bucket, up to `upTo` seconds; the last bucket (`upTo` -1) is everything longer. */
  histogram: z.array(z.object({ upTo: z.number().int(), count: z.number().int() })),
});

/** `POST /api/questions/{n}/report` (201): the thank-you message. */
export const reportResultSchema = messageResponseSchema;

export type QuestionNeighbours = z.infer<typeof questionNeighboursSchema>;
export type RevealResult = z.infer<typeof revealResultSchema>;
export type ReactionResult = z.infer<typeof reactionResultSchema>;
export type Submission = z.infer<typeof submissionSchema>;
export type QuestionSubmissions = z.infer<typeof questionSubmissionsSchema>;
export type SimilarQuestion = z.infer<typeof similarQuestionSchema>;
export type SimilarQuestions = z.infer<typeof similarQuestionsSchema>;
export type QuestionAnalytics = z.infer<typeof questionAnalyticsSchema>;
export type ReportResult = z.infer<typeof reportResultSchema>;
