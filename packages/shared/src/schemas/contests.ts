import { z } from 'zod';
import { CONTEST_DIVISION_CHOICES } from '../domain/contest-divisions.js';
import { MARKING_SCHEME_IDS } from '../domain/marking-schemes.js';
import { DIFFICULTIES, QUESTION_TYPES } from '../domain/questions.js';
import { localisedTextSchema } from './catalogue.js';
import { answerSchema } from './practice.js';
import { questionSetViewSchema } from './question-sets.js';
import { renderedSchema } from './rendered.js';

/** Issue 13's contract: every timed thing is a contest with a format and a marking scheme. */
export const CONTEST_FORMATS = ['sprint', 'mock'] as const;
export const CONTEST_STATUSES = ['draft', 'upcoming', 'live', 'past', 'cancelled'] as const;
export const PARTICIPATION_STATUSES = ['open', 'finished'] as const;
/** Scheduled contests (`/compete`) have a start time; any-time tests (`/tests`) have none. */
export const CONTEST_SCHEDULES = ['scheduled', 'anytime'] as const;

/** Sprint ties: the time of the last scoring answer plus this many seconds per wrong answer. */
export const SPRINT_WRONG_PENALTY_SECONDS = 300;
/** Answers arriving this long after the end still count (network delay). */
export const ANSWER_GRACE_SECONDS = 2;

/** `GET /api/contests?status=&format=&schedule=&exam=`. */
export const contestListQuerySchema = z.object({
  status: z.enum(['upcoming', 'live', 'past']).optional(),
  format: z.enum(CONTEST_FORMATS).optional(),
  schedule: z.enum(CONTEST_SCHEDULES).optional(),
  exam: z.string().trim().max(40).optional(),
});

export const contestSummarySchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  format: z.enum(CONTEST_FORMATS),
  exam: z.string().nullable(),
  scheme: z.enum(MARKING_SCHEME_IDS),
  /** null for an any-time test. */
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  durationMinutes: z.number().int(),
  status: z.enum(CONTEST_STATUSES),
  registered: z.boolean(),
  registrants: z.number().int(),
  questionCount: z.number().int(),
  /** The caller's newest participation in it, if any. */
  participation: z
    .object({ id: z.string().uuid(), status: z.enum(PARTICIPATION_STATUSES), score: z.number().nullable() })
    .nullable(),
});
/** `serverNow`: the server's clock, for countdowns that do not trust the device's. */
export const contestListSchema = z.object({
  items: z.array(contestSummarySchema),
  serverNow: z.iso.datetime(),
});

export const contestSectionSchema = z.object({
  title: z.string(),
  durationMinutes: z.number().int().nullable(),
  questionCount: z.number().int(),
});

/** A question as the arena shows it: never its key or solution before the participation ends. */
export const arenaQuestionSchema = z.object({
  number: z.number().int(),
  /** Index of its section (0-based). */
  section: z.number().int(),
  text: localisedTextSchema,
  options: z.array(localisedTextSchema),
  type: z.enum(QUESTION_TYPES),
  passage: questionSetViewSchema.optional(),
  saved: z.union([z.array(z.number().int()), z.number()]).optional(),
  markedForReview: z.boolean().optional(),
  /** Seconds spent on it so far, as the client last reported (the largest count is kept). */
  seconds: z.number().optional(),
  /** Sprints only: the verdict of the answer already sent (answers there are final). */
  verdict: z.object({ correct: z.boolean(), points: z.number() }).optional(),
});

/** A question after the contest's end: with the key and the worked solution. */
export const contestQuestionReviewSchema = arenaQuestionSchema
  .omit({ saved: true, markedForReview: true, verdict: true, seconds: true })
  .extend({ key: answerSchema, solution: localisedTextSchema, practiceNumber: z.number().int() });

/** `GET /api/contests/{id}`: questions only after the contest's end. */
export const contestDetailSchema = contestSummarySchema.extend({
  serverNow: z.iso.datetime(),
  description: z.string(),
  rated: z.boolean(),
  /** Which ratings it is rated for ('open': everyone together). */
  division: z.enum(CONTEST_DIVISION_CHOICES),
  /** Sections open one after another, each with its own clock, no going back (CAT). */
  sectionsInOrder: z.boolean(),
  sections: z.array(contestSectionSchema),
  /** The caller's participations, newest first (any-time tests can be taken again). */
  participations: z.array(
    z.object({
      id: z.string().uuid(),
      status: z.enum(PARTICIPATION_STATUSES),
      startedAt: z.iso.datetime(),
      score: z.number().nullable(),
      virtual: z.boolean(),
    }),
  ),
  questions: z.array(contestQuestionReviewSchema).optional(),
  /** The HTML of the description and of the questions' texts, by `richTextKey`. */
  rendered: renderedSchema.optional(),
});

export const participationStartSchema = z.object({ participationId: z.string().uuid() });
/** `POST|DELETE /api/contests/{id}/register`. */
export const registrationResultSchema = z.object({ registered: z.boolean(), registrants: z.number().int() });
/** `POST /api/participations/{pid}/finish`. */
export const finishResultSchema = z.object({ status: z.literal('finished') });

/** `GET /api/participations/{pid}`: the server's clock is the truth (`serverNow`, `endsAt`). */
export const participationSchema = z.object({
  id: z.string().uuid(),
  contestId: z.string().uuid(),
  title: z.string(),
  format: z.enum(CONTEST_FORMATS),
  scheme: z.enum(MARKING_SCHEME_IDS),
  status: z.enum(PARTICIPATION_STATUSES),
  startedAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  serverNow: z.iso.datetime(),
  /** A virtual run of a past contest: never rated; `simulatedRank` places it on the final board. */
  virtual: z.boolean(),
  simulatedRank: z.number().int().nullable(),
  sectionsInOrder: z.boolean(),
  sections: z.array(
    contestSectionSchema.extend({
      startsAt: z.iso.datetime().nullable(),
      endsAt: z.iso.datetime().nullable(),
    }),
  ),
  questions: z.array(arenaQuestionSchema),
  /** The HTML of the questions' texts, options and passages, by `richTextKey` (no key or solution). */
  rendered: renderedSchema.optional(),
});

/** `PUT /api/participations/{pid}/answers/{n}`: the practice attempt's answer shape. */
export const contestAnswerInputSchema = z.object({
  /** null clears a mock's saved response ("Clear response"). */
  answer: z.union([z.array(z.number().int().min(0).max(9)).min(1).max(10), z.number().finite()]).nullable(),
  markedForReview: z.boolean().optional(),
  /** Seconds the participant has spent on this question so far (the client's count). */
  seconds: z.number().min(0).max(86_400).optional(),
});
export const mockAnswerResultSchema = z.object({
  saved: z.literal(true),
  /** Virtual runs: the place on the final board at the same elapsed time. */
  simulatedRank: z.number().int().optional(),
});
export const sprintAnswerResultSchema = z.object({
  correct: z.boolean(),
  points: z.number(),
  simulatedRank: z.number().int().optional(),
});
export const contestAnswerResultSchema = z.union([sprintAnswerResultSchema, mockAnswerResultSchema]);

export const participationResultSchema = z.object({
  participationId: z.string().uuid(),
  contestId: z.string().uuid(),
  title: z.string(),
  format: z.enum(CONTEST_FORMATS),
  scheme: z.enum(MARKING_SCHEME_IDS),
  score: z.number(),
  maxScore: z.number(),
  rank: z.number().int(),
  participants: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
  unanswered: z.number().int(),
  /** Share of answered questions that were right (0–1); 0 when nothing was answered. */
  accuracy: z.number(),
  sections: z.array(
    z.object({
      title: z.string(),
      score: z.number(),
      /** Share of participants (this one included) who scored at most this in the section, 0–100. */
      percentile: z.number(),
      correct: z.number().int(),
      wrong: z.number().int(),
      unanswered: z.number().int(),
    }),
  ),
  questions: z.array(
    contestQuestionReviewSchema.extend({
      answer: z.union([z.array(z.number().int()), z.number()]).nullable(),
      correct: z.boolean().nullable(),
      points: z.number(),
      seconds: z.number().nullable(),
      /** The field's mean seconds on this question (participants who answered it). */
      fieldSeconds: z.number().nullable(),
    }),
  ),
  /** The HTML of the questions' texts, options, passages and solutions, by `richTextKey`. */
  rendered: renderedSchema.optional(),
});

/** `POST /api/admin/contests` (and `PUT /api/admin/contests/{id}` before the start). */
export const contestInputSchema = z.object({
  title: z.string().trim().min(3, 'Give the contest a title of at least 3 characters').max(120),
  format: z.enum(CONTEST_FORMATS),
  exam: z.string().trim().max(40).nullable().optional(),
  scheme: z.enum(MARKING_SCHEME_IDS),
  /** null: an any-time test (mocks only). */
  startsAt: z.iso.datetime({ offset: true }).nullable(),
  sections: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(80),
        durationMinutes: z.number().int().min(1, 'A section lasts at least 1 minute').max(600),
        questionNumbers: z
          .array(z.number().int().min(1).max(2_000_000_000, 'There is no question with this number'))
          .min(1, 'A section needs at least one question')
          .max(200),
      }),
    )
    .min(1)
    .max(6),
  sectionsInOrder: z.boolean().optional(),
  description: z.string().trim().max(4000).optional(),
  rated: z.boolean().optional(),
  division: z.enum(CONTEST_DIVISION_CHOICES, 'Choose open, div1, div2, div3 or div1+div2').optional(),
  status: z.enum(['draft', 'published']).optional(),
});
export const contestIdSchema = z.object({ id: z.string().uuid() });

/** The admin table (`GET /api/admin/contests`). */
export const adminContestRowSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  format: z.enum(CONTEST_FORMATS),
  exam: z.string().nullable(),
  startsAt: z.iso.datetime().nullable(),
  durationMinutes: z.number().int(),
  status: z.enum(CONTEST_STATUSES),
  questionCount: z.number().int(),
  participants: z.number().int(),
});
export const adminContestListSchema = z.object({ items: z.array(adminContestRowSchema) });

/** `GET /api/admin/contests/{id}`: the editable contest and a preview of its questions with keys. */
export const adminContestSchema = adminContestRowSchema.extend({
  scheme: z.enum(MARKING_SCHEME_IDS),
  description: z.string(),
  rated: z.boolean(),
  /** Which ratings it is rated for ('open': everyone together). */
  division: z.enum(CONTEST_DIVISION_CHOICES),
  sectionsInOrder: z.boolean(),
  /** Whether its questions can still change (not started). */
  editable: z.boolean(),
  sections: z.array(
    z.object({
      title: z.string(),
      durationMinutes: z.number().int(),
      questionNumbers: z.array(z.number().int()),
    }),
  ),
  questions: z.array(contestQuestionReviewSchema),
});

/**
 * `POST /api/admin/contests/fresh-questions`: new variants of the bank's generators (new seeds,
 * checked by their checkers, never published), held back from practice until their contest ends.
 */
export const freshQuestionsInputSchema = z.object({
  topics: z.array(z.string().trim().min(1).max(120)).min(1, 'Choose at least one topic').max(20),
  difficulty: z.enum(DIFFICULTIES).optional(),
  count: z.number().int().min(1).max(100),
});
export const freshQuestionsResultSchema = z.object({ questionNumbers: z.array(z.number().int()) });

export type ContestFormat = (typeof CONTEST_FORMATS)[number];
export type ContestStatus = (typeof CONTEST_STATUSES)[number];
export type ContestSummary = z.infer<typeof contestSummarySchema>;
export type ContestDetail = z.infer<typeof contestDetailSchema>;
export type ContestListQuery = z.infer<typeof contestListQuerySchema>;
export type ArenaQuestion = z.infer<typeof arenaQuestionSchema>;
export type Participation = z.infer<typeof participationSchema>;
export type ParticipationResult = z.infer<typeof participationResultSchema>;
export type ContestAnswerInput = z.infer<typeof contestAnswerInputSchema>;
export type ContestAnswerResult = z.infer<typeof contestAnswerResultSchema>;
export type ContestInput = z.input<typeof contestInputSchema>;
export type AdminContestRow = z.infer<typeof adminContestRowSchema>;
export type AdminContest = z.infer<typeof adminContestSchema>;
export type FreshQuestionsInput = z.infer<typeof freshQuestionsInputSchema>;
