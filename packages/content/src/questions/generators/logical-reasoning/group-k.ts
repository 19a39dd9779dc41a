import type { QuestionGenerator } from '../../generator.js';

/** More shapes of reasoning topics (docs/question-bank.md). Brief: /work/briefs/reasoning-k.md */
export const REASONING_GROUP_K: readonly QuestionGenerator[] = [];
