import { z } from 'zod';
import { MARKING_SCHEME_IDS } from '../domain/marking-schemes.js';
import { QUESTION_TYPES } from '../domain/questions.js';
import { localisedTextSchema } from './catalogue.js';
import { answerSchema } from './practice.js';
import { questionSetViewSchema } from './question-sets.js';

/** Issue 13's contract: every timed thing is a contest with a format and a marking scheme. */
export const CONTEST_FORMATS = ['sprint', 'mock'] as const;
export const CONTEST_STATUSES = ['draft', 'upcoming', 'live', 'past', 'cancelled'] as const;
export const PARTICIPATION_STATUSES = ['open', 'finished'] as const;

/** `GET /api/contests?status=&format=`. */
export const contestListQuerySchema = z.object({
  status: z.enum(['upcoming', 'live', 'past']).optional(),
  format: z.enum(CONTEST_FORMATS).optional(),
});

export const contestSummarySchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  format: z.enum(CONTEST_FORMATS),
  exam: z.string().nullable(),
  startsAt: z.iso.datetime().nullable(),
  durationMinutes: z.number().int(),
  status: z.enum(CONTEST_STATUSES),
  registered: z.boolean(),
  registrants: z.number().int(),
});
export const contestListSchema = z.object({ items: z.array(contestSummarySchema) });

export const contestSectionSchema = z.object({
  title: z.string(),
  durationMinutes: z.number().int().nullable(),
  questionCount: z.number().int(),
});

/** A question as the arena shows it: never its key or solution before the participation ends. */
export const arenaQuestionSchema = z.object({
  number: z.number().int(),
  section: z.number().int(),
  text: localisedTextSchema,
  options: z.array(localisedTextSchema),
  type: z.enum(QUESTION_TYPES),
  passage: questionSetViewSchema.optional(),
  saved: z.union([z.array(z.number().int()), z.number()]).optional(),
  markedForReview: z.boolean().optional(),
});

/** A question after the contest's end: with the key and the worked solution. */
export const contestQuestionReviewSchema = arenaQuestionSchema
  .omit({ saved: true, markedForReview: true })
  .extend({ key: answerSchema, solution: localisedTextSchema });

/** `GET /api/contests/{id}`: questions only after the contest's end. */
export const contestDetailSchema = contestSummarySchema.extend({
  description: z.string(),
  scheme: z.enum(MARKING_SCHEME_IDS),
  rated: z.boolean(),
  sections: z.array(contestSectionSchema),
  questions: z.array(contestQuestionReviewSchema).optional(),
});

export const participationStartSchema = z.object({ participationId: z.string().uuid() });

/** `GET /api/participations/{pid}`: the server's clock is the truth (`serverNow`, `endsAt`). */
export const participationSchema = z.object({
  contestId: z.string().uuid(),
  status: z.enum(PARTICIPATION_STATUSES),
  endsAt: z.iso.datetime(),
  serverNow: z.iso.datetime(),
  sections: z.array(contestSectionSchema.extend({ endsAt: z.iso.datetime().nullable() })),
  questions: z.array(arenaQuestionSchema),
});

/** `PUT /api/participations/{pid}/answers/{n}`: the practice attempt's answer shape. */
export const contestAnswerInputSchema = z.object({
  answer: z.union([z.array(z.number().int().min(0).max(9)).min(1).max(10), z.number().finite()]).nullable(),
  markedForReview: z.boolean().optional(),
});
export const mockAnswerResultSchema = z.object({ saved: z.literal(true) });
export const sprintAnswerResultSchema = z.object({ correct: z.boolean(), points: z.number() });

export const participationResultSchema = z.object({
  score: z.number(),
  rank: z.number().int(),
  participants: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unanswered: z.number().int(),
  sections: z.array(
    z.object({ title: z.string(), score: z.number(), percentile: z.number(), correct: z.number().int() }),
  ),
  questions: z.array(
    z.object({
      number: z.number().int(),
      answer: z.union([z.array(z.number().int()), z.number()]).nullable(),
      key: answerSchema,
      solution: localisedTextSchema,
      points: z.number(),
    }),
  ),
});

/** `POST /api/admin/contests` (and `PUT /api/admin/contests/{id}` before the start). */
export const contestInputSchema = z.object({
  title: z.string().trim().min(3, 'Give the contest a title of at least 3 characters').max(120),
  format: z.enum(CONTEST_FORMATS),
  exam: z.string().trim().max(40).nullable().optional(),
  scheme: z.enum(MARKING_SCHEME_IDS),
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  sections: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(80),
        durationMinutes: z.number().int().min(1, 'A section lasts at least 1 minute').max(600),
        questionNumbers: z
          .array(z.number().int().min(1))
          .min(1, 'A section needs at least one question')
          .max(200),
      }),
    )
    .min(1)
    .max(6),
  description: z.string().trim().max(4000).optional(),
  rated: z.boolean().optional(),
  division: z.string().trim().max(40).optional(),
  status: z.enum(['draft', 'published']).optional(),
});

export type ContestFormat = (typeof CONTEST_FORMATS)[number];
export type ContestSummary = z.infer<typeof contestSummarySchema>;
export type ContestDetail = z.infer<typeof contestDetailSchema>;
export type Participation = z.infer<typeof participationSchema>;
export type ParticipationResult = z.infer<typeof participationResultSchema>;
export type ContestInput = z.input<typeof contestInputSchema>;
