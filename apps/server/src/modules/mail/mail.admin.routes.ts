import { outboxListSchema } from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestOutboxMails } from './mail.repository.js';

/** The dev outbox: mails the server would have sent, when no SMTP_URL is set (admins only). */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    { config: { adminArea: 'outbox' }, schema: { tags: ['admin'], response: { 200: outboxListSchema } } },
    async () => ({ mode: app.mailer.mode, items: await latestOutboxMails(app.db) }),
  );
};
