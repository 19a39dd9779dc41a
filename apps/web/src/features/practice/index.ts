// Practice: questions, question sets and attempts; its admin screens are the Questions tab and editor.
export { QuestionsPanel } from './admin/components/questions-panel';
export { AdminQuestionPage } from './admin/routes/admin-question';
export { PracticePage } from './routes/practice';
export { QuestionPage } from './routes/question';
