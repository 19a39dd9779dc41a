import { z } from 'zod';
import { DIFFICULTIES, EXAM_TAGS, QUESTION_TYPES } from '../domain/questions.js';
import { localisedTextSchema } from './catalogue.js';
import { questionSetViewSchema } from './question-sets.js';
import { renderedSchema } from './rendered.js';

export const PRACTICE_PAGE_SIZE = 20;
export const PRACTICE_SORTS = [
  'mix',
  'number',
  '-number',
  'difficulty',
  '-difficulty',
  'accuracy',
  '-accuracy',
] as const;
export const USER_QUESTION_STATUSES = ['solved', 'attempted', 'unsolved'] as const;

/** Filters of the practice table; they live in the page URL and in the list call. */
export const practiceFiltersSchema = z.object({
  course: z.string().max(100).optional(),
  topic: z.string().max(100).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  type: z.enum(QUESTION_TYPES).optional(),
  status: z.enum(USER_QUESTION_STATUSES).optional(),
  exam: z.enum(EXAM_TAGS).optional(),
  language: z.enum(['en', 'hi']).optional(),
  search: z.string().trim().max(100).optional(),
});

export const practiceListQuerySchema = practiceFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort: z.enum(PRACTICE_SORTS).default('mix'),
});

export const questionRowSchema = z.object({
  number: z.number().int(),
  title: localisedTextSchema,
  type: z.enum(QUESTION_TYPES),
  difficulty: z.enum(DIFFICULTIES),
  topic: z.object({ slug: z.string(), title: localisedTextSchema }),
  /** Share of all attempts that were right, null before any attempt. */
  accuracy: z.number().nullable(),
  attempts: z.number().int(),
  status: z.enum(USER_QUESTION_STATUSES).nullable(),
});

export const questionListSchema = z.object({
  items: z.array(questionRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const answerSchema = z.union([
  z.object({ kind: z.literal('choice'), correct: z.array(z.number().int()) }),
  z.object({ kind: z.literal('numeric'), value: z.number(), tolerance: z.number() }),
]);

export const questionDetailSchema = z.object({
  number: z.number().int(),
  title: localisedTextSchema,
  type: z.enum(QUESTION_TYPES),
  statement: localisedTextSchema,
  options: z.array(localisedTextSchema),
  difficulty: z.enum(DIFFICULTIES),
  difficultyRating: z.number(),
  expectedSeconds: z.number(),
  exams: z.array(z.string()),
  topic: z.object({ slug: z.string(), title: localisedTextSchema }),
  likes: z.number().int(),
  dislikes: z.number().int(),
  reaction: z.enum(['like', 'dislike']).nullable(),
  attempted: z.boolean(),
  solved: z.boolean(),
  revealed: z.boolean(),
  /** Present only after the user attempted the question or revealed its solution. */
  answer: answerSchema.nullable(),
  solution: localisedTextSchema.nullable(),
  /** The passage or chart this question is asked on (RC and DI sets), or null. */
  set: questionSetViewSchema.nullable(),
  /** The HTML of the statement, options, passage and (when open) solution, by `richTextKey`. */
  rendered: renderedSchema.optional(),
});

export const attemptInputSchema = z.object({
  answer: z.union([z.array(z.number().int().min(0).max(9)).min(1).max(10), z.number().finite()]),
  seconds: z.number().min(0).max(86_400),
});

export const attemptResultSchema = z.object({
  correct: z.boolean(),
  /**
   * The key and the worked solution: after a right answer, or once the learner revealed them. After
   * a wrong answer both are null, so the learner may try again without the key (or reveal it).
   */
  answer: answerSchema.nullable(),
  solution: localisedTextSchema.nullable(),
  ratingChange: z.number(),
  rating: z.number(),
  provisional: z.boolean(),
  solvedCount: z.number().int(),
  /** The HTML of the solution, by `richTextKey`. */
  rendered: renderedSchema.optional(),
});

export type PracticeFilters = z.infer<typeof practiceFiltersSchema>;
export type QuestionRow = z.infer<typeof questionRowSchema>;
export type QuestionList = z.infer<typeof questionListSchema>;
export type QuestionDetail = z.infer<typeof questionDetailSchema>;
export type AttemptInput = z.infer<typeof attemptInputSchema>;
export type AttemptResult = z.infer<typeof attemptResultSchema>;

/** Why a learner reports a question (the report dialog's choices, in this order). */
export const REPORT_REASONS = ['wrong-answer', 'typo', 'translation', 'unclear', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** `POST /api/questions/{n}/report`. */
export const questionReportSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(2000).default(''),
  language: z.enum(['en', 'hi']),
  email: z.string().trim().email('Please enter a valid email address').optional(),
});
export type QuestionReport = z.input<typeof questionReportSchema>;

export const REACTIONS = ['like', 'dislike'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** `PUT /api/questions/{n}/reaction`: null takes the reaction back. */
export const questionReactionSchema = z.object({ reaction: z.enum(REACTIONS).nullable() });
