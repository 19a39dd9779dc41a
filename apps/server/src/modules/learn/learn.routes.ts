import {
  courseCardSchema,
  courseDetailSchema,
  topicDetailSchema,
  topicProgressInputSchema,
  topicProgressResultSchema,
} from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.js';
import { getCourse, getTopic, listCourses, markTopic } from './learn.service.js';

const key = z.string().min(1).max(100);

/** Learn: courses with their sections and lessons, and the user's lesson progress. */
export const learnRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['learn'];

  app.get(
    '/api/courses',
    { schema: { tags, response: { 200: z.array(courseCardSchema) } } },
    async (request) => listCourses(app.db, request.currentUser?.id ?? null),
  );

  app.get(
    '/api/courses/:course',
    { schema: { tags, params: z.object({ course: key }), response: { 200: courseDetailSchema } } },
    async (request) => getCourse(app.db, request.params.course, request.currentUser?.id ?? null),
  );

  app.get(
    '/api/courses/:course/topics/:topic',
    { schema: { tags, params: z.object({ course: key, topic: key }), response: { 200: topicDetailSchema } } },
    async (request) =>
      getTopic(app.db, request.params.course, request.params.topic, request.currentUser?.id ?? null),
  );

  app.put(
    '/api/progress/topics/:topic',
    {
      schema: {
        tags,
        summary: 'Mark a lesson complete or not complete',
        security: [{ bearer: [] }],
        params: z.object({ topic: key }),
        body: topicProgressInputSchema,
        response: { 200: topicProgressResultSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return markTopic(app.db, user.id, request.params.topic, request.body.completed, request.body.course);
    },
  );
};
