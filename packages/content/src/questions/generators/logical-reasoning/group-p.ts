import type { QuestionGenerator } from '../../generator.js';

/** More shapes of reasoning topics (docs/question-bank.md). */
export const REASONING_GROUP_P: readonly QuestionGenerator[] = [];
