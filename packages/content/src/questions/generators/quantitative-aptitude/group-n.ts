import type { QuestionGenerator } from '../../generator.js';

/** More shapes of quantitative topics (docs/question-bank.md). */
export const QUANT_GROUP_N: readonly QuestionGenerator[] = [];
