import { z } from 'zod';
import { DIFFICULTIES, EXAM_TAGS } from '../domain/questions.js';

/**
 * The files of authored content (packages/content/questions/<course>/<topic>/*): a passage or set
 * (Markdown: this front matter, the passage in the body) or a group of single items (YAML). English
 * is the text itself; an optional `hi` block gives the Hindi version. docs/question-bank.md.
 */

const text = z.string().trim().min(1, 'must not be empty');

const hindiVersion = z.strictObject({
  title: text.optional(),
  statement: text,
  options: z.array(text).optional(),
  solution: text,
});

export const authoredItemSchema = z
  .strictObject({
    key: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and hyphens'),
    title: text,
    type: z.enum(['single', 'multiple', 'numeric']).default('single'),
    statement: text,
    options: z.array(text).default([]),
    /** 1-based number(s) of the right option(s), or the value of a numeric answer. */
    answer: z.union([z.number(), z.array(z.number().int().min(1)).min(1)]),
    /** Accepted distance from a numeric answer. */
    tolerance: z.number().min(0).optional(),
    solution: text,
    difficulty: z.enum(DIFFICULTIES),
    expectedSeconds: z.number().int().min(10).max(900),
    exams: z.array(z.enum(EXAM_TAGS)).min(1),
    hi: hindiVersion.optional(),
  })
  .superRefine((item, ctx) => {
    const answers = Array.isArray(item.answer) ? item.answer : [item.answer];
    if (item.type === 'numeric') {
      if (Array.isArray(item.answer)) ctx.addIssue({ code: 'custom', path: ['answer'], message: 'a number' });
      return;
    }
    if (item.options.length < 4)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'at least four options' });
    if (new Set(item.options).size !== item.options.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'options repeat' });
    for (const a of answers) {
      if (!Number.isInteger(a) || a < 1 || a > item.options.length)
        ctx.addIssue({ code: 'custom', path: ['answer'], message: `no option ${a}` });
    }
    if (item.type === 'single' && answers.length !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['answer'],
        message: 'exactly one answer for a single-choice item',
      });
    if (item.hi?.options && item.hi.options.length !== item.options.length)
      ctx.addIssue({ code: 'custom', path: ['hi', 'options'], message: 'as many options as in English' });
  });

/** The front matter of a passage or set file. */
export const authoredSetSchema = z.strictObject({
  title: text,
  kind: z.enum(['passage']).default('passage'),
  titleHi: text.optional(),
  bodyHi: text.optional(),
  questions: z.array(authoredItemSchema).min(1),
});

/** A file of single items. */
export const authoredItemsSchema = z.strictObject({
  items: z.array(authoredItemSchema).min(1),
});

export type AuthoredItemData = z.infer<typeof authoredItemSchema>;
export type AuthoredSetData = z.infer<typeof authoredSetSchema>;
