import type { FastifyPluginAsync } from 'fastify';
import { mailAdminRoutes } from './mail.admin.routes.js';

/** Mail: sending (SMTP or the dev outbox) and the admin Outbox tab. */
export const mailModule: FastifyPluginAsync = async (app) => {
  await app.register(mailAdminRoutes);
};

export {
  contestReminderMail,
  newSignInAlertMail,
  optOutMessage,
  optOutPage,
  passwordResetMail,
  verificationMail,
} from './mail-templates.js';
export { createMailer, type Mailer } from './mailer.js';
