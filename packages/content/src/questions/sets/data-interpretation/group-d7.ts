import type { QuestionSetGenerator } from '../../set-generator.js';

/** More DI sets (docs/question-bank.md). Brief: /work/briefs/di-d7.md */
export const DI_GROUP_D7: readonly QuestionSetGenerator[] = [];
