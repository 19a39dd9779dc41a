import { contactMessageResultSchema, contactMessageSchema } from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordContactMessage } from './contact.repository.js';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/messages',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team (contact form, reports, feedback)',
        body: contactMessageSchema,
        response: { 201: contactMessageResultSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { name, email, subject, message, type } = request.body;
      await recordContactMessage(app.db, {
        name,
        email,
        subject,
        message,
        type,
        userId: request.currentUser?.id ?? null,
      });
      return reply.status(201).send({
        success: true as const,
        message: 'Message sent successfully! We will get back to you soon.',
      });
    },
  );
};
