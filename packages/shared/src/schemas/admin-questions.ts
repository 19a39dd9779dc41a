import { z } from 'zod';
import { DIFFICULTIES, EXAM_TAGS, QUESTION_TYPES } from '../domain/questions.js';
import { localisedTextSchema } from './catalogue.js';

/** Where a question stands in the bank: only published questions are shown to learners. */
export const QUESTION_STATUSES = ['draft', 'published', 'archived'] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];
/** Statuses a stored question can have: staff's, plus 'contest' while a contest holds it out of practice. */
export const STORED_QUESTION_STATUSES = [...QUESTION_STATUSES, 'contest'] as const;
export type StoredQuestionStatus = (typeof STORED_QUESTION_STATUSES)[number];

export const ADMIN_QUESTION_PAGE_SIZE = 20;
export const ADMIN_QUESTION_PAGE_SIZE_MAX = 100;
/** Questions one import may carry, and questions one export returns at most. */
export const QUESTION_IMPORT_MAX = 500;
export const QUESTION_EXPORT_MAX = 5000;
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 10;
export const EXPECTED_SECONDS_MIN = 5;
export const EXPECTED_SECONDS_MAX = 3600;
/** The `format` marker of an export file. */
export const QUESTION_EXPORT_FORMAT = 'preparena.questions' as const;

/**
 * The messages of the question rules. They are full sentences that name the field, because the
 * API answers them as they are; the admin screen maps each one to its translated text by key.
 */
export const QUESTION_MESSAGES = {
  titleRequired: 'The English title is required',
  titleTooLong: 'The title must be at most 200 characters',
  statementRequired: 'The English statement is required',
  statementTooLong: 'The statement must be at most 20000 characters',
  solutionRequired: 'The English solution is required',
  solutionTooLong: 'The solution must be at most 20000 characters',
  optionRequired: 'Every option needs English text',
  optionTooLong: 'An option must be at most 2000 characters',
  topicRequired: 'Choose a topic',
  expectedSeconds: `Expected time must be a whole number of seconds from ${EXPECTED_SECONDS_MIN} to ${EXPECTED_SECONDS_MAX}`,
  tooManyOptions: `A question can have at most ${QUESTION_OPTIONS_MAX} options`,
  choiceNeedsOptions: `Choice questions need at least ${QUESTION_OPTIONS_MIN} options`,
  choiceNeedsChoiceAnswer: 'Choice questions need their correct options marked',
  correctOutOfRange: 'A correct answer points to an option that does not exist',
  correctRepeated: 'An option is marked correct twice',
  singleNeedsOne: 'Single-choice questions need exactly one correct option',
  multipleNeedsOne: 'Multiple-choice questions need at least one correct option',
  numericNeedsValue: 'Type-in questions need a numeric answer and a tolerance',
  numericNoOptions: 'Type-in questions have no options',
  valueFinite: 'The answer must be a finite number',
  toleranceMin: 'The tolerance must be zero or more',
} as const;
export type QuestionMessageKey = keyof typeof QUESTION_MESSAGES;
const M = QUESTION_MESSAGES;

const text = (max: number, required: string, tooLong: string) =>
  z.object({
    en: z.string().trim().min(1, required).max(max, tooLong),
    hi: z.string().trim().max(max, tooLong).optional(),
  });

export const editableAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choice'),
    correct: z.array(z.number().int().min(0, M.correctOutOfRange)).max(QUESTION_OPTIONS_MAX),
  }),
  z.object({
    kind: z.literal('numeric'),
    value: z.number(M.valueFinite).finite(M.valueFinite),
    tolerance: z.number(M.toleranceMin).finite(M.toleranceMin).min(0, M.toleranceMin),
  }),
]);

/** The fields staff write; every text in English (required) and Hindi (optional). */
const editableFields = {
  title: text(200, M.titleRequired, M.titleTooLong),
  statement: text(20_000, M.statementRequired, M.statementTooLong),
  solution: text(20_000, M.solutionRequired, M.solutionTooLong),
  type: z.enum(QUESTION_TYPES),
  options: z
    .array(text(2000, M.optionRequired, M.optionTooLong))
    .max(QUESTION_OPTIONS_MAX, M.tooManyOptions)
    .default([]),
  answer: editableAnswerSchema,
  /** The topic's slug. */
  topic: z.string(M.topicRequired).trim().min(1, M.topicRequired).max(100),
  exams: z.array(z.enum(EXAM_TAGS)).max(EXAM_TAGS.length).default([]),
  difficulty: z.enum(DIFFICULTIES),
  expectedSeconds: z
    .number(M.expectedSeconds)
    .int(M.expectedSeconds)
    .min(EXPECTED_SECONDS_MIN, M.expectedSeconds)
    .max(EXPECTED_SECONDS_MAX, M.expectedSeconds),
  /**
   * Omitted: new questions start as drafts and edits keep the current status. 'contest' (a held
   * question, as exports write it) also keeps the current status; no input can hold or release one.
   */
  status: z.enum(STORED_QUESTION_STATUSES).optional(),
};

type Shape = {
  type: (typeof QUESTION_TYPES)[number];
  options: unknown[];
  answer: z.infer<typeof editableAnswerSchema>;
};

/** The rules between type, options and answer. */
function checkAnswer(q: Shape, ctx: z.RefinementCtx): void {
  const issue = (message: string, path: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message, path });
  if (q.type === 'numeric') {
    if (q.answer.kind !== 'numeric') issue(M.numericNeedsValue, ['answer', 'kind']);
    if (q.options.length > 0) issue(M.numericNoOptions, ['options']);
    return;
  }
  if (q.options.length < QUESTION_OPTIONS_MIN) issue(M.choiceNeedsOptions, ['options']);
  if (q.answer.kind !== 'choice') {
    issue(M.choiceNeedsChoiceAnswer, ['answer', 'kind']);
    return;
  }
  const { correct } = q.answer;
  if (correct.some((i) => i >= q.options.length)) issue(M.correctOutOfRange, ['answer', 'correct']);
  if (new Set(correct).size !== correct.length) issue(M.correctRepeated, ['answer', 'correct']);
  if (q.type === 'single' && correct.length !== 1) issue(M.singleNeedsOne, ['answer', 'correct']);
  if (q.type === 'multiple' && correct.length < 1) issue(M.multipleNeedsOne, ['answer', 'correct']);
}

/** A question as staff create or replace it (POST and PUT bodies). */
export const questionInputSchema = z.object(editableFields).superRefine(checkAnswer);

/** One question of an export file or an import: the editable shape, plus its number when it has one. */
export const questionExportItemSchema = z
  .object({ number: z.number().int().min(1).optional(), ...editableFields })
  .superRefine(checkAnswer);

/** The import body. Items with a number replace that question; items without one are created. */
export const questionImportSchema = z.object({
  questions: z
    .array(z.unknown())
    .min(1, 'The file has no questions')
    .max(QUESTION_IMPORT_MAX, `Import at most ${QUESTION_IMPORT_MAX} questions at a time`),
});

/** A rejected import: the first problem in `message`, every problem (up to 100) in `errors`. */
export const questionImportErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.string()).optional(),
});

export const questionImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** The numbers of the created questions, in file order. */
  numbers: z.array(z.number().int()),
});

/** Filters of the admin question table and of the export. */
export const adminQuestionFiltersSchema = z.object({
  /** A number (with or without #) or words of the title. */
  search: z.string().trim().max(100).optional(),
  topic: z.string().max(100).optional(),
  course: z.string().max(100).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  type: z.enum(QUESTION_TYPES).optional(),
  status: z.enum(STORED_QUESTION_STATUSES).optional(),
  exam: z.enum(EXAM_TAGS).optional(),
});

export const adminQuestionListQuerySchema = adminQuestionFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_QUESTION_PAGE_SIZE_MAX, `Page size must be at most ${ADMIN_QUESTION_PAGE_SIZE_MAX}`)
    .default(ADMIN_QUESTION_PAGE_SIZE),
  sort: z.enum(['number', '-number']).default('number'),
});

export const adminQuestionRowSchema = z.object({
  /** Position of the question in its topic (by number, among all its questions). */
  order: z.number().int(),
  number: z.number().int(),
  title: localisedTextSchema,
  topic: z.object({ slug: z.string(), title: localisedTextSchema }),
  course: z.object({ slug: z.string(), title: localisedTextSchema }),
  difficulty: z.enum(DIFFICULTIES),
  type: z.enum(QUESTION_TYPES),
  status: z.enum(STORED_QUESTION_STATUSES),
  source: z.enum(['generated', 'authored']),
});

export const adminQuestionListSchema = z.object({
  items: z.array(adminQuestionRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const editableOutput = {
  title: z.object({ en: z.string(), hi: z.string().optional() }),
  statement: z.object({ en: z.string(), hi: z.string().optional() }),
  solution: z.object({ en: z.string(), hi: z.string().optional() }),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.object({ en: z.string(), hi: z.string().optional() })),
  answer: editableAnswerSchema,
  topic: z.string(),
  exams: z.array(z.enum(EXAM_TAGS)),
  difficulty: z.enum(DIFFICULTIES),
  expectedSeconds: z.number().int(),
  status: z.enum(STORED_QUESTION_STATUSES),
};

/** One exported question (the answer included: exports are for staff only). */
export const questionExportEntrySchema = z.object({ number: z.number().int(), ...editableOutput });

export const questionExportSchema = z.object({
  format: z.literal(QUESTION_EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: z.string(),
  /** True when more questions matched than one export carries. */
  truncated: z.boolean(),
  questions: z.array(questionExportEntrySchema),
});

/** A question in the editor: the editable fields plus what staff see but do not edit. */
export const adminQuestionSchema = questionExportEntrySchema.extend({
  topicTitle: localisedTextSchema,
  source: z.union([
    z.object({ kind: z.literal('generated'), generatorId: z.string(), seed: z.number().int() }),
    z.object({ kind: z.literal('authored'), author: z.string().nullable() }),
  ]),
  difficultyRating: z.number(),
  attempts: z.number().int(),
  correctAttempts: z.number().int(),
  updatedAt: z.string(),
  /** The passage or chart set the question is asked on (edited on its own), or null. */
  set: z.object({ id: z.string(), title: localisedTextSchema }).nullable(),
});

/** Topics (with their home course) and courses, for the topic picker and the filters. */
export const adminQuestionTopicsSchema = z.object({
  courses: z.array(z.object({ slug: z.string(), title: localisedTextSchema })),
  topics: z.array(
    z.object({
      slug: z.string(),
      title: localisedTextSchema,
      course: z.object({ slug: z.string(), title: localisedTextSchema }),
    }),
  ),
});

export type QuestionInput = z.input<typeof questionInputSchema>;
export type QuestionExportItem = z.infer<typeof questionExportItemSchema>;
export type QuestionExportEntry = z.infer<typeof questionExportEntrySchema>;
export type QuestionExport = z.infer<typeof questionExportSchema>;
export type QuestionImportResult = z.infer<typeof questionImportResultSchema>;
export type AdminQuestionFilters = z.infer<typeof adminQuestionFiltersSchema>;
export type AdminQuestionListQuery = z.input<typeof adminQuestionListQuerySchema>;
export type AdminQuestionRow = z.infer<typeof adminQuestionRowSchema>;
export type AdminQuestionList = z.infer<typeof adminQuestionListSchema>;
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;
export type AdminQuestionTopics = z.infer<typeof adminQuestionTopicsSchema>;
