import {
  adminCourseSchema,
  adminTopicRowSchema,
  adminTopicSchema,
  contentIdSchema,
  createCourseSchema,
  createSubjectSchema,
  createTopicSchema,
  reorderedSchema,
  reorderSchema,
  updateCourseSchema,
  updateSubjectSchema,
  updateTopicSchema,
} from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../errors.js';
import { emitDomainEvent } from '../../lib/domain-events.js';
import {
  adminCourses,
  createCourse,
  createSubject,
  reorderCourses,
  reorderSubjects,
  updateCourse,
  updateSubject,
} from './learn.admin.repository.js';
import { createTopic, findAdminTopic, searchTopics, updateTopic } from './topics.admin.repository.js';

const id = z.object({ id: z.string().uuid('Unknown id') });

/** Admin content tabs (Courses, Subjects, Topics, Create): admins and content managers. */
export const learnAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { adminArea: 'courses' as const };
  const tags = ['admin'];
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
    { config, schema: { tags, body: createCourseSchema, response: { 201: contentIdSchema } } },
    async (request, reply) => reply.status(201).send({ _id: await createCourse(app.db, request.body) }),
  );

  app.patch(
    '/api/admin/courses/:id',
    { config, schema: { tags, params: id, body: updateCourseSchema, response: { 200: contentIdSchema } } },
    async (request) => {
      const courseId = await updateCourse(app.db, request.params.id, request.body);
      if (!courseId) throw notFound('Course not found');
      return { _id: courseId };
    },
  );

  app.put(
    '/api/admin/courses/order',
    { config, schema: { tags, body: reorderSchema, response: { 200: reorderedSchema } } },
    async (request) => {
      if (!(await reorderCourses(app.db, request.body.ids)))
        throw badRequest('The list names an unknown course');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/subjects',
    { config, schema: { tags, body: createSubjectSchema, response: { 201: contentIdSchema } } },
    async (request, reply) => reply.status(201).send({ _id: await createSubject(app.db, request.body) }),
  );

  app.patch(
    '/api/admin/subjects/:id',
    { config, schema: { tags, params: id, body: updateSubjectSchema, response: { 200: contentIdSchema } } },
    async (request) => {
      await updateSubject(app.db, request.params.id, request.body);
      return { _id: request.params.id };
    },
  );

  app.put(
    '/api/admin/courses/:id/subjects/order',
    { config, schema: { tags, params: id, body: reorderSchema, response: { 200: reorderedSchema } } },
    async (request) => {
      if (!(await reorderSubjects(app.db, request.params.id, request.body.ids)))
        throw badRequest('The list names a section of another course');
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/topics',
    {
      config,
      schema: {
        tags,
        querystring: z.object({ search: z.string().max(100).optional() }),
        response: { 200: z.array(adminTopicRowSchema) },
      },
    },
    async (request) => searchTopics(app.db, request.query.search),
  );

  app.get(
    '/api/admin/topics/:id',
    { config, schema: { tags, params: id, response: { 200: adminTopicSchema } } },
    async (request) => {
      const topic = await findAdminTopic(app.db, request.params.id);
      if (!topic) throw notFound('Topic not found');
      return topic;
    },
  );

  app.post(
    '/api/admin/topics',
    { config, schema: { tags, body: createTopicSchema, response: { 201: contentIdSchema } } },
    async (request, reply) => reply.status(201).send({ _id: await createTopic(app.db, request.body) }),
  );

  app.patch(
    '/api/admin/topics/:id',
    { config, schema: { tags, params: id, body: updateTopicSchema, response: { 200: adminTopicSchema } } },
    async (request) => {
      const topic = await updateTopic(app.db, request.params.id, request.body);
      if (!topic) throw notFound('Topic not found');
      return topic;
    },
  );
};
