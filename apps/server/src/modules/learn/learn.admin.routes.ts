import {
  adminCourseSchema,
  adminTopicSchema,
  createCourseSchema,
  createSubjectSchema,
  createTopicSchema,
  reorderSchema,
  updateCourseSchema,
  updateSubjectSchema,
  updateTopicSchema,
} from '@preparena/shared';
import { and, eq, max } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../errors.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import {
  adminCourses,
  reorder,
  searchTopics,
  toAdminTopic,
  topicWithCourse,
} from './learn.admin.repository.js';
import { courses, subjects, subjectTopics, topics } from './learn.tables.js';

const id = z.object({ id: z.string().uuid('Unknown id') });
const isUnique = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.cause ?? e).code === '23505';
};

/** Admin content tabs (Courses, Subjects, Topics, Create): admins and content managers. */
export const learnAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminArea: 'courses' as const };
  const tags = ['admin'];
  const now = () => new Date();
  // Courses and topics may have changed: areas that keep a copy (the practice list's topic index) hear of it.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET') emitDomainEvent(app.db, 'catalogue.changed', {});
  });

  app.get(
    '/api/admin/courses',
    { config, schema: { tags, response: { 200: z.array(adminCourseSchema) } } },
    async () => adminCourses(app.db),
  );

  app.post(
    '/api/admin/courses',
    { config, schema: { tags, body: createCourseSchema } },
    async (request, reply) => {
      const [last] = await app.db.select({ n: max(courses.position) }).from(courses);
      try {
        const [row] = await app.db
          .insert(courses)
          .values({ ...request.body, position: (last?.n ?? -1) + 1, editedAt: now() })
          .returning({ id: courses.id });
        return reply.status(201).send({ _id: row?.id });
      } catch (error) {
        if (isUnique(error)) throw conflict('A course with this slug already exists');
        throw error;
      }
    },
  );

  app.patch(
    '/api/admin/courses/:id',
    { config, schema: { tags, params: id, body: updateCourseSchema } },
    async (request) => {
      const [row] = await app.db
        .update(courses)
        .set({ ...request.body, editedAt: now(), updatedAt: now() })
        .where(eq(courses.id, request.params.id))
        .returning({ id: courses.id });
      if (!row) throw notFound('Course not found');
      return { _id: row.id };
    },
  );

  app.put('/api/admin/courses/order', { config, schema: { tags, body: reorderSchema } }, async (request) => {
    if ((await reorder(app.db, courses, request.body.ids)) === 0)
      throw badRequest('The list names an unknown course');
    return { ok: true };
  });

  app.post(
    '/api/admin/subjects',
    { config, schema: { tags, body: createSubjectSchema } },
    async (request, reply) => {
      const [last] = await app.db
        .select({ n: max(subjects.position) })
        .from(subjects)
        .where(eq(subjects.courseId, request.body.courseId));
      try {
        const [row] = await app.db
          .insert(subjects)
          .values({ ...request.body, position: (last?.n ?? -1) + 1, editedAt: now() })
          .returning({ id: subjects.id });
        return reply.status(201).send({ _id: row?.id });
      } catch (error) {
        if (isUnique(error)) throw conflict('This course already has a section with this slug');
        if ((error as { cause?: { code?: string } }).cause?.code === '23503')
          throw badRequest('Choose an existing course');
        throw error;
      }
    },
  );

  app.patch(
    '/api/admin/subjects/:id',
    { config, schema: { tags, params: id, body: updateSubjectSchema } },
    async (request) => {
      const { title, topicIds } = request.body;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(subjects)
          .set({ ...(title ? { title } : {}), editedAt: now() })
          .where(eq(subjects.id, request.params.id))
          .returning({ id: subjects.id });
        if (!row) throw notFound('Section not found');
        if (topicIds) {
          if (new Set(topicIds).size !== topicIds.length) throw badRequest('A topic is listed twice');
          await tx.delete(subjectTopics).where(eq(subjectTopics.subjectId, row.id));
          if (topicIds.length > 0) {
            await tx
              .insert(subjectTopics)
              .values(topicIds.map((topicId, position) => ({ subjectId: row.id, topicId, position })));
          }
        }
      });
      return { _id: request.params.id };
    },
  );

  app.put(
    '/api/admin/courses/:id/subjects/order',
    { config, schema: { tags, params: id, body: reorderSchema } },
    async (request) => {
      const own = await app.db
        .select({ id: subjects.id })
        .from(subjects)
        .where(eq(subjects.courseId, request.params.id));
      const ownIds = new Set(own.map((s) => s.id));
      if (!request.body.ids.every((x) => ownIds.has(x)))
        throw badRequest('The list names a section of another course');
      await reorder(app.db, subjects, request.body.ids);
      return { ok: true };
    },
  );

  app.get(
    '/api/admin/topics',
    { config, schema: { tags, querystring: z.object({ search: z.string().max(100).optional() }) } },
    async (request) =>
      (await searchTopics(app.db, request.query.search)).map((t) => ({
        _id: t.id,
        slug: t.slug,
        title: t.title,
        published: t.published,
        course: t.course,
      })),
  );

  app.get(
    '/api/admin/topics/:id',
    { config, schema: { tags, params: id, response: { 200: adminTopicSchema } } },
    async (request) => {
      const row = await topicWithCourse(app.db, request.params.id);
      if (!row) throw notFound('Topic not found');
      return toAdminTopic(row.topic, row.course);
    },
  );

  app.post(
    '/api/admin/topics',
    { config, schema: { tags, body: createTopicSchema } },
    async (request, reply) => {
      const { subjectId, lesson, ...rest } = request.body;
      const [subject] = await app.db.select().from(subjects).where(eq(subjects.id, subjectId)).limit(1);
      if (!subject) throw badRequest('Choose an existing section');
      try {
        const created = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(topics)
            .values({ ...rest, lesson, homeCourseId: subject.courseId, editedAt: now() })
            .returning({ id: topics.id });
          if (!row) throw new Error('no row');
          const [last] = await tx
            .select({ n: max(subjectTopics.position) })
            .from(subjectTopics)
            .where(eq(subjectTopics.subjectId, subjectId));
          await tx
            .insert(subjectTopics)
            .values({ subjectId, topicId: row.id, position: (last?.n ?? -1) + 1 });
          await tx.update(subjects).set({ editedAt: now() }).where(eq(subjects.id, subjectId));
          return row;
        });
        return reply.status(201).send({ _id: created.id });
      } catch (error) {
        if (isUnique(error)) throw conflict('A topic with this slug already exists');
        throw error;
      }
    },
  );

  app.patch(
    '/api/admin/topics/:id',
    { config, schema: { tags, params: id, body: updateTopicSchema, response: { 200: adminTopicSchema } } },
    async (request) => {
      const current = await topicWithCourse(app.db, request.params.id);
      if (!current) throw notFound('Topic not found');
      const { lesson, ...rest } = request.body;
      const oldLesson = toAdminTopic(current.topic, current.course).lesson;
      const [row] = await app.db
        .update(topics)
        .set({
          ...rest,
          ...(lesson ? { lesson: { ...oldLesson, ...lesson } } : {}),
          editedAt: now(),
          updatedAt: now(),
        })
        .where(and(eq(topics.id, request.params.id)))
        .returning();
      if (!row) throw notFound('Topic not found');
      return toAdminTopic(row, current.course);
    },
  );
};
