import { z } from 'zod';
import { renderedSchema } from './rendered.js';

/** A text field: a plain string or an object keyed by language (spec section 3). */
export const localisedTextSchema = z.union([
  z.string(),
  z.object({ en: z.string().optional(), hi: z.string().optional() }),
]);

export const courseCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  kind: z.enum(['category', 'exam']),
  title: localisedTextSchema,
  description: localisedTextSchema,
  topicCount: z.number().int(),
  questionCount: z.number().int(),
  /** Lessons the signed-in user completed in this course; null for visitors. */
  completedCount: z.number().int().nullable(),
});

export const topicSummarySchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: localisedTextSchema,
  questionCount: z.number().int(),
  completed: z.boolean(),
});

export const courseDetailSchema = courseCardSchema.extend({
  subjects: z.array(
    z.object({
      _id: z.string(),
      slug: z.string(),
      title: localisedTextSchema,
      topics: z.array(topicSummarySchema),
    }),
  ),
});

const neighbourSchema = z.object({ slug: z.string(), title: localisedTextSchema }).nullable();

export const topicDetailSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: localisedTextSchema,
  lesson: localisedTextSchema.nullable(),
  seo: z.object({
    title: z.string(),
    description: z.string(),
    primaryKeyword: z.string().nullable(),
    keywords: z.string().nullable(),
  }),
  course: z.object({ _id: z.string(), slug: z.string(), title: localisedTextSchema }),
  subject: z.object({ _id: z.string(), slug: z.string(), title: localisedTextSchema }),
  previous: neighbourSchema,
  next: neighbourSchema,
  questionCount: z.number().int(),
  completed: z.boolean(),
  /** The HTML of the lesson's parts (body, exercises, what follows them), by `richTextKey`. */
  rendered: renderedSchema.optional(),
});

export const topicProgressInputSchema = z.object({
  completed: z.boolean(),
  /** The course page the user is on, to answer its new progress. */
  course: z.string().min(1).max(100),
});

export const topicProgressResultSchema = z.object({
  completed: z.boolean(),
  courseCompleted: z.number().int(),
  courseTotal: z.number().int(),
});

export type CourseCard = z.infer<typeof courseCardSchema>;
export type CourseDetail = z.infer<typeof courseDetailSchema>;
export type TopicDetail = z.infer<typeof topicDetailSchema>;
export type TopicProgressResult = z.infer<typeof topicProgressResultSchema>;
