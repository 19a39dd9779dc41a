import type { FastifyPluginAsync } from 'fastify';
import { practiceAdminRoutes } from './practice.admin.routes.js';
import { listenToDomainEvents } from './practice.events.js';
import { practiceRoutes } from './practice.routes.js';
import { questionSetsAdminRoutes } from './question-sets.admin.routes.js';

/** Practice: the question bank and sets, attempts, the Practice rating, and their admin screens. */
export const practiceModule: FastifyPluginAsync = async (app) => {
  listenToDomainEvents(app.db);
  await app.register(practiceRoutes);
  await app.register(practiceAdminRoutes);
  await app.register(questionSetsAdminRoutes);
};

export { submitAttempt } from './attempt.service.js';
export {
  nextFreshSeed,
  questionsForContest,
  randomPublishedQuestions,
  setMembers,
  setQuestionStatus,
  storeFreshQuestions,
} from './contest-holds.repository.js';
export { applyMixOrder, mixOrderStale } from './mix-order.repository.js';
export { bankTotals, publishedQuestionNumbers } from './practice.repository.js';
export { applyDifficultyRubric, seedGeneratedQuestions } from './practice.seed.js';
export { questionHead } from './question.service.js';
export { type QuestionBank, readBuiltQuestionBank } from './question-bank.js';
export { bankTextGroups } from './question-texts.js';
export { archiveRetiredQuestions } from './retired-questions.seed.js';
