import { type Language, messageResponseSchema } from '@preparena/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors.js';
import { optOutMessage, optOutPage } from '../mail/index.js';
import { optOut } from './contest-reminders.service.js';

const optOutQuery = z.object({
  u: z.string().uuid('This link is not valid'),
  t: z.string().length(64, 'This link is not valid'),
});

/** The opt-out link of reminder mails: opened in a browser (a page) or posted by a mail client (one click). */
export const contestRemindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['contests'],
    querystring: optOutQuery,
    response: { 200: messageResponseSchema },
  };
  const handle = async (query: z.infer<typeof optOutQuery>) => {
    const user = await optOut(app.db, app.config.JWT_SECRET, query.u, query.t);
    const lang: Language = user?.language === 'hi' ? 'hi' : 'en';
    return { done: user !== null, lang };
  };

  app.get(
    '/api/contest-reminders/unsubscribe',
    { schema: { ...schema, summary: 'Turns contest reminder mails off (the link in each reminder)' } },
    async (request, reply) => {
      const { done, lang } = await handle(request.query);
      if (request.headers.accept?.includes('text/html')) {
        // A browser gets a page, not the JSON of the typed reply: send it untyped.
        const page = reply as unknown as FastifyReply;
        return page
          .code(done ? 200 : 400)
          .type('text/html; charset=utf-8')
          .send(optOutPage(lang, done));
      }
      if (!done) throw badRequest(optOutMessage(lang, false), 'BAD_LINK');
      return { message: optOutMessage(lang, true) };
    },
  );

  app.post(
    '/api/contest-reminders/unsubscribe',
    { schema: { ...schema, summary: 'One-click opt-out (List-Unsubscribe-Post)' } },
    async (request) => {
      const { done, lang } = await handle(request.query);
      if (!done) throw badRequest(optOutMessage(lang, false), 'BAD_LINK');
      return { message: optOutMessage(lang, true) };
    },
  );
};
