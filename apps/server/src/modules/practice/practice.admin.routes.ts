import {
  adminQuestionFiltersSchema,
  adminQuestionListQuerySchema,
  adminQuestionListSchema,
  adminQuestionSchema,
  adminQuestionTopicsSchema,
  QUESTION_EXPORT_FORMAT,
  QUESTION_EXPORT_MAX,
  questionExportSchema,
  questionImportErrorSchema,
  questionImportResultSchema,
  questionImportSchema,
  questionInputSchema,
} from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../errors.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import { renderedMap } from '../../lib/rich-text/rendered.js';
import { requireUser } from '../../plugins/auth.js';
import {
  exportQuestions,
  findAdminQuestion,
  listAdminQuestions,
  questionTopics,
  topicIdsBySlug,
} from './practice.admin.repository.js';
import { createQuestion, importQuestions, replaceQuestion } from './question-edits.admin.repository.js';
import { checkQuestionImport } from './question-import.service.js';
import { questionTexts, solutionTexts } from './question-texts.js';

const numberParam = z.object({
  number: z.coerce
    .number('Question numbers are whole numbers')
    .int('Question numbers are whole numbers')
    .min(1, 'Question numbers start at 1')
    .max(2_000_000_000, 'There is no question with this number'),
});

/** Admin Questions: the question table, the editor, and JSON import and export (admins and question managers). */
export const practiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminArea: 'questions' as const };
  const tags = ['admin'];
  // Writes may publish, archive or move questions: whatever is derived from them starts over.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET') emitDomainEvent(app.db, 'questions.changed', { numbers: null });
  });

  const topicIdOf = async (slug: string) => {
    const id = (await topicIdsBySlug(app.db, [slug])).get(slug);
    if (!id) throw badRequest(`There is no topic "${slug}". Choose an existing topic.`, 'UNKNOWN_TOPIC');
    return id;
  };
  const noSuchQuestion = (number: number) =>
    notFound(`There is no question #${number}`, 'QUESTION_NOT_FOUND');
  const loaded = async (number: number) => {
    const question = await findAdminQuestion(app.db, number);
    if (!question) throw noSuchQuestion(number);
    return question;
  };
  /** A question just written, its texts typeset now (issue 15: rendered when saved, not on a learner's view). */
  const saved = async (number: number) => {
    const question = await loaded(number);
    renderedMap([...questionTexts(question), ...solutionTexts(question)]);
    return question;
  };

  app.get(
    '/api/admin/questions',
    {
      config,
      schema: { tags, querystring: adminQuestionListQuerySchema, response: { 200: adminQuestionListSchema } },
    },
    async (request) => {
      const { page, pageSize, sort, ...filters } = request.query;
      const { items, total } = await listAdminQuestions(app.db, filters, page, pageSize, sort);
      return { items, total, page, pageSize };
    },
  );

  app.get(
    '/api/admin/questions/topics',
    { config, schema: { tags, response: { 200: adminQuestionTopicsSchema } } },
    async () => questionTopics(app.db),
  );

  app.get(
    '/api/admin/questions/export',
    {
      config,
      schema: {
        tags,
        summary: `The matching questions with their answers, as a JSON file (at most ${QUESTION_EXPORT_MAX})`,
        querystring: adminQuestionFiltersSchema,
        response: { 200: questionExportSchema },
      },
    },
    async (request, reply) => {
      const { questions: items, truncated } = await exportQuestions(
        app.db,
        request.query,
        QUESTION_EXPORT_MAX,
      );
      const now = new Date();
      reply.header(
        'content-disposition',
        `attachment; filename="preparena-questions-${now.toISOString().slice(0, 10)}.json"`,
      );
      reply.header('cache-control', 'no-store');
      return {
        format: QUESTION_EXPORT_FORMAT,
        version: 1 as const,
        exportedAt: now.toISOString(),
        truncated,
        questions: items,
      };
    },
  );

  app.get(
    '/api/admin/questions/:number',
    { config, schema: { tags, params: numberParam, response: { 200: adminQuestionSchema } } },
    async (request) => loaded(request.params.number),
  );

  app.post(
    '/api/admin/questions',
    { config, schema: { tags, body: questionInputSchema, response: { 201: adminQuestionSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const topicId = await topicIdOf(request.body.topic);
      const number = await createQuestion(app.db, request.body, topicId, user.id);
      return reply.status(201).send(await saved(number));
    },
  );

  app.put(
    '/api/admin/questions/:number',
    {
      config,
      schema: {
        tags,
        params: numberParam,
        body: questionInputSchema,
        response: { 200: adminQuestionSchema },
      },
    },
    async (request) => {
      const { number } = request.params;
      const topicId = await topicIdOf(request.body.topic);
      if (!(await replaceQuestion(app.db, number, request.body, topicId))) throw noSuchQuestion(number);
      return saved(number);
    },
  );

  app.post(
    '/api/admin/questions/import',
    {
      config,
      // An import of 500 questions with long solutions is larger than the app-wide 1 MB limit.
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Creates (no number) or replaces (number) questions; all or nothing',
        body: questionImportSchema,
        response: { 200: questionImportResultSchema, 400: questionImportErrorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const checked = await checkQuestionImport(app.db, request.body.questions);
      if (checked.ok) return importQuestions(app.db, { ...checked.plan, authorId: user.id });
      const { errors } = checked;
      const more = errors.length > 1 ? ` (and ${errors.length - 1} more problems)` : '';
      request.log.info({ problems: errors.length }, 'question import rejected');
      return reply.status(400).send({
        message: `Nothing was imported. ${errors[0]}${more}`,
        code: 'IMPORT_INVALID',
        errors: errors.slice(0, 100),
      });
    },
  );
};
