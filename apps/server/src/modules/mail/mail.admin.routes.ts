import { outboxListSchema } from '@preparena/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestOutboxMails } from './mail.repository.js';

/** What the Outbox tab shows instead of a mail's body in production. */
export const HIDDEN_BODY_NOTE =
  'The text of mails is hidden in production: it carries verification codes and password reset links.';

/**
 * The dev outbox: mails the server would have sent, when no SMTP_URL is set (admins only). In
 * production it lists recipient, subject, kind and time only, so no admin reads another user's
 * codes or reset links.
 */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const hiddenBody = app.config.NODE_ENV === 'production' ? HIDDEN_BODY_NOTE : undefined;
  app.get(
    '/api/admin/outbox',
    { config: { adminArea: 'outbox' }, schema: { tags: ['admin'], response: { 200: outboxListSchema } } },
    async () => ({ mode: app.mailer.mode, items: await latestOutboxMails(app.db, { hiddenBody }) }),
  );
};
