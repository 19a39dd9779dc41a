import type { FastifyPluginAsync } from 'fastify';
import { learnAdminRoutes } from './learn.admin.routes.js';
import { listenToDomainEvents } from './learn.events.js';
import { learnRoutes } from './learn.routes.js';

/** Learn: courses, subjects, topics and lessons, lesson progress, and the admin content tabs. */
export const learnModule: FastifyPluginAsync = async (app) => {
  listenToDomainEvents(app.db);
  await app.register(learnRoutes);
  await app.register(learnAdminRoutes);
};

export {
  courseOutline,
  findPublishedCourse,
  listPublishedCourses,
  topicCatalogue,
} from './learn.repository.js';
export { seedCatalogue } from './learn.seed.js';
export { getTopic, lessonTexts } from './learn.service.js';
