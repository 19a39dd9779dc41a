import { z } from 'zod';
import { localisedTextSchema } from './catalogue.js';

const slug = z
  .string()
  .trim()
  .min(2, 'Slug must be at least 2 characters')
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may contain only lowercase letters, digits and single hyphens');

const bilingual = z.object({
  en: z.string().trim().min(1, 'English text is required').max(200),
  hi: z.string().trim().max(200).optional(),
});

export const adminCourseSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  kind: z.enum(['category', 'exam']),
  title: localisedTextSchema,
  description: localisedTextSchema,
  position: z.number().int(),
  published: z.boolean(),
  edited: z.boolean(),
  subjects: z.array(
    z.object({
      _id: z.string(),
      slug: z.string(),
      title: localisedTextSchema,
      position: z.number().int(),
      topics: z.array(
        z.object({ _id: z.string(), slug: z.string(), title: localisedTextSchema, published: z.boolean() }),
      ),
    }),
  ),
});

export const adminTopicSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: localisedTextSchema,
  lesson: z.object({ en: z.string().optional(), hi: z.string().optional() }),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  primaryKeyword: z.string().nullable(),
  keywords: z.string().nullable(),
  published: z.boolean(),
  homeCourse: z.string(),
  edited: z.boolean(),
});

export const createCourseSchema = z.object({
  slug,
  kind: z.enum(['category', 'exam']),
  title: bilingual,
  description: z.object({
    en: z.string().trim().min(1, 'A description is required').max(600),
    hi: z.string().trim().max(600).optional(),
  }),
});

export const updateCourseSchema = z
  .object({
    title: bilingual.optional(),
    description: z
      .object({ en: z.string().trim().min(1).max(600), hi: z.string().trim().max(600).optional() })
      .optional(),
    published: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');

export const createSubjectSchema = z.object({
  courseId: z.string().uuid('Choose a course'),
  slug,
  title: bilingual,
});

export const updateSubjectSchema = z
  .object({
    title: bilingual.optional(),
    /** The topics the section lists, in order. */
    topicIds: z.array(z.string().uuid()).max(200).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');

export const createTopicSchema = z.object({
  slug,
  title: bilingual,
  subjectId: z.string().uuid('Choose a section'),
  lesson: z
    .object({ en: z.string().max(60_000).default(''), hi: z.string().max(60_000).optional() })
    .default({ en: '' }),
});

export const updateTopicSchema = z
  .object({
    title: bilingual.optional(),
    lesson: z
      .object({ en: z.string().max(60_000).optional(), hi: z.string().max(60_000).optional() })
      .optional(),
    seoTitle: z.string().trim().max(120).nullable().optional(),
    seoDescription: z
      .string()
      .trim()
      .max(170, 'Keep the description under 170 characters')
      .nullable()
      .optional(),
    primaryKeyword: z.string().trim().max(80).nullable().optional(),
    keywords: z.string().trim().max(300).nullable().optional(),
    published: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');

/** New order of courses, or of the sections of one course. */
export const reorderSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(200) });

export type AdminCourse = z.infer<typeof adminCourseSchema>;
export type AdminTopic = z.infer<typeof adminTopicSchema>;
export type CreateCourseInput = z.input<typeof createCourseSchema>;
export type CreateSubjectInput = z.input<typeof createSubjectSchema>;
export type CreateTopicInput = z.input<typeof createTopicSchema>;
export type UpdateTopicInput = z.input<typeof updateTopicSchema>;

/** What creating or changing a course, section or topic answers: the row's id. */
export const contentIdSchema = z.object({ _id: z.string().uuid() });
/** What a reorder answers. */
export const reorderedSchema = z.object({ ok: z.literal(true) });
/** A row of the admin Topics tab's search. */
export const adminTopicRowSchema = z.object({
  _id: z.string().uuid(),
  slug: z.string(),
  title: localisedTextSchema,
  published: z.boolean(),
  course: z.string(),
});

export type ContentId = z.infer<typeof contentIdSchema>;
export type AdminTopicRow = z.infer<typeof adminTopicRowSchema>;
