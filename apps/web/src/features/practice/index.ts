// Practice: questions, question sets and attempts; its admin screens are the Questions tab and editor.

// Shared with contests (the arena shows a set's passage and follows the question language toggle;
// the contest editor picks topics for fresh questions).
export { useAdminQuestionTopics } from './admin/api/get-admin-question-topics';
export { QuestionsPanel } from './admin/components/questions-panel';
export { AdminQuestionPage } from './admin/routes/admin-question';
export { QuestionSetPanel } from './components/question-set-panel';
export { useQuestionLanguage } from './hooks/use-question-language';
export { PracticePage } from './routes/practice';
export { QuestionPage } from './routes/question';
