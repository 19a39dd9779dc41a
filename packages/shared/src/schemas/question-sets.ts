import { z } from 'zod';
import { CHART_TYPES, chartProblems, QUESTION_SET_KINDS } from '../domain/question-sets.js';
import { localisedTextSchema } from './catalogue.js';

export const chartSpecSchema = z.object({
  type: z.enum(CHART_TYPES),
  title: localisedTextSchema,
  categories: z.array(localisedTextSchema).min(1).max(40),
  series: z
    .array(z.object({ name: localisedTextSchema, values: z.array(z.number().finite()).max(40) }))
    .min(1)
    .max(12),
  xLabel: localisedTextSchema.optional(),
  yLabel: localisedTextSchema.optional(),
  unit: localisedTextSchema.optional(),
});

/** The passage or chart of a question set, as the problem page shows it. */
export const questionSetViewSchema = z.object({
  kind: z.enum(QUESTION_SET_KINDS),
  title: localisedTextSchema,
  body: localisedTextSchema,
  charts: z.array(chartSpecSchema).max(6).optional(),
  /** The published questions of the set in order (their numbers), and where this one stands. */
  questions: z.array(z.number().int()),
  position: z.number().int(),
});
export type QuestionSetView = z.infer<typeof questionSetViewSchema>;

const editableText = (max: number) =>
  z.object({
    en: z.string().trim().min(1, 'Write the English text').max(max),
    hi: z.string().trim().max(max).optional(),
  });

/** What staff edit of a set: its kind, title, passage or introduction, and chart data. */
export const questionSetInputSchema = z
  .object({
    kind: z.enum(QUESTION_SET_KINDS),
    title: editableText(200),
    body: editableText(20_000),
    charts: z.array(chartSpecSchema).max(6).default([]),
  })
  .superRefine((set, ctx) => {
    if (set.kind === 'chart' && set.charts.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'A chart set needs at least one chart', path: ['charts'] });
    }
    set.charts.forEach((chart, i) => {
      for (const problem of chartProblems(chart)) {
        ctx.addIssue({ code: 'custom', message: `Chart ${i + 1}: ${problem}`, path: ['charts', i] });
      }
    });
  });
export type QuestionSetInput = z.infer<typeof questionSetInputSchema>;

/** A set in the admin editor, with the questions asked on it. */
export const adminQuestionSetSchema = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_SET_KINDS),
  title: z.object({ en: z.string(), hi: z.string().optional() }),
  body: z.object({ en: z.string(), hi: z.string().optional() }),
  charts: z.array(chartSpecSchema),
  questions: z.array(
    z.object({
      number: z.number().int(),
      title: localisedTextSchema,
      status: z.string(),
      position: z.number().int(),
    }),
  ),
  updatedAt: z.string(),
});
export type AdminQuestionSet = z.infer<typeof adminQuestionSetSchema>;
