import type { QuestionGenerator } from '../../generator.js';

/** More shapes of reasoning topics (docs/question-bank.md). Brief: /work/briefs/reasoning-m.md */
export const REASONING_GROUP_M: readonly QuestionGenerator[] = [];
