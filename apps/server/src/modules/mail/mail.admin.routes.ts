import { outboxListSchema } from '@preparena/shared';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxMails } from './mail.tables.js';

/** The dev outbox: mails the server would have sent, when no SMTP_URL is set (admins only). */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/outbox',
    { config: { adminArea: 'outbox' }, schema: { tags: ['admin'], response: { 200: outboxListSchema } } },
    async () => {
      const rows = await app.db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(50);
      return {
        mode: app.mailer.mode,
        items: rows.map((m) => ({
          _id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          kind: m.kind,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );
};
