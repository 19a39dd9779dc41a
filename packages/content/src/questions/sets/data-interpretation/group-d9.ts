import type { QuestionSetGenerator } from '../../set-generator.js';

/** More DI sets (docs/question-bank.md). Brief: /work/briefs/di-d9.md */
export const DI_GROUP_D9: readonly QuestionSetGenerator[] = [];
