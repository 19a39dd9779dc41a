import type { FastifyPluginAsync } from 'fastify';
import { contactRoutes } from './contact.routes.js';

/** Contact: messages to the team (the contact form and question reports). */
export const contactModule: FastifyPluginAsync = async (app) => {
  await app.register(contactRoutes);
};

export { recordContactMessage } from './contact.repository.js';
